/// A button of a ``TUIAlertController``, shaped like `UIAlertAction`.
///
/// ```swift
/// alert.addAction(TUIAlertAction(title: "OK", style: .default) { _ in field.becomeFirstResponder() })
/// ```
@MainActor
package final class TUIAlertAction {
    /// How an action is shown and when it is chosen by Escape.
    package enum Style: Sendable {
        /// An ordinary action.
        case `default`
        /// The action Escape chooses.
        case cancel
        /// An action that changes or deletes data.
        case destructive
    }

    /// The button text.
    package let title: String
    /// The action's style.
    package let style: Style
    /// Whether the action can be chosen.
    package var isEnabled = true
    let handler: ((TUIAlertAction) -> Void)?

    /// An action; `handler` runs after the alert is dismissed.
    package init(title: String, style: Style = .default, handler: ((TUIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
