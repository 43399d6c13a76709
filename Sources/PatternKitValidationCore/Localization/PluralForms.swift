/// The forms of one plural variable, one slot per ``PluralCategory``: what a `.stringsdict`
/// entry says for `zero`, `one`, … `other`. Six slots rather than a dictionary, so reading a
/// form is an index and an app carries no dictionary code for it.
struct PluralForms: Hashable, Sendable {
    private var slots: [String?] = [nil, nil, nil, nil, nil, nil]

    /// The form for `category`; `nil` when the entry has none.
    subscript(category: PluralCategory) -> String? {
        get { slots[category.slot] }
        set { slots[category.slot] = newValue }
    }

    /// Each form rewritten by `transform`.
    func map(_ transform: (String) -> String) -> PluralForms {
        var mapped = self
        mapped.slots = slots.map { $0.map(transform) }
        return mapped
    }

    /// The forms by category, those the entry has.
    var byCategory: [PluralCategory: String] {
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
            if let form = self[category] { forms[category] = form }
        }
        return forms
    }
}

extension PluralCategory {
    /// The category's slot in ``PluralForms``.
    fileprivate var slot: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
