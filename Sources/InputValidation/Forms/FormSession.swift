/// A form on screen: its fields change one at a time, their states update as the user
/// types, asynchronous checks run in the background, and the form reports when it becomes
/// valid or invalid — what a sign-up screen binds its text fields and submit button to.
///
/// ```swift
/// @MainActor final class SignUpScreen {
///     let session = FormSession(form, debounce: .seconds(0.3))
///
///     init() {
///         session.onFieldChange = { field, state in self.show(state, under: field) }
///         session.onValidityChange = { isValid in self.submitButton.isEnabled = isValid }
///     }
///
///     func textChanged(_ field: SignUpField, _ text: String) {
///         session.update(field, to: text)
///     }
///
///     func submit() async {
///         let result = await session.validateAll()
///         if let field = result.firstInvalidField { focus(field) } else { send(session.values) }
///     }
/// }
/// ```
///
/// **Shown and real states.** A field the user has not edited yet (nor ``touch(_:)``ed) is
/// shown ``ValidationState/pristine`` even when its rules fail, so an empty form is not
/// covered in red; ``state(of:)`` and ``onFieldChange`` give the shown state. ``result`` and
/// ``isValid`` judge every field, edited or not, so the submit button is right from the start.
///
/// **Across fields.** Every change re-runs the form's synchronous rules, so editing the
/// password updates the confirmation's "do not match" at once.
///
/// **Asynchronous checks** run per field in a ``ValidationSession``: started when the field's
/// synchronous rules pass, after the ``Debounce`` pause, cancelled when the field changes
/// again or its rules stop passing, and never reporting a stale answer.
@MainActor
public final class FormSession<Field: Hashable & Sendable> {
    /// The form's rules.
    public let form: FormValidator<Field>

    /// The current text of every field.
    public private(set) var values: FormValues<Field>

    /// Called with a field and its new shown state whenever that state changes.
    public var onFieldChange: ((Field, ValidationState) -> Void)?

    /// Called with the form's new validity whenever it changes.
    public var onValidityChange: ((Bool) -> Void)?

    /// The real state of every field (edited or not), in the form's order.
    public private(set) var result: FormResult<Field>

    private var touched: Set<Field> = []
    private var shown: [Field: ValidationState] = [:]
    private var checks: [Field: ValidationSession<String>] = [:]

    /// A session for `form`, starting from `values`.
    ///
    /// - Parameters:
    ///   - form: The rules.
    ///   - values: The fields' initial text (a form editing existing data); missing fields are empty.
    ///   - debounce: The pause before an asynchronous check starts.
    public init(_ form: FormValidator<Field>, values: FormValues<Field> = [:], debounce: Debounce = .none) {
        self.form = form
        self.values = values
        self.result = form.validate(values)
        for field in form.fields {
            guard let check = form.asyncCheck(for: field) else { continue }
            let session = ValidationSession(check, debounce: debounce)
            session.onChange = { [weak self] _ in self?.refresh() }
            checks[field] = session
        }
        startChecks()
        refresh(notifying: false)
    }

    /// Whether every field is valid now (pending checks make it not valid yet).
    public var isValid: Bool {
        result.isValid
    }

    /// The first invalid field in the form's order, edited or not.
    public var firstInvalidField: Field? {
        result.firstInvalidField
    }

    /// The state to show for `field`: ``ValidationState/pristine`` until it is edited or touched.
    public func state(of field: Field) -> ValidationState {
        touched.contains(field) ? result[field] : .pristine
    }

    /// Sets the text of `field` (after each keystroke) and re-validates.
    public func update(_ field: Field, to text: String) {
        values[field] = text
        touched.insert(field)
        startChecks()
        refresh()
    }

    /// Shows `field`'s real state without changing it (when the user leaves it untouched).
    public func touch(_ field: Field) {
        touched.insert(field)
        refresh()
    }

    /// Shows every field's real state, finishes the asynchronous checks (skipping their
    /// pause) and returns the result: for a submit button.
    public func validateAll() async -> FormResult<Field> {
        touched.formUnion(form.fields)
        refresh()
        // Start every waiting check first, so that they run side by side.
        for session in checks.values { session.skipPause() }
        for field in form.fields {
            await checks[field]?.settle()
        }
        refresh()
        return result
    }

    /// Forgets what was edited: every field is shown ``ValidationState/pristine`` again. The
    /// values stay.
    public func resetTouched() {
        touched.removeAll()
        refresh()
    }

    /// Starts (or cancels) each field's asynchronous check to match its current value.
    private func startChecks() {
        let errors = form.synchronousErrors(values)
        for (field, session) in checks {
            let value = values[field]
            if errors[field] != nil {
                session.reset()
            } else if session.input != value || session.state == .pristine {
                session.update(value)
            }
        }
    }

    /// Recomputes ``result`` and reports what changed.
    private func refresh(notifying: Bool = true) {
        let wasValid = result.isValid
        let errors = form.synchronousErrors(values)
        result = FormResult(fields: form.fields.map { field in
            let own = errors[field] ?? []
            guard own.isEmpty, let session = checks[field] else {
                return FieldResult(field: field, state: ValidationState(failures: own))
            }
            let state = session.state == .pristine ? .pending : session.state
            return FieldResult(field: field, state: tagged(state, field))
        })
        var changed: [(Field, ValidationState)] = []
        for field in form.fields {
            let now = state(of: field)
            if shown[field, default: .pristine] != now { changed.append((field, now)) }
            shown[field] = now
        }
        guard notifying else { return }
        for (field, state) in changed { onFieldChange?(field, state) }
        if result.isValid != wasValid { onValidityChange?(result.isValid) }
    }

    private func tagged(_ state: ValidationState, _ field: Field) -> ValidationState {
        guard case .invalid(let errors) = state else { return state }
        return .invalid(errors.map { FormValidator<Field>.tag($0, with: field) })
    }
}
