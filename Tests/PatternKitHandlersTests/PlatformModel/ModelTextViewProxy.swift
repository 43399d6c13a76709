import Foundation
import PatternKitHandlers
import PatternKitUIKit

extension DelegateMethod where Owner == ModelTextView, Input == (URL, NSRange, Int), Output == Bool {
    /// `.shouldInteractWithURL`, with `UITextItemInteraction`'s raw value.
    static var shouldInteractWithURL: Self { Self("shouldInteractWithURL") }
}

extension DelegateMethod where Owner == ModelTextView, Input == (String, NSRange, Int), Output == Bool {
    /// `.shouldInteractWithAttachment`, with the attachment's name and `UITextItemInteraction`'s raw value.
    static var shouldInteractWithAttachment: Self { Self("shouldInteractWithAttachment") }
}

/// PatternKitUIKit's `TextViewDelegateProxy` translated to the model for links and attachments: the
/// deprecated decisions claimed for closures or the app's delegate, iOS 17's questions claimed exactly
/// when the app's delegate implements them and decided as the core's ``TextItemInteractions`` says;
/// everything else forwarded.
@MainActor
final class ModelTextViewProxy: ModelFamilyProxy<ModelTextView> {
    init(view: ModelTextView) {
        super.init(owner: view, family: "textView")
    }

    override func responds(to selector: String) -> Bool {
        switch selector {
        case TextViewSelector.shouldInteractWithURL:
            handlers.hasHandlers(for: .shouldInteractWithURL) || forwardeeResponds(to: selector)
        case TextViewSelector.shouldInteractWithAttachment:
            handlers.hasHandlers(for: .shouldInteractWithAttachment) || forwardeeResponds(to: selector)
        case TextViewSelector.primaryAction, TextViewSelector.menu:
            forwardeeResponds(to: selector)  // claimed exactly when the app's delegate implements it
        default:
            forwardeeResponds(to: selector)
        }
    }

    override func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
        func message(_ forwardee: AnyObject) -> Any?? { forward(forwardee, selector, arguments) }
        switch selector {
        case TextViewSelector.shouldInteractWithURL:
            let input = (arguments[0] as! URL, arguments[1] as! NSRange, arguments[2] as! Int)
            return handlers.decide(.shouldInteractWithURL, input) { message($0).map { $0 as? Bool ?? false } }
        case TextViewSelector.shouldInteractWithAttachment:
            let input = (arguments[0] as! String, arguments[1] as! NSRange, arguments[2] as! Int)
            return handlers.decide(.shouldInteractWithAttachment, input) { message($0).map { $0 as? Bool ?? false } }
        case TextViewSelector.primaryAction, TextViewSelector.menu:
            let item = arguments[0] as! ModelTextItem
            let question: TextItemInteractions.Question =
                selector == TextViewSelector.primaryAction ? .primaryAction : .menu
            let fallback = arguments[1] as! String  // UIKit's default action or menu
            let ask: (AnyObject) -> String?? = { message($0).map { $0 as? String } }
            let interaction = question.interactionRawValue
            switch TextItemInteractions.Closures(contentType: item.contentType) {
            case .url:
                if let url = item.link {
                    return TextItemInteractions.answer(
                        handlers, .shouldInteractWithURL, (url, item.range, interaction), fallback: { fallback },
                        forwarding: ask)
                }
            case .attachment:
                if let attachment = item.attachment {
                    return TextItemInteractions.answer(
                        handlers, .shouldInteractWithAttachment, (attachment, item.range, interaction),
                        fallback: { fallback }, forwarding: ask)
                }
            case .none:
                break
            }
            return forwardee.flatMap(ask) ?? fallback
        default:
            return try forwardUnrouted(selector, arguments)
        }
    }
}
