import Foundation

/// The non-ASCII scalars a ``CharacterClass`` allows beyond its categories, held by
/// reference, so a class that carries some stays a fixed-size value: copying it (as every
/// scan does, into its closures) is a plain copy plus a reference count, not a call
/// through a resilient type's witnesses.
///
/// Scalars listed one by one (`CharacterClass(charactersIn:)`) are kept in a Swift `Set`;
/// a Foundation `CharacterSet` is kept only when the class was made from one. Building a
/// `CharacterSet` from a string leaks on Linux (`CharacterSet(charactersIn:)` loses 128
/// bytes per set), so the library never does.
final class ScalarSet: Hashable, Sendable {
    /// Scalars listed one by one.
    let scalars: Set<Unicode.Scalar>
    /// A Foundation set the class was made from, if any.
    let characters: CharacterSet?

    init(scalars: Set<Unicode.Scalar>) {
        self.scalars = scalars
        self.characters = nil
    }

    init(_ characters: CharacterSet) {
        self.scalars = []
        self.characters = characters
    }

    private init(scalars: Set<Unicode.Scalar>, characters: CharacterSet?) {
        self.scalars = scalars
        self.characters = characters
    }

    /// Whether `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalars.contains(scalar) || (characters?.contains(scalar) ?? false)
    }

    /// The scalars of both sets.
    func union(_ other: ScalarSet) -> ScalarSet {
        let characters: CharacterSet? =
            switch (self.characters, other.characters) {
            case (nil, nil): nil
            case (let set?, nil), (nil, let set?): set
            case (let first?, let second?): first.union(second)
            }
        return ScalarSet(scalars: scalars.union(other.scalars), characters: characters)
    }

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool {
        lhs === rhs || (lhs.scalars == rhs.scalars && lhs.characters == rhs.characters)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scalars)
        hasher.combine(characters)
    }
}
