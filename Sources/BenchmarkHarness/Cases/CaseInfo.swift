/// What a case is, apart from its code: its name, what it measures, the variant others
/// are compared with, its units and its goals. Both the case and its report carry it.
public struct CaseInfo: Sendable, Equatable {
    /// The case's name (`numeric-16`).
    public let name: String
    /// One line saying what is measured.
    public let summary: String
    /// The variant the others are compared with (the "vs baseline" column).
    public let baseline: String
    /// What ``Variant/bytesPerOp`` means for this case, if variants set it.
    public let bytes: ByteMeaning?
    /// How many items one operation handles, for a per-item figure.
    public let items: ItemCount?
    /// The speed goals the issues set for this case.
    public let goals: [Goal]

    /// A description; see the properties.
    public init(name: String, summary: String, baseline: String, bytes: ByteMeaning? = nil, items: ItemCount? = nil, goals: [Goal] = []) {
        self.name = name
        self.summary = summary
        self.baseline = baseline
        self.bytes = bytes
        self.items = items
        self.goals = goals
    }
}
