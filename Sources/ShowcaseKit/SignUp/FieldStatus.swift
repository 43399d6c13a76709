import InputValidation
import TerminalUI

/// What the sign-up form shows beside a field for its state: the words and their colour.
///
/// Only presentation: the state itself comes from the form's `FormSession`.
struct FieldStatus: Hashable {
    var text: String
    var color: TUIColor

    /// The status of `field`, whose text is `value`, in the shown `state`.
    init(_ field: SignUpField, state: ValidationState, value: String) {
        switch state {
        case .pristine:
            self.init(field == .cardNumber ? "· pristine (optional)" : "· pristine", .gray)
        case .pending:
            self.init("… pending: waits for a pause in typing", .yellow)
        case .validating:
            self.init("… validating: is “\(value)” free?", .yellow)
        case .valid:
            self.init("✓ valid" + Self.validDetail(field, value: value), .green)
        case .invalid(let errors):
            let brand = field == .cardNumber ? CardBrand(cardNumber: value).map { "\($0.displayName) · " } ?? "" : ""
            self.init(brand + "✗ " + Self.problem(field, errors: errors), .red)
        }
    }

    private init(_ text: String, _ color: TUIColor) {
        self.text = text
        self.color = color
    }

    private static func validDetail(_ field: SignUpField, value: String) -> String {
        switch field {
        case .cardNumber where value.isEmpty: " (optional, left empty)"
        case .cardNumber: CardBrand(cardNumber: value).map { " · \($0.displayName)" } ?? ""
        case .userName: " · “\(value)” is available"
        default: ""
        }
    }

    /// The first error's localized reason; for the password, the requirements it misses.
    private static func problem(_ field: SignUpField, errors: [ValidationError]) -> String {
        let unmet = unmetRequirements(errors)
        if field == .password, !unmet.isEmpty {
            return "needs: " + unmet.map { $0.localizedChecklistLabel() }.joined(separator: ", ")
        }
        return errors.first?.localizedFailureReason() ?? ""
    }

    /// The longer line shown under the form for the focused field: the password checklist,
    /// the card number's digits, what the user name's check waits for, or the whole status.
    static func note(_ field: SignUpField, state: ValidationState, value: String) -> FieldStatus {
        let status = FieldStatus(field, state: state, value: value)
        switch (field, state) {
        case (.password, _):
            return passwordChecklist(state)
        case (.cardNumber, .valid) where !value.isEmpty, (.cardNumber, .invalid):
            let digits = SignUpRules.cardMask.rawValue(of: value).count
            return FieldStatus(status.text + " · \(digits) digit\(digits == 1 ? "" : "s")", status.color)
        case (.userName, .pending):
            return FieldStatus("… pending: the server is asked \(seconds(SignUpRules.debounceSeconds)) after the last keystroke", status.color)
        case (.userName, .validating):
            return FieldStatus("… validating: the server answers in \(seconds(SignUpRules.directoryDelay)); typing on cancels this check", status.color)
        default:
            return status
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// The password policy's requirements that `errors` report as unmet.
    static func unmetRequirements(_ errors: [ValidationError]) -> [PasswordRequirement] {
        SignUpRules.passwordPolicy.requirements.filter { requirement in
            errors.contains { $0.code == requirement.code }
        }
    }

    /// The password checklist: each requirement of the policy, met (✓) or not (✗), or
    /// unmarked (·) before the password is checked.
    static func passwordChecklist(_ state: ValidationState) -> FieldStatus {
        let unmet = unmetRequirements(state.errors)
        let items = SignUpRules.passwordPolicy.requirements.map { requirement in
            let mark = state == .pristine ? "·" : unmet.contains(requirement) ? "✗" : "✓"
            return "\(mark) \(requirement.localizedChecklistLabel())"
        }
        let color: TUIColor = state == .pristine ? .gray : unmet.isEmpty ? .green : .red
        return FieldStatus("Policy: " + items.joined(separator: "   "), color)
    }
}
