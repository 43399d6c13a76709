#if canImport(UIKit) && !os(watchOS)
    import Foundation

    /// What PatternKit's closure proxies answer (PatternKitHandlersUIKit, which this module does
    /// not link): put the app's delegate behind the closures. Messaged after `responds(to:)`.
    @objc
    @MainActor
    protocol ForwardingDelegateSetting: NSObjectProtocol {
        /// Puts `delegate` behind the closures; `false` when the slot no longer reaches them.
        @objc(patternKitSetForwardingDelegate:)
        func patternKitSetForwardingDelegate(_ delegate: AnyObject?) -> Bool
    }
#endif
