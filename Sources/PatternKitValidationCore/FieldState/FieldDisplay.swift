/// What one field shows of its state, as a value: whether its errors show yet, and a refused
/// keystroke shown until the text changes, editing ends or the field is validated. The one
/// display rule of ``FieldController`` — the machine of a field on its own and of each field
/// of a `FormSession` — so a field shows the same in a form as on its own.
package struct FieldDisplay: Sendable, Equatable {
    /// Whether the field shows its state (see ``FeedbackTiming``).
    package private(set) var isShowing = false

    /// A keystroke just refused, shown in place of the state.
    package var refusal: ValidationError?

    /// A field that shows nothing yet.
    package init() {}

    /// Takes `event`: the field starts showing when `timing` says the event does. A change of
    /// the text, the end of editing and a validation end a refusal's display; setting the
    /// text in code too.
    package mutating func take(_ event: FeedbackTiming.Event, timing: FeedbackTiming) {
        if timing.startsShowing(on: event) { isShowing = true }
        refusal = nil
    }

    /// Shows the field's state from now on, whatever the timing: an error set from outside.
    package mutating func show() {
        isShowing = true
    }

    /// The state to show for the real `state`: itself once the field shows, pristine before.
    package func shown(_ state: ValidationState) -> ValidationState {
        isShowing ? state : .pristine
    }

    /// What to draw next to the field for the real `state`.
    package func feedback(for state: ValidationState) -> FieldFeedback {
        if let refusal { return .invalid(refusal) }
        return FieldFeedback(shown(state))
    }
}
