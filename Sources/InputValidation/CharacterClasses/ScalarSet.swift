import Foundation

/// A Foundation `CharacterSet` held by reference, so a ``CharacterClass`` that carries one
/// stays a fixed-size value: copying it (as every scan does, into its closures) is a
/// plain copy plus a reference count, not a call through a resilient type's witnesses.
final class ScalarSet: Hashable, Sendable {
    /// The scalars.
    let characters: CharacterSet

    init(_ characters: CharacterSet) {
        self.characters = characters
    }

    /// Whether `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        characters.contains(scalar)
    }

    /// The scalars of both sets.
    func union(_ other: ScalarSet) -> ScalarSet {
        ScalarSet(characters.union(other.characters))
    }

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool {
        lhs === rhs || lhs.characters == rhs.characters
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
    }
}
