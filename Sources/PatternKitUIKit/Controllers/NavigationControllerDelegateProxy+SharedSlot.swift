#if canImport(UIKit) && !os(watchOS)
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    extension NavigationControllerDelegateProxy {
        /// What a navigation controller's `forwardingDelegate` writes when its slot may hold
        /// another family's proxy (a `UIImagePickerController` is a `UINavigationController`):
        /// this family's proxy if it takes it, else the proxy of whichever family holds the slot
        /// (`current`, the controller's `delegate`).
        /// - Returns: `false` when no proxy takes it (set its `delegate` then).
        static func setForwardingDelegate(
            _ delegate: AnyObject?, of owner: UINavigationController, slot current: AnyObject?
        ) -> Bool {
            if setForwardingDelegate(delegate, of: owner) { return true }
            guard let holder = current as? any PatternKitDelegateProxying, holder.patternKitOwner === owner else {
                return false
            }
            return holder.patternKitSetForwardingDelegate(delegate)
        }

        /// What a navigation controller's `forwardingDelegate` reads when its slot may hold
        /// another family's proxy: the forwardee behind whichever family's proxy the slot reaches.
        static func forwardingDelegate(of owner: UINavigationController, slot current: AnyObject?) -> AnyObject? {
            if let proxy = existing(on: owner), proxy.isInstalled { return proxy.patternKitForwardingDelegate }
            if let holder = current as? any PatternKitDelegateProxying, holder.patternKitOwner === owner {
                return holder.patternKitForwardingDelegate
            }
            return forwardingDelegate(of: owner, delegate: current)
        }
    }
#endif
