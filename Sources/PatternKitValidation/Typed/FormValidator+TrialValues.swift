extension FormValidator {
    /// Sets of values of this form's fields that together hold every trial value of each
    /// field's kind (``FormValueKind/trialValues``, and `null` for an optional field): the
    /// `k`-th set gives each field its `k`-th trial value, or its last when it has fewer.
    /// A field only a `FormRule` names is text.
    func trialValues() -> [FormValues<Field>] {
        let trials = fields.map { field -> (Field, [FormValue]) in
            let entry = entries.first { $0.field == field }
            let values = kind(of: field).trialValues
            return (field, entry?.isOptional == true ? values + [.null] : values)
        }
        let count = max(1, trials.map(\.1.count).max() ?? 0)
        return (0..<count).map { index in
            FormValues(typed: Dictionary(uniqueKeysWithValues: trials.map { ($0.0, $0.1[min(index, $0.1.count - 1)]) }))
        }
    }
}
