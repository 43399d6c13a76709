#if canImport(UIKit) && !os(watchOS)
    @_spi(PatternKitPlumbing) public import PatternKitTextEditing
    public import PatternKitValidationCore
    public import UIKit

    /// A text field that holds a validator and checks itself — the Strategy article's `CustomTextField`,
    /// with the presentation, the timing and the keystroke filtering as strategies of their own.
    ///
    /// ```swift
    /// let ageField = CustomTextField()
    /// ageField.inputValidator = NumericInputValidator()
    /// ageField.validate()   // false for "12a", after an alert: "Input Validation Failed" /
    ///                       // "The input can contain only numerical values" / "OK"
    /// ```
    ///
    /// In Interface Builder, set the field's class to `CustomTextField`, add an Object of class
    /// `NumericInputValidator` (or any ``InputValidator`` subclass with an `init()`) and connect
    /// it to the field's ``inputValidator`` outlet.
    ///
    /// Beyond the Strategy article:
    ///
    /// - **Presentation** is a ``ValidationPresenter``: the Strategy article's alert by default, or a label
    ///   under the field, a VoiceOver announcement, your closures, or several of them.
    /// - **Validate on end of editing** with ``validatesOnEndEditing`` — no delegate to write.
    /// - **Live feedback**: ``feedback`` follows the text as the field's ``controller``
    ///   decides (``FeedbackTiming``), and the presenter shows it.
    /// - **Live state**: ``validationState`` is pristine, valid, invalid, or — while an
    ///   asynchronous check (`asyncValidator`, "is this user name free?", which `PatternKitUIKit`
    ///   adds) has yet to answer —
    ///   pending or validating.
    /// - **Keystroke filtering**: with ``editFiltering`` set to
    ///   ``EditFiltering/invalidCharacters``, a digits-only field refuses the "a" as it is
    ///   typed; with ``formatsWhileTyping``, the validator's sanitizer (an `InputMask`) formats
    ///   each edit.
    ///
    /// The field never takes the place of a delegate you set: it watches its own control events
    /// (target-action on itself), and while it filters or formats, a small filter of its own is
    /// UIKit's `delegate`, in front of yours: your delegate is asked first about each edit (and
    /// can refuse it), then the field decides; every other call goes to your delegate. Since the
    /// field is a class of its own, its `delegate` setter puts your delegate behind the filter in
    /// any order: `field.delegate = self` after ``editFiltering`` or ``formatsWhileTyping`` (the
    /// article's order) keeps the filtering, and `delegate = nil` (as `prepareForReuse` does) only
    /// drops your delegate. Reading `delegate` gives what UIKit calls (the filter while the field
    /// filters). PatternKit's closures (`shouldChangeString { }`, `textFieldShouldReturn`…, from
    /// `PatternKitHandlersUIKit`) work on the field too: their proxy sits behind the filter, your
    /// delegate behind it, and `forwardingDelegate` gives yours.
    @MainActor
    open class CustomTextField: UITextField {
        /// The decisions behind the field (PatternKitValidation's UI-free ``FieldController``, which
        /// the showcase's terminal field and SwiftUI's validated fields drive too); the properties below are its
        /// options, with the same names and defaults in every adapter.
        public let controller = FieldController()

        /// The validator; `nil` makes every text valid.
        ///
        /// Setting it starts over (pristine, nothing shown).
        @IBOutlet open var inputValidator: InputValidator? {
            get { controller.inputValidator }
            set { controller.inputValidator = newValue }
        }

        /// How the field tells the user about validation: the Strategy article's alert by default; `nil`
        /// shows nothing.
        @IBOutlet open var validationPresenter: ValidationPresenter? = .alert {
            didSet {
                guard validationPresenter !== oldValue else { return }
                oldValue?.show(.none, for: self)
                validationPresenter?.show(feedback, for: self)
            }
        }

        /// How the field behaves: its controller's ``FieldController/options`` — the
        /// ``FieldOptions`` every adapter takes, with the same names and defaults. The
        /// properties below are shorthands for single options.
        public var options: FieldOptions {
            get { controller.options }
            set { controller.options = newValue }
        }

        /// Whether the field calls ``validate()`` when editing ends (``FieldOptions/validatesOnEndEditing``).
        /// `false` by default, as in the Strategy article, where the view controller called it
        /// from `textFieldDidEndEditing(_:)`.
        @IBInspectable open var validatesOnEndEditing: Bool {
            get { options.validatesOnEndEditing }
            set { options.validatesOnEndEditing = newValue }
        }

        /// When the live ``feedback`` starts showing errors (``FieldOptions/feedbackTiming``);
        /// ``FeedbackTiming/afterEditing`` by default.
        open var feedbackTiming: FeedbackTiming {
            get { options.feedbackTiming }
            set { options.feedbackTiming = newValue }
        }

        /// Which keystrokes the field refuses (``FieldOptions/editFiltering``); ``EditFiltering/none``
        /// by default, as in the Strategy article.
        open var editFiltering: EditFiltering {
            get { options.editFiltering }
            set { options.editFiltering = newValue }
        }

        /// Whether the ``inputValidator``'s sanitizer formats the text as the user types
        /// (``FieldOptions/formatsWhileTyping``) — an `InputMask` turning "5551234567" into
        /// "(555) 123-4567" keystroke by keystroke, with the caret kept in place. `false` by
        /// default: the sanitizer then runs when the field is validated.
        @IBInspectable open var formatsWhileTyping: Bool {
            get { options.formatsWhileTyping }
            set { options.formatsWhileTyping = newValue }
        }

        /// Called with the field and its new ``validationState`` whenever it changes.
        open var onStateChange: ((CustomTextField, ValidationState) -> Void)?

        /// What the field shows now (see ``FieldFeedback``).
        public var feedback: FieldFeedback {
            controller.feedback
        }

        /// The real state of the text, shown or not: ``ValidationState/pristine`` without a
        /// validator or text, ``ValidationState/pending`` or ``ValidationState/validating``
        /// while the `asyncValidator` has yet to answer, then valid or invalid.
        public var validationState: ValidationState {
            controller.state
        }

        /// The keystroke filter and its place in the delegate slot, made on first use.
        private var editFilterSlot: EditFilterSlot?
        /// Set while the field puts a formatted edit in place, which is the user's change.
        private var isApplyingFormattedEdit = false

        /// A field with no validator yet.
        override public init(frame: CGRect) {
            super.init(frame: frame)
            connectController()
        }

        /// A field from a storyboard or nib; its ``inputValidator`` outlet is connected after this.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            connectController()
        }

        /// Validates the text with ``inputValidator`` (through
        /// ``InputValidator/validateInput(_:)``, which may tidy the text first) and, when it
        /// fails, has the ``validationPresenter`` tell the user — by default the Strategy article's alert,
        /// presented by the view controller that shows the field.
        ///
        /// An `asyncValidator` starts at once (skipping its pause) and answers later, through
        /// ``validationState`` and the presenter's live feedback; to wait for it, use
        /// ``validateIncludingChecks()``.
        ///
        /// - Returns: Whether the text passed: `true` without an ``inputValidator``; `false` when
        ///   it failed, and also while the `asyncValidator` has yet to answer or when it
        ///   rejected this text (that failure shows through the live feedback, with no alert).
        @discardableResult
        @objc open func validate() -> Bool {
            guard let inputValidator else { return true }
            do {
                try inputValidator.validateInput(self)
                return controller.record(nil, for: text ?? "")
            } catch {
                let failure = ValidationError(bridging: error)
                controller.record(failure, for: text ?? "")
                validationPresenter?.validationDidFail(failure, for: self)
                return false
            }
        }

        /// Validates like ``validate()`` and waits for the `asyncValidator`'s answer, for a
        /// submit button. A failure of the synchronous rules is presented like ``validate()``'s;
        /// one of the check shows through the presenter's live feedback.
        ///
        /// - Returns: Whether the text passed every rule and the check.
        open func validateIncludingChecks() async -> Bool {
            guard validate() else { return false }
            return await controller.validateIncludingChecks(text ?? "")
        }

        /// Forgets what the user did: the field is pristine again, shows nothing, and a running
        /// check is cancelled.
        @objc open func resetValidation() {
            controller.reset()
        }

        /// The text. Setting it in code updates the validation without starting to show errors
        /// (see ``FieldController/textWasSet(_:)``).
        override open var text: String? {
            didSet {
                if !isApplyingFormattedEdit { controller.textWasSet(text ?? "") }
            }
        }

        // MARK: Wiring: UIKit events in, the controller's decisions out

        private func connectController() {
            controller.textWasSet(text ?? "")
            controller.onFeedbackChange = { [weak self] feedback in
                guard let self else { return }
                validationPresenter?.show(feedback, for: self)
            }
            controller.onStateChange = { [weak self] state in
                guard let self else { return }
                onStateChange?(self, state)
            }
            controller.onFiltersEditsChange = { [weak self] filters in
                self?.filterEdits(filters)
            }
            addTarget(self, action: #selector(patternKitTextDidChange), for: .editingChanged)
            addTarget(self, action: #selector(patternKitEditingDidEnd), for: .editingDidEnd)
        }

        @objc private func patternKitTextDidChange() {
            controller.textDidChange(text ?? "")
        }

        @objc private func patternKitEditingDidEnd() {
            if controller.editingDidEnd(text ?? "") {
                validate()
            }
        }

        /// Your delegate: behind the keystroke filter while the field filters (so filtering goes
        /// on), and behind PatternKit's closures when they are installed; the slot itself
        /// otherwise (the filter's `DelegateSlot` decides). Reading it gives what UIKit calls.
        override open var delegate: (any UITextFieldDelegate)? {
            get { super.delegate }
            set { filterSlot.slot.assign(newValue) }
        }

        /// The slot PatternKit's closure proxy sees: the object behind the filter while there is
        /// one, `super.delegate` otherwise.
        @_spi(PatternKitPlumbing) public var delegateSlotObject: AnyObject? {
            get { editFilterSlot?.slot.slotBehind ?? super.delegate }
            set { filterSlot.slot.slotBehind = newValue }
        }

        /// PatternKit's closure proxy, which sets itself here when it takes the slot (see
        /// `DelegateSlotOwning`).
        @_spi(PatternKitPlumbing) public weak var closureProxy: AnyObject?

        /// The keystroke filter and its slot, made now if needed.
        private var filterSlot: EditFilterSlot {
            if let editFilterSlot { return editFilterSlot }
            let made = EditFilterSlot(field: self)
            editFilterSlot = made
            return made
        }

        /// UIKit's `delegate` as it is (`super.delegate`), for the filter's slot.
        var uikitDelegate: AnyObject? {
            get { super.delegate }
            set { super.delegate = newValue.map { unsafeBitCast($0, to: (any UITextFieldDelegate).self) } }
        }

        /// Puts the keystroke filter in the chain while the controller has something to filter
        /// or format, and only then, so a field without it keeps the delegate it was given.
        private func filterEdits(_ filters: Bool) {
            if filters || editFilterSlot != nil { filterSlot.setFiltering(filters) }
        }

        /// Carries out the core's decision about `edit`.
        func shouldApply(_ edit: TextEdit) -> Bool {
            let decision = controller.decide(edit)
            switch decision {
            case .accept:
                return true
            case .refuse(let error):
                validationPresenter?.editWasRefused(error, for: self)
                return false
            case .replace:
                // The user's change: `carryOut` reports it as typing would, to the controller and
                // to the app's own `editingChanged` handlers, not as text set in code.
                isApplyingFormattedEdit = true
                defer { isApplyingFormattedEdit = false }
                return carryOut(decision)
            }
        }
    }
    @_spi(PatternKitPlumbing) extension CustomTextField: DelegateSlotOwning {}

#endif
