#if canImport(UIKit) && !os(watchOS)
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import PatternKitValidation
    public import PatternKitValidationUIKit
    public import UIKit

    /// A ``FormValidator`` bound to text fields: the fields' changes go to a ``FormSession``,
    /// each field's state goes to its presenter as the user types, and the submit button calls
    /// ``validateIncludingChecks()``, which shows every field's state, waits for asynchronous checks and
    /// focuses the first invalid field.
    ///
    /// ```swift
    /// enum SignUpField: Hashable, Sendable { case userName, email, password, confirmation }
    ///
    /// let form = FormValidator<SignUpField>()
    ///     .field(.userName, .length(3...20), check: userNameIsFree)
    ///     .field(.email, .email)
    ///     .field(.password, .password(minimumLength: 10, digits: 1))
    ///     .rule(.matching(.confirmation, .password))
    ///
    /// let binding = FormBinding(form, fields: [
    ///     .userName: userNameField, .email: emailField,
    ///     .password: passwordField, .confirmation: confirmationField,
    /// ], presenters: [
    ///     .userName: .errorLabel(userNameError), .email: .errorLabel(emailError),
    /// ])
    /// binding.onValidityChange = { isValid in signUpButton.isEnabled = isValid }
    /// signUpButton.onTap {
    ///     Task {
    ///         if await binding.validateIncludingChecks().isValid { await send(binding.values) }
    ///     }
    /// }
    /// ```
    ///
    /// Every decision is the session's (`FormSession`, in `PatternKitValidation`): a field shows nothing until
    /// editing it ended — the ``FeedbackTiming`` a ``CustomTextField`` follows too, so a form
    /// and a lone field tell the user off at the same moment — and then follows every change;
    /// rules across fields run on every change; a check's stale answer never shows. The binding
    /// only forwards events and draws.
    ///
    /// **Presenters.** A field's presenter is the one given in `presenters`, else the field's
    /// own ``CustomTextField/validationPresenter`` when it is a ``CustomTextField``, else none.
    /// Presenters receive live ``FieldFeedback``; after ``validateIncludingChecks()``, the first invalid
    /// field's presenter is also told that validation failed (the Strategy article's alert, for the
    /// default presenter). A `CustomTextField` bound here usually has no ``CustomTextField/inputValidator``
    /// of its own: the form holds its rules.
    ///
    /// **Typed fields** — a switch, a date picker, a segmented control, a stepper, a text field
    /// holding a number or a date — are bound with `bind(_:to:presenter:)` and its siblings,
    /// which `import PatternKitUIKit` adds (so this small product does not carry them) and
    /// which chain after the initializer:
    /// `FormBinding(form, fields: textFields).bind(termsSwitch, to: .terms)`.
    ///
    /// The binding watches the fields' control events and holds the fields weakly; keep the
    /// binding as long as the form is on screen. A field whose keystrokes the form filters or
    /// formats (a formatter, ``FieldOptions/editFiltering``, ``FieldOptions/formatsWhileTyping``)
    /// also gets a `shouldChangeText` closure, which puts PatternKit's delegate proxy in front of
    /// the field's `delegate`: set your own delegate before binding, or afterwards through
    /// `forwardingDelegate`. A plain `delegate = self` afterwards replaces the proxy until the
    /// field begins editing: the binding then puts the proxy back in front, your delegate
    /// behind it, before the first keystroke (with a runtime diagnostic, once).
    @MainActor
    public final class FormBinding<Field: Hashable & Sendable> {
        /// The session that decides everything: the form's values, results and states.
        public let session: FormSession<Field>

        /// Called with the form's new validity whenever it changes (a submit button's `isEnabled`).
        public var onValidityChange: ((Bool) -> Void)?

        /// Called with a field, its text field and its new shown state whenever that state changes.
        public var onStateChange: ((Field, UITextField, ValidationState) -> Void)?

        private var textFields: [Field: Weak<UITextField>] = [:]
        private let presenters: [Field: ValidationPresenter]
        package var tokens: [HandlerToken] = []
        /// The typed controls bound with `bind(_:to:presenter:)` (PatternKitUIKit's FormBinding+Controls.swift).
        package var controls: [Field: BoundControl] = [:]

        /// Binds `form` to `fields`, starting from the text they hold.
        ///
        /// - Parameters:
        ///   - form: The rules.
        ///   - fields: The text field of each field of the form.
        ///   - presenters: How each field shows its state (see the type's discussion).
        ///   - formatters: The sanitizers that format fields as the user types, such as a card
        ///     number's `.digitsOnly.then(mask)` (``FormSession/formatters``).
        ///   - options: How every field behaves (``FormSession/options``; ``FieldOptions``'
        ///     defaults: a field shows its state once editing it ended, a check waits 0.3 s).
        public init(
            _ form: FormValidator<Field>,
            fields: [Field: UITextField],
            presenters: [Field: ValidationPresenter] = [:],
            formatters: [Field: AnySanitizer] = [:],
            options: FieldOptions = FieldOptions()
        ) {
            var values = FormValues<Field>()
            for (field, textField) in fields {
                values[field] = textField.text ?? ""
            }
            session = FormSession(form, values: values, options: options)
            session.formatters = formatters
            self.presenters = presenters
            for (field, textField) in fields {
                textFields[field] = Weak(textField)
                observe(textField, as: field)
            }
            session.onStateChange = { [weak self] field, state in
                self?.show(state, for: field)
            }
            session.onValidityChange = { [weak self] isValid in
                self?.onValidityChange?(isValid)
            }
        }

        /// Whether every field is valid now (a check that has yet to answer makes it not valid yet).
        public var isValid: Bool {
            session.isValid
        }

        /// The fields' current text, as typed (``FormSession/values``).
        public var values: FormValues<Field> {
            session.values
        }

        /// The fields' values as the rules judge them, each text tidied by its rules'
        /// sanitizer (``FormSession/tidiedValues``): what the app sends or stores.
        public var tidiedValues: FormValues<Field> {
            session.tidiedValues
        }

        /// The text field bound to `field`.
        public func textField(for field: Field) -> UITextField? {
            textFields[field]?.value
        }

        /// Shows every field's state, waits for the asynchronous checks, and — when a field is
        /// invalid — focuses the first one (in the form's order) and has its presenter report
        /// the failure.
        ///
        /// - Returns: The form's result.
        @discardableResult
        public func validateIncludingChecks() async -> FormResult<Field> {
            let result = await session.validateIncludingChecks()
            guard let failure = result.firstFailure else { return result }
            if let textField = textField(for: failure.field) ?? controls[failure.field]?.control as? UITextField {
                textField.becomeFirstResponder()
                presenter(for: failure.field)?.validationDidFail(failure.error, for: textField)
            } else if let control = controls[failure.field]?.control {
                presenter(for: failure.field)?.validationDidFail(failure.error, forControl: control)
            }
            return result
        }

        /// Waits until no asynchronous check of the form is running, without skipping pauses or
        /// showing anything (``FormSession/waitUntilIdle()``): for UI tests that look at the
        /// form once the server has answered.
        public func waitUntilIdle() async {
            await session.waitUntilIdle()
        }

        deinit {
            // The handlers hold the binding weakly and do nothing once it is gone; cancelling
            // their tokens releases them too, so a field outliving its form keeps nothing of it.
            let tokens = self.tokens
            Task { @MainActor in
                for token in tokens { token.cancel() }
            }
        }

        /// Stops watching the fields and controls (they keep their values and presenters' last
        /// state); the controls no longer follow values set by code.
        public func unbind() {
            for token in tokens { token.cancel() }
            tokens.removeAll()
            if !controls.isEmpty {
                controls.removeAll()
                session.onChange = nil
            }
        }

        // MARK: Wiring

        /// The same wiring as the terminal showcase's sign-up form: focus, text changes, edits
        /// and the end of editing go to the session as they are; the session decides. Edits go
        /// through the session while the field has a formatter or its options filter or format
        /// keystrokes (``FormSession/options(for:)``, as bound).
        private func observe(_ textField: UITextField, as field: Field) {
            tokens.append(
                textField.addHandler(for: .editingDidBegin) { [weak self] textField in
                    // A `delegate = self` since binding replaced the filtering proxy: it goes back in
                    // front, before the first keystroke, the app's delegate behind it.
                    textField.reinstallDelegateProxy()
                    self?.session.platformFocusDidChange(to: field)
                })
            tokens.append(
                textField.addHandler(for: .editingChanged) { [weak self] textField in
                    self?.session.update(field, to: textField.text ?? "")
                })
            tokens.append(
                textField.addHandler(for: .editingDidEnd) { [weak self] textField in
                    guard let session = self?.session else { return }
                    session.editingDidEnd(field, text: textField.text ?? "")
                    // Validating on end of editing tidies the form's text: the field shows it.
                    if session.form.isTextField(field), textField.text != session.values[field] {
                        textField.text = session.values[field]
                    }
                })
            let options = session.options(for: field)
            if session.formatters[field] != nil || options.editFiltering != .none || options.formatsWhileTyping {
                tokens.append(
                    textField.addHandler(for: .shouldChangeText) { [weak self] textField, edit in
                        guard let self else { return true }
                        return textField.carryOut(session.decide(edit, in: field))
                    })
            }
        }

        package func presenter(for field: Field) -> ValidationPresenter? {
            presenters[field] ?? controls[field]?.presenter
                ?? ((textField(for: field) ?? controls[field]?.control) as? CustomTextField)?.validationPresenter
        }

        private func show(_ state: ValidationState, for field: Field) {
            if let textField = textField(for: field) ?? controls[field]?.control as? UITextField {
                presenter(for: field)?.show(session.feedback(for: field), for: textField)
                onStateChange?(field, textField, state)
            } else if let control = controls[field]?.control {
                presenter(for: field)?.show(session.feedback(for: field), forControl: control)
            }
        }
    }

    /// A control bound to a typed field (a switch, a date picker, a segmented control, a
    /// stepper, a formatted text field): how it shows its state, and how it follows a value
    /// set by code.
    package struct BoundControl {
        package weak var control: UIControl?
        package let presenter: ValidationPresenter?
        /// Sets the control to the session's value of its field when they differ.
        package let follow: @MainActor () -> Void

        package init(control: UIControl, presenter: ValidationPresenter?, follow: @escaping @MainActor () -> Void) {
            self.control = control
            self.presenter = presenter
            self.follow = follow
        }
    }

    /// A weak reference, for the fields a binding does not own.
    private struct Weak<Object: AnyObject> {
        weak var value: Object?

        init(_ value: Object) {
            self.value = value
        }
    }
#endif
