#if canImport(UIKit) && !os(watchOS)
import EventHandlers
import InputValidation
import UIKit

/// A text field that holds a validator and checks itself — the seed's `CustomTextField`,
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
/// Beyond the seed:
///
/// - **Presentation** is a ``ValidationPresenter``: the seed's alert by default, or a label
///   under the field, a VoiceOver announcement, your closures, or several of them.
/// - **Validate on end of editing** with ``validatesOnEndEditing`` — no delegate to write.
/// - **Live feedback**: ``feedback`` follows the text as the field's ``validation``
///   decides (``FeedbackTiming``), and the presenter shows it.
/// - **Keystroke filtering**: with ``editFiltering`` set to
///   ``EditFiltering/invalidCharacters``, a digits-only field refuses the "a" as it is
///   typed, through the closure handlers' `shouldChangeText`.
///
/// The field never takes the place of a delegate you set: it watches its own control events,
/// and keystroke filtering runs in the closure handlers' delegate proxy, which passes every
/// call to your delegate first. Setting `delegate` while filtering is on hands your delegate
/// to that proxy (see `forwardingDelegate`); to remove it, set `forwardingDelegate = nil`.
@MainActor
open class CustomTextField: UITextField {
    /// The validator; `nil` makes every text valid.
    ///
    /// Setting it starts a new ``validation`` (pristine, nothing shown).
    @IBOutlet open var inputValidator: InputValidator? {
        didSet {
            guard inputValidator !== oldValue else { return }
            rebuildValidation()
        }
    }

    /// How the field tells the user about validation: the seed's alert by default; `nil`
    /// shows nothing.
    @IBOutlet open var validationPresenter: ValidationPresenter? = .alert {
        didSet {
            guard validationPresenter !== oldValue else { return }
            oldValue?.show(.none, for: self)
            validationPresenter?.show(feedback, for: self)
        }
    }

    /// Whether the field calls ``validate()`` when editing ends. `false` by default, as in
    /// the seed, where the view controller called it from `textFieldDidEndEditing(_:)`.
    @IBInspectable open var validatesOnEndEditing: Bool = false

    /// When the live ``feedback`` starts showing errors; ``FeedbackTiming/afterEditing`` by
    /// default.
    open var feedbackTiming: FeedbackTiming = .afterEditing {
        didSet { validation?.timing = feedbackTiming }
    }

    /// Which keystrokes the field refuses; ``EditFiltering/none`` by default, as in the seed.
    open var editFiltering: EditFiltering = .none {
        didSet {
            validation?.filtering = editFiltering
            updateEditFilter()
        }
    }

    /// The decisions behind the field (the UI-free ``FieldValidation``); `nil` without an
    /// ``inputValidator``.
    public private(set) var validation: FieldValidation?

    /// What the field shows now (see ``FieldFeedback``).
    public var feedback: FieldFeedback {
        validation?.feedback ?? .none
    }

    private var editFilterToken: HandlerToken?

    /// A field with no validator yet.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        observeEditing()
    }

    /// A field from a storyboard or nib; its ``inputValidator`` outlet is connected after this.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        observeEditing()
    }

    /// Validates the text with ``inputValidator`` (through
    /// ``InputValidator/validateInput(_:)``, which may tidy the text first) and, when it
    /// fails, has the ``validationPresenter`` tell the user — by default the seed's alert,
    /// presented by the view controller that shows the field.
    ///
    /// - Returns: Whether the text is valid; `true` without a validator.
    @discardableResult
    @objc open func validate() -> Bool {
        guard let inputValidator else { return true }
        do {
            try inputValidator.validateInput(self)
            validation?.record([], for: text ?? "")
            return true
        } catch {
            let failure = ValidationError(bridging: error)
            validation?.record([failure], for: text ?? "")
            validationPresenter?.validationDidFail(failure, for: self)
            return false
        }
    }

    /// Forgets what the user did: the field is pristine again and shows nothing.
    @objc open func resetValidation() {
        validation?.reset()
    }

    /// The text. Setting it in code updates ``validation`` without starting to show errors
    /// (see ``FieldValidation/textWasSet(_:)``).
    override open var text: String? {
        didSet { validation?.textWasSet(text ?? "") }
    }

    /// The delegate. While keystroke filtering is on, the field's delegate is the closure
    /// handlers' proxy; a delegate you set then goes behind it and keeps receiving every call.
    override weak open var delegate: (any UITextFieldDelegate)? {
        get { super.delegate }
        set {
            // `TextFieldDelegateProxy` sets itself (and `nil`, to refresh UIKit's cache)
            // through this setter too: only another delegate goes behind it.
            if let newValue, editFilterToken?.isActive == true,
                let proxy = TextFieldDelegateProxy.existing(on: self),
                super.delegate === proxy, newValue !== proxy
            {
                forwardingDelegate = newValue
                return
            }
            super.delegate = newValue
        }
    }

    // MARK: Wiring

    private func rebuildValidation() {
        validation?.onFeedbackChange = nil
        let previous = feedback
        validation = inputValidator.map {
            FieldValidation($0, timing: feedbackTiming, filtering: editFiltering)
        }
        validation?.textWasSet(text ?? "")
        validation?.onFeedbackChange = { [weak self] feedback in
            guard let self else { return }
            validationPresenter?.show(feedback, for: self)
        }
        if previous != .none {
            validationPresenter?.show(.none, for: self)
        }
        updateEditFilter()
    }

    private func observeEditing() {
        addHandler(for: .editingChanged) { field in
            field.validation?.textDidChange(field.text ?? "")
        }
        addHandler(for: .editingDidEnd) { field in
            field.validation?.editingDidEnd(field.text ?? "")
            if field.validatesOnEndEditing {
                field.validate()
            }
        }
    }

    /// Installs the keystroke filter while there is something to filter, and only then, so
    /// a field without it never gets a delegate proxy.
    private func updateEditFilter() {
        let filters = validation != nil && editFiltering != .none
        if filters, editFilterToken?.isActive != true {
            editFilterToken = addHandler(for: .shouldChangeText) { field, edit in
                guard let error = field.validation?.filter(edit) else { return true }
                field.validationPresenter?.editWasRefused(error, for: field)
                return false
            }
        } else if !filters {
            editFilterToken?.cancel()
            editFilterToken = nil
        }
    }
}
#endif
