/// When a field starts showing its errors.
///
/// Whatever the timing, once a field shows feedback it follows every change of the text,
/// so an error disappears as soon as the user fixes it ("late to complain, early to
/// forgive"); ``FieldController/validate(_:cursor:)`` always shows the result.
public enum FeedbackTiming: Hashable, Sendable, CaseIterable {
    /// From the first change of the text.
    case whileEditing
    /// From the first time editing ends, so nobody is told off for a text they are still
    /// typing. The default.
    case afterEditing
    /// Only after the field is validated (``FieldController/validate(_:cursor:)``), as a
    /// submit button does.
    case onValidate
}

extension FeedbackTiming {
    /// What happens to a validated field, as far as its ``FeedbackTiming`` is concerned.
    public enum Event: Hashable, Sendable, CaseIterable {
        /// The user changed the text: typed, pasted, cut.
        case textChanged
        /// Code set the text (loaded, restored, there when the field appeared).
        case textSet
        /// Editing ended: focus left the field.
        case editingEnded
        /// The field was validated on purpose: a submit button.
        case validated
    }

    /// Whether a field that shows nothing yet starts showing its feedback on `event`: the
    /// one rule of ``FieldController``, the field machine of a text field on its own and of
    /// each field of a `FormSession`, so UIKit, SwiftUI and the terminal show errors at the same moment.
    ///
    /// ```swift
    /// FeedbackTiming.afterEditing.startsShowing(on: .textChanged)    // false: still typing
    /// FeedbackTiming.afterEditing.startsShowing(on: .editingEnded)   // true
    /// FeedbackTiming.onValidate.startsShowing(on: .editingEnded)     // false
    /// ```
    ///
    /// Text set in code never starts the display; validating always does.
    public func startsShowing(on event: Event) -> Bool {
        switch event {
        case .textChanged: self == .whileEditing
        case .textSet: false
        case .editingEnded: self != .onValidate
        case .validated: true
        }
    }
}
