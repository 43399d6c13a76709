#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import UIKit

    /// What the text view's proxy reads of an iOS 17 `UITextItem` (a class the SDK the package
    /// builds with lacks), messaged with `messaging(_:as:)`: the properties `UITextItem.h` declares.
    @objc @MainActor protocol TextItemProperties: NSObjectProtocol {
        /// `UITextItemContentType`: link 0, text attachment 1, tag 2.
        var contentType: Int { get }
        /// The item's range in the text.
        var range: NSRange { get }
        /// The link, for a link (`nil` otherwise).
        var link: URL? { get }
        /// The attachment, for a text attachment (`nil` otherwise).
        var textAttachment: NSTextAttachment? { get }
    }

    /// `UITextItemMenuConfiguration`'s class, messaged for UIKit's default menu (`+configurationWithMenu:`).
    @objc @MainActor protocol TextItemMenuConfigurationClass: NSObjectProtocol {
        /// `+[UITextItemMenuConfiguration configurationWithMenu:]`: the menu with the default preview.
        @objc(configurationWithMenu:)
        func configuration(with menu: UIMenu) -> AnyObject
    }
#endif
