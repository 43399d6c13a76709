package import PatternKitHandlers

/// iOS 17's questions about a text view's links and attachments
/// (`textView(_:primaryActionFor:defaultAction:)`, `textView(_:menuConfigurationFor:defaultMenu:)`),
/// routed to the closures of the deprecated decision they replace
/// (`textView(_:shouldInteractWith:in:interaction:)`: `.shouldInteractWithURL`,
/// `.shouldInteractWithAttachment`).
///
/// What Apple documents (UIKit's `UITextViewDelegate` reference, iOS 17):
/// - the primary action: "Asks the delegate for the action to be performed when interacting with a
///   text item. If a nil action is provided, the text view will request a menu to be presented on
///   primary action if possible." `defaultAction`: "Return this to perform the default action."
///   Return value: "Return @c nil to prevent the action from being performed."
/// - the menu: "Asks the delegate for the menu configuration to be performed when interacting with
///   a text item." Return value: "Return @c nil to prevent the menu from being presented."
/// - the old decision is available "iOS: 10.0.0 - 17.0.0", deprecated in the header as "Replaced by
///   primaryActionForTextItem: and menuConfigurationForTextItem: for additional customization
///   options."; `UITextView.h` (iOS 17) on `selectable`: "text item interaction follows selectable
///   if the text item methods on UITextViewDelegate are not implemented; otherwise, they follow the
///   result of the specified delegate methods."
///
/// No page says in so many words that UIKit then stops asking the deprecated method. Assumed here,
/// from the replacement and the `selectable` note: for each question, UIKit calls the new method
/// when the delegate implements it, and the deprecated one (with `.invokeDefaultAction` for the
/// primary action, `.presentActions` for the menu) otherwise. A proxy that let the new method through
/// to the app's delegate would never ask the closures: a closure refusing a link would be ignored.
/// So a proxy claims each new method exactly when the app's delegate implements it (whether or not
/// closures exist: its class implements the method, and answering no would hide the app's method),
/// asks the app's delegate first, then the closures with the item's URL or attachment, its range and
/// the interaction the question stands for; any closure's `false` makes the answer `nil` (no action,
/// no menu), and otherwise the app's answer stands. A custom tag (`UITextItem.ContentType.tag`) has
/// no deprecated counterpart: it goes to the app's delegate alone.
package enum TextItemInteractions {
    /// `textView:primaryActionForTextItem:defaultAction:`.
    package static let primaryActionSelector = "textView:primaryActionForTextItem:defaultAction:"
    /// `textView:menuConfigurationForTextItem:defaultMenu:`.
    package static let menuConfigurationSelector = "textView:menuConfigurationForTextItem:defaultMenu:"

    /// What UIKit asks about a text item.
    package enum Question: Sendable {
        /// The action a tap performs (`textView(_:primaryActionFor:defaultAction:)`).
        case primaryAction
        /// The menu a long press presents (`textView(_:menuConfigurationFor:defaultMenu:)`).
        case menu

        /// The raw value of the `UITextItemInteraction` the closures see: `.invokeDefaultAction`
        /// (0) for the primary action, `.presentActions` (1) for the menu.
        package var interactionRawValue: Int {
            self == .primaryAction ? 0 : 1
        }
    }

    /// Which closures a text item is described to.
    package enum Closures: Equatable, Sendable {
        /// A link: `.shouldInteractWithURL`, with its URL.
        case url
        /// A text attachment: `.shouldInteractWithAttachment`, with the attachment.
        case attachment
        /// A custom tag (or a kind UIKit adds later): the app's delegate alone.
        case none

        /// The closures of an item of `UITextItem.ContentType` raw value `contentType` (`link` 0,
        /// `textAttachment` 1, `tag` 2, in `UITextItem.h`).
        package init(contentType: Int) {
            switch contentType {
            case 0: self = .url
            case 1: self = .attachment
            default: self = .none
            }
        }
    }

    /// The answer UIKit gets for an item the closures of `method` are asked about, with `input`:
    /// the app's delegate first (`forwarding`: `.none` when it does not implement the question,
    /// else its answer), then the closures, unless the app's delegate answered `nil`.
    ///
    /// - Returns: `nil` when the app's delegate or a closure refused; otherwise the app's answer, or
    ///   `fallback()` when the app's delegate had no say (UIKit's default: the default action, the
    ///   default menu).
    @MainActor package static func answer<Sender, Input, Answer>(
        _ handlers: DelegateHandlers<Sender>, _ method: DelegateMethod<Sender, Input, Bool>, _ input: Input,
        fallback: () -> Answer?, forwarding: (AnyObject) -> Answer??
    ) -> Answer? {
        var answer: Answer??
        let allowed = handlers.decide(method, input) { forwardee in
            guard let said = forwarding(forwardee) else { return nil }  // not implemented: no say
            answer = .some(said)
            return said != nil  // `nil` refuses: the closures are not asked, as after a `false`
        }
        guard allowed else { return nil }
        return answer ?? fallback()
    }
}
