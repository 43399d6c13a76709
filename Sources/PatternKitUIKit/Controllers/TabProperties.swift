#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What the tab bar controller's proxy reads of an iOS 18 `UITab` (a class the SDK the package
    /// builds with lacks), messaged with `messaging(_:as:)`.
    @objc @MainActor protocol TabProperties: NSObjectProtocol {
        /// `UITab.viewController`: "The view controller that the system presents when someone selects
        /// a tab"; `nil` for a tab that has none yet.
        var viewController: UIViewController? { get }
    }
#endif
