extension PasswordRequirement {
    /// A few words for a checklist item, in `language` (the current language when `nil`):
    /// "8+ characters", "uppercase", "2+ digits" — where the error's failure reason ("The
    /// password must contain at least 2 digits") is a whole sentence.
    ///
    /// ```swift
    /// let policy = PasswordPolicyValidator(minimumLength: 10, uppercase: 1, digits: 2)
    /// let unmet = policy.unmetRequirements(in: typed)
    /// for requirement in policy.requirements {
    ///     print(unmet.contains(requirement) ? "✗" : "✓", requirement.localizedChecklistLabel())
    /// }
    /// // ✓ 10+ characters   ✓ ≤ 64 characters   ✗ uppercase   ✓ 2+ digits
    /// PasswordRequirement.digits(1).localizedChecklistLabel(in: "ru")   // "цифра"
    /// ```
    ///
    /// The labels are in the same tables as the messages (`"checklist.<code>"`, with a
    /// plural form per count in the `.stringsdict`, and `"checklist.<code>.one"` for a count
    /// of exactly 1), in every language the messages have.
    public func localizedChecklistLabel(in language: String? = nil) -> String {
        let resolved = ValidationLocalization.resolvedLanguage(language)
        var keys = ["checklist.\(code.rawValue)"]
        if parameters[.minimum] == .int(1) {
            keys.insert("checklist.\(code.rawValue).one", at: 0)
        }
        guard let template = MessageCatalog.shared.lookup(keys, language: resolved, parameters: parameters) else {
            return error.localizedFailureReason(in: language)  // the tables are missing from the bundle
        }
        return MessageTemplate.render(template, parameters: parameters, language: resolved)
    }
}
