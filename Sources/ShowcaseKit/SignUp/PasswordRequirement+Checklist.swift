import InputValidation

extension PasswordRequirement {
    /// A few words for a checklist item: "8+ chars", "uppercase", "digit".
    ///
    /// The core's localized reasons ("The password must contain digits (at least 1)") are
    /// sentences, too long for the showcase's one-line checklist; these labels are English.
    var checklistLabel: String {
        switch self {
        case .minimumLength(let count): "\(count)+ chars"
        case .maximumLength(let count): "≤ \(count) chars"
        case .lowercase(let count): count == 1 ? "lowercase" : "\(count) lowercase"
        case .uppercase(let count): count == 1 ? "uppercase" : "\(count) uppercase"
        case .letters(let count): count == 1 ? "letter" : "\(count) letters"
        case .digits(let count): count == 1 ? "digit" : "\(count) digits"
        case .symbols(let count): count == 1 ? "symbol" : "\(count) symbols"
        case .maximumRepeats(let count): "≤ \(count) repeats"
        case .noWhitespace: "no spaces"
        }
    }
}
