/// How a validated field behaves — when it starts showing errors, which keystrokes it
/// refuses, whether it formats as the user types, whether it validates when editing ends, and
/// how long an asynchronous check waits — as one value that every adapter takes, with the same
/// names and defaults everywhere:
///
/// | option | default | |
/// |---|---|---|
/// | ``feedbackTiming`` | ``FeedbackTiming/afterEditing`` | errors show once editing the field ended |
/// | ``editFiltering`` | ``EditFiltering/none`` | every keystroke is taken |
/// | ``formatsWhileTyping`` | `false` | the rule's sanitizer (an `InputMask`) runs when the field is validated |
/// | ``validatesOnEndEditing`` | `false` | as in the Strategy article, the app validates |
/// | ``checkDebounce`` | 0.3 seconds | the pause before an asynchronous check starts |
///
/// Where it goes: ``FieldController/options`` (UIKit's `CustomTextField.options` and the
/// terminal's field forward to their controller), `FormSession/options` for every field of a
/// form and `FormSession/setOptions(_:for:)` for one, and SwiftUI's `.fieldOptions(_:)`
/// modifier, which both a standalone validated field and a form's field read.
///
/// ```swift
/// var options = FieldOptions()
/// options.editFiltering = .invalidCharacters     // a digits-only field ignores "a"
/// options.formatsWhileTyping = true              // "5551234567" shows as "(555) 123-4567"
/// phoneField.options = options
/// ```
public struct FieldOptions: Sendable, Equatable {
    /// When the field starts showing its errors; ``FeedbackTiming/afterEditing`` by default.
    public var feedbackTiming: FeedbackTiming

    /// Which keystrokes the field refuses; ``EditFiltering/none`` by default.
    public var editFiltering: EditFiltering

    /// Whether the rule's sanitizer (an `InputMask` turning "5551234567" into
    /// "(555) 123-4567") formats the text keystroke by keystroke, caret kept in place. `false`
    /// by default: the sanitizer then runs when the field is validated.
    public var formatsWhileTyping: Bool

    /// Whether the field validates itself when editing ends — its sanitizer tidying the
    /// text, its failure presented. `false` by default, as in the Strategy article, where the
    /// view controller validated. In a form, ending the editing of a field with this option
    /// shows its state even under ``FeedbackTiming/onValidate``.
    public var validatesOnEndEditing: Bool

    /// The pause after the last change before an asynchronous check ("is this name free?")
    /// starts; 0.3 seconds by default.
    public var checkDebounce: Debounce

    /// Options with the given values; each left out takes its default (see the type's table).
    public init(
        feedbackTiming: FeedbackTiming = .afterEditing,
        editFiltering: EditFiltering = .none,
        formatsWhileTyping: Bool = false,
        validatesOnEndEditing: Bool = false,
        checkDebounce: Debounce = .seconds(0.3)
    ) {
        self.feedbackTiming = feedbackTiming
        self.editFiltering = editFiltering
        self.formatsWhileTyping = formatsWhileTyping
        self.validatesOnEndEditing = validatesOnEndEditing
        self.checkDebounce = checkDebounce
    }

    /// Whether two sets of options make a field behave alike: the debounces compare by
    /// their pause (a custom sleep function is not compared).
    public static func == (lhs: FieldOptions, rhs: FieldOptions) -> Bool {
        lhs.feedbackTiming == rhs.feedbackTiming && lhs.editFiltering == rhs.editFiltering
            && lhs.formatsWhileTyping == rhs.formatsWhileTyping
            && lhs.validatesOnEndEditing == rhs.validatesOnEndEditing
            && lhs.checkDebounce.seconds == rhs.checkDebounce.seconds
    }
}
