/// How a ``CharacterClass`` decides the scalars beyond ASCII: scalars listed one by one
/// (``CharacterClass/init(charactersIn:)``, here), Unicode general categories or a Foundation
/// `CharacterSet` (`PatternKitValidation`, which adds those initializers and the
/// any-script classes `.letters`, `.decimalDigits`, `.lettersAndDigits`).
///
/// The ASCII scan stays in the class and runs without it; the class asks this only for a
/// non-ASCII scalar. So the Unicode tables cost a binary only when a validator that needs them
/// is linked: the article's `NumericInputValidator` and `AlphaInputValidator` link none.
package protocol NonASCIIMembership: Hashable, Sendable {
    /// Whether the non-ASCII `scalar` is allowed.
    func contains(_ scalar: Unicode.Scalar) -> Bool

    /// The scalars of both: one set when both are of one kind, else both asked in turn.
    func union(_ other: any NonASCIIMembership) -> any NonASCIIMembership
}

extension NonASCIIMembership {
    /// Both, asked in turn (the default of ``union(_:)``).
    package func union(_ other: any NonASCIIMembership) -> any NonASCIIMembership {
        unionAskingBoth(other)
    }

    /// Both, asked in turn: the union of memberships of different kinds.
    package func unionAskingBoth(_ other: any NonASCIIMembership) -> any NonASCIIMembership {
        NonASCIIUnion(self, other)
    }

    /// Whether `other` is this very membership (same kind, same scalars).
    package func isEqual(to other: any NonASCIIMembership) -> Bool {
        (other as? Self) == self
    }
}
