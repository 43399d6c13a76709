/// What a case is, apart from its code: its name, what it measures, the variant others
/// are compared with, its units and its goals. Both the case and its report carry it.
package struct CaseInfo: Sendable, Equatable {
    /// The case's name (`numeric-16`).
    package let name: String
    /// One line saying what is measured.
    package let summary: String
    /// The variant the others are compared with (the "vs baseline" column).
    package let baseline: String
    /// What ``Variant/bytesPerOp`` means for this case, if variants set it.
    package let bytes: ByteMeaning?
    /// How many items one operation handles, for a per-item figure.
    package let items: ItemCount?
    /// The speed goals the issues set for this case.
    package let goals: [Goal]

    /// A description; see the properties.
    package init(
        name: String, summary: String, baseline: String, bytes: ByteMeaning? = nil, items: ItemCount? = nil,
        goals: [Goal] = []
    ) {
        self.name = name
        self.summary = summary
        self.baseline = baseline
        self.bytes = bytes
        self.items = items
        self.goals = goals
    }
}
