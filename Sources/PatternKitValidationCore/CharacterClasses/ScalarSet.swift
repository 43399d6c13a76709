/// The non-ASCII scalars a ``CharacterClass`` made with ``CharacterClass/init(charactersIn:)``
/// allows, listed one by one, held by reference, so a class that carries some stays a
/// fixed-size value: copying it (as every scan does, into its closures) is a plain copy plus a
/// reference count.
final class ScalarSet: NonASCIIMembership {
    /// Scalars listed one by one.
    let scalars: Set<Unicode.Scalar>

    init(scalars: Set<Unicode.Scalar>) {
        self.scalars = scalars
    }

    /// Whether `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalars.contains(scalar)
    }

    /// One set of the scalars of both when `other` is a set too.
    func union(_ other: any NonASCIIMembership) -> any NonASCIIMembership {
        guard let other = other as? ScalarSet else { return unionAskingBoth(other) }
        return ScalarSet(scalars: scalars.union(other.scalars))
    }

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool {
        lhs === rhs || lhs.scalars == rhs.scalars
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scalars)
    }
}
