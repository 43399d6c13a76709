/// The non-ASCII scalars of memberships of different kinds (scalars listed one by one, general
/// categories, a `CharacterSet`), asked in turn. A membership of a kind the union holds already
/// joins that one, so a union holds one membership per kind, and two unions of the same
/// members are equal whatever the order they were made in.
struct NonASCIIUnion: NonASCIIMembership {
    /// One membership per kind, none of them a union.
    private(set) var members: [any NonASCIIMembership]

    /// The union of `first` and `second`, flattened.
    init(_ first: any NonASCIIMembership, _ second: any NonASCIIMembership) {
        members = []
        add(first)
        add(second)
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        members.contains { $0.contains(scalar) }
    }

    func union(_ other: any NonASCIIMembership) -> any NonASCIIMembership {
        var result = self
        result.add(other)
        return result
    }

    private mutating func add(_ other: any NonASCIIMembership) {
        if let union = other as? NonASCIIUnion {
            union.members.forEach { add($0) }
        } else if let index = members.firstIndex(where: { type(of: $0) == type(of: other) }) {
            members[index] = members[index].union(other)
        } else {
            members.append(other)
        }
    }

    static func == (lhs: NonASCIIUnion, rhs: NonASCIIUnion) -> Bool {
        lhs.members.count == rhs.members.count
            && lhs.members.allSatisfy { member in rhs.members.contains { member.isEqual(to: $0) } }
    }

    /// The same for any order of the members (as `==` is).
    func hash(into hasher: inout Hasher) {
        hasher.combine(
            members.reduce(0) { combined, member in
                var one = Hasher()
                one.combine(member)
                return combined ^ one.finalize()
            })
    }
}
