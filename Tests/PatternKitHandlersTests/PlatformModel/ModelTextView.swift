import Foundation
import PatternKitUIKit

/// The selectors of `UITextViewDelegate`'s link and attachment questions the model's text view asks.
enum TextViewSelector {
    /// The deprecated decision, for a link (`textView:shouldInteractWithURL:inRange:interaction:`).
    static let shouldInteractWithURL = "textView:shouldInteractWithURL:inRange:interaction:"
    /// The deprecated decision, for an attachment.
    static let shouldInteractWithAttachment = "textView:shouldInteractWithTextAttachment:inRange:interaction:"
    /// iOS 17's primary action.
    static let primaryAction = TextItemInteractions.primaryActionSelector
    /// iOS 17's menu.
    static let menu = TextItemInteractions.menuConfigurationSelector
    static let all = [shouldInteractWithURL, shouldInteractWithAttachment, primaryAction, menu]
}

/// A `UITextItem`: a link, a text attachment (here its name) or a custom tag, at a range.
struct ModelTextItem {
    /// `UITextItemContentType`'s raw value: link 0, text attachment 1, tag 2 (`UITextItem.h`).
    var contentType: Int
    var range = NSRange(location: 0, length: 4)
    var link: URL?
    var attachment: String?

    static let link = ModelTextItem(contentType: 0, link: URL(string: "https://example.com")!)
    static let attachment = ModelTextItem(contentType: 1, attachment: "photo.png")
    static let tag = ModelTextItem(contentType: 2)

    /// The deprecated decision that describes this item, if any (a tag has none).
    var deprecatedSelector: String? {
        switch contentType {
        case 0: TextViewSelector.shouldInteractWithURL
        case 1: TextViewSelector.shouldInteractWithAttachment
        default: nil
        }
    }

    /// What the deprecated decision receives: the URL or the attachment.
    var deprecatedArgument: Any? { link ?? attachment }
}

/// What a tap or a long press on a text item did.
enum TextItemOutcome: Equatable {
    /// An action was performed (UIKit's default one is ``ModelTextView/defaultAction``).
    case performed(String)
    /// A menu was presented (UIKit's default one is ``ModelTextView/defaultMenu``).
    case menu(String)
    case nothing
}

/// A `UITextView` of iOS 17 as its documentation describes its links and attachments: a weak
/// `delegate` whose optional methods are asked once, at assignment; for each question, the iOS 17
/// method when the delegate implements it, the deprecated `shouldInteractWith…` otherwise (an
/// assumption: see `TextItemInteractions`), UIKit's default when it implements neither.
@MainActor
final class ModelTextView: ModelObject {
    /// The action UIKit offers as `defaultAction` (opening the link).
    static let defaultAction = "default action"
    /// The menu UIKit offers as `defaultMenu`.
    static let defaultMenu = "default menu"

    weak var delegate: ModelObject? {
        didSet { cachedResponds = Set(TextViewSelector.all.filter { delegate?.responds(to: $0) ?? false }) }
    }
    private(set) var cachedResponds: Set<String> = []

    /// A tap on `item` (the primary action).
    func tap(_ item: ModelTextItem) throws(ModelFailure) -> TextItemOutcome {
        if cachedResponds.contains(TextViewSelector.primaryAction) {
            if let action = try send(delegate, TextViewSelector.primaryAction, [item, Self.defaultAction]) as? String {
                return .performed(action)
            }
            // "If a nil action is provided, the text view will request a menu to be presented on
            // primary action if possible." (`textView(_:primaryActionFor:defaultAction:)`)
            return try longPress(item)
        }
        // The deprecated decision with `.invokeDefaultAction` (0): yes performs the default action.
        if let selector = item.deprecatedSelector, cachedResponds.contains(selector) {
            let allowed = try send(delegate, selector, [item.deprecatedArgument!, item.range, 0]) as? Bool ?? false
            return allowed ? .performed(Self.defaultAction) : .nothing
        }
        return .performed(Self.defaultAction)
    }

    /// A long press on `item` (the menu).
    func longPress(_ item: ModelTextItem) throws(ModelFailure) -> TextItemOutcome {
        if cachedResponds.contains(TextViewSelector.menu) {
            // "Return @c nil to prevent the menu from being presented."
            let menu = try send(delegate, TextViewSelector.menu, [item, Self.defaultMenu]) as? String
            return menu.map(TextItemOutcome.menu) ?? .nothing
        }
        // The deprecated decision with `.presentActions` (1).
        if let selector = item.deprecatedSelector, cachedResponds.contains(selector) {
            let allowed = try send(delegate, selector, [item.deprecatedArgument!, item.range, 1]) as? Bool ?? false
            return allowed ? .menu(Self.defaultMenu) : .nothing
        }
        return .menu(Self.defaultMenu)
    }
}
