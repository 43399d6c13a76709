import Foundation
import PatternKitValidationCore

/// The non-ASCII scalars of a Foundation `CharacterSet` a `CharacterClass` was made from
/// (`CharacterClass(.urlHostAllowed)`), held by reference, so the class stays a fixed-size
/// value whose copies cost a reference count, not calls through a resilient type's witnesses.
///
/// The library never builds a `CharacterSet` from a string itself: `CharacterSet(charactersIn:)`
/// leaks on Linux (128 bytes per set); `CharacterClass(charactersIn:)` keeps a Swift `Set`.
final class CharacterSetMembers: NonASCIIMembership {
    /// The set the class was made from.
    let characters: CharacterSet

    init(_ characters: CharacterSet) {
        self.characters = characters
    }

    /// Whether `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        characters.contains(scalar)
    }

    /// One `CharacterSet` of both when `other` was made from one too.
    func union(_ other: any NonASCIIMembership) -> any NonASCIIMembership {
        guard let other = other as? CharacterSetMembers else { return unionAskingBoth(other) }
        return CharacterSetMembers(characters.union(other.characters))
    }

    static func == (lhs: CharacterSetMembers, rhs: CharacterSetMembers) -> Bool {
        lhs === rhs || lhs.characters == rhs.characters
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(characters)
    }
}
