import PatternKitValidation

/// What the sign-up form shows beside a field: the words and their colour.
///
/// Only presentation. What to show comes from the form's `FormSession`: whether the field
/// shows its state yet (the core's `FeedbackTiming` decides, as for UIKit's and SwiftUI's
/// fields), the shown state, and the text.
struct FieldStatus: Hashable {
    var text: String
    var color: TUIColor

    /// The status of `field` in `session`.
    @MainActor
    init(_ field: SignUpField, in session: FormSession<SignUpField>) {
        let value = session.values[field]
        guard session.isShowingFeedback(for: field) else {
            self = Self.notShown(field, value: value)
            return
        }
        switch session.state(of: field) {
        case .pristine:
            self.init("· pristine", .gray)
        case .pending:
            self.init("… pending: waits for a pause in typing", .yellow)
        case .validating:
            self.init("… validating: is “\(value)” free?", .yellow)
        case .valid:
            self.init(
                "✓ valid" + Self.validDetail(field, value: value, checked: session.form.hasAsyncCheck(field)), .green)
        case .invalid(let errors):
            self.init(Self.brandPrefix(field, value: value) + "✗ " + Self.problem(field, errors: errors), .red)
        }
    }

    private init(_ text: String, _ color: TUIColor) {
        self.text = text
        self.color = color
    }

    /// Before the field shows its state: pristine while empty, else a neutral word that
    /// judgement waits (the card's brand is a hint, not a judgement).
    private static func notShown(_ field: SignUpField, value: String) -> FieldStatus {
        // A switch starts off: nothing typed, nothing to judge yet.
        if value.isEmpty || field == .terms {
            return FieldStatus(field == .cardNumber ? "· pristine (optional)" : "· pristine", .gray)
        }
        let brand = brandPrefix(field, value: value)
        return FieldStatus((brand.isEmpty ? "· " : brand) + "judged when you leave", .gray)
    }

    /// "Visa · " while the card number's first digits tell its brand.
    private static func brandPrefix(_ field: SignUpField, value: String) -> String {
        guard field == .cardNumber else { return "" }
        return CardBrand(cardNumber: value).map { "\($0.displayName) · " } ?? ""
    }

    /// What a valid field adds; a user name is "available" only once a check said so — a
    /// form that submits to a server learns it from the server's answer.
    private static func validDetail(_ field: SignUpField, value: String, checked: Bool) -> String {
        switch field {
        case .cardNumber where value.isEmpty: " (optional, left empty)"
        case .cardNumber: CardBrand(cardNumber: value).map { " · \($0.displayName)" } ?? ""
        case .userName where checked: " · “\(value)” is available"
        case .userName: " · the server says if it is free"
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
    /// when the field's state will show, the card number's digits, what the user name's
    /// check waits for, or the whole status.
    @MainActor
    static func note(_ field: SignUpField, in session: FormSession<SignUpField>) -> FieldStatus {
        let value = session.values[field]
        if field == .password {
            return passwordChecklist(
                session.result[.password], isShown: session.isShowingFeedback(for: .password), isEmpty: value.isEmpty)
        }
        guard session.isShowingFeedback(for: field) else {
            return value.isEmpty
                ? FieldStatus(field == .cardNumber ? "Optional: a card number, formatted as you type" : "", .gray)
                : FieldStatus("FeedbackTiming.afterEditing: shown when you leave the field, then live", .gray)
        }
        let state = session.state(of: field)
        let status = FieldStatus(field, in: session)
        switch (field, state) {
        case (.cardNumber, .valid) where !value.isEmpty, (.cardNumber, .invalid):
            let digits = SignUpRules.cardMask.rawValue(of: value).count
            return FieldStatus(status.text + " · \(digits) digit\(digits == 1 ? "" : "s")", status.color)
        case (.userName, .pending):
            return FieldStatus(
                "… pending: the server is asked \(seconds(SignUpRules.debounceSeconds)) after the last keystroke",
                status.color)
        case (.userName, .validating):
            return FieldStatus(
                "… validating: the server answers in \(seconds(SignUpRules.directoryDelay)); typing on cancels this check",
                status.color)
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

    /// The password checklist for the password's real `state`: each requirement of the
    /// policy met (✓) or not. An unmet one is marked ✗ only once the field shows its state
    /// (`isShown`); until then it is unmarked (·), and so is everything before the first
    /// keystroke (`isEmpty`).
    static func passwordChecklist(_ state: ValidationState, isShown: Bool, isEmpty: Bool) -> FieldStatus {
        let unmet = unmetRequirements(state.errors)
        let items = SignUpRules.passwordPolicy.requirements.map { requirement in
            let met = !unmet.contains(requirement)
            let mark = isShown ? (met ? "✓" : "✗") : isEmpty ? "·" : met ? "✓" : "·"
            return "\(mark) \(requirement.localizedChecklistLabel())"
        }
        let color: TUIColor =
            isShown ? (unmet.isEmpty ? .green : .red) : isEmpty ? .gray : unmet.isEmpty ? .green : .gray
        return FieldStatus("Policy: " + items.joined(separator: "   "), color)
    }
}
