/// The outcome of validating a text field's text with its `InputValidator` (see
/// ``FieldController/validate(_:cursor:)``): the text to show — the validator's sanitizer
/// may have tidied it — the caret within it, and the failure, if any.
///
/// An adapter carries it out in two steps: when ``wasTidied`` is `true` it puts ``text``
/// and ``cursor`` in the field (nothing the user typed is lost silently: the tidied text is
/// shown whether or not it passed), and when ``alert`` is not `nil` it presents it.
///
/// ```swift
/// let validated = controller.validate("12a", cursor: 3)   // a NumericInputValidator
/// validated.isValid          // false
/// validated.alert?.title     // "Input Validation Failed"
/// validated.alert?.message   // "The input can contain only numerical values"
/// ```
public struct ValidatedText: Hashable, Sendable {
    /// The text that was checked: the field's text after the validator's sanitizer.
    public var text: String

    /// The caret in ``text``, in UTF-16 units, carried over by the sanitizer's caret mapping.
    public var cursor: Int

    /// Whether the sanitizer tidied the text: ``text`` differs from the text the field held,
    /// so the field must show it.
    public var wasTidied: Bool

    /// The failure of the synchronous rules, or `nil` when they passed.
    public var error: ValidationError?

    /// The field's state after the check: ``ValidationState/valid`` or
    /// ``ValidationState/invalid(_:)`` — or, while an asynchronous check has yet to answer,
    /// ``ValidationState/pending`` or ``ValidationState/validating``.
    public var state: ValidationState

    /// An outcome with the given parts; `state` follows `error` unless given.
    public init(text: String, cursor: Int, wasTidied: Bool, error: ValidationError?, state: ValidationState? = nil) {
        self.text = text
        self.cursor = cursor
        self.wasTidied = wasTidied
        self.error = error
        self.state = state ?? ValidationState(failures: error.map { [$0] } ?? [])
    }

    /// Whether the text passed every rule: `false` when it failed, and also while an
    /// asynchronous check has yet to answer or when that check rejected it — what a submit
    /// button needs.
    public var isValid: Bool {
        error == nil && state == .valid
    }

    /// What to tell the user about the failure, in `ValidationLocalization.currentLanguage`:
    /// the error's description, its failure reason and "OK"; `nil` when the text passed.
    public var alert: ValidationAlert? {
        error.map { ValidationAlert($0) }
    }
}
