#if canImport(ObjectiveC)
    import Foundation

    /// The Objective-C API by which a forwarding proxy publishes its forwardee — RxCocoa's
    /// `DelegateProxy` (`_forwardToDelegate`, `_setForwardToDelegate:retainDelegate:`);
    /// CombineCocoa's proxies publish none. Asked by behaviour (`responds(to:)`), never by class,
    /// for every PatternKit party's ``DelegateSlotHost``.
    package enum ForwardingProxyAPI {
        /// `_forwardToDelegate`.
        private static let forwardee = NSSelectorFromString("_forwardToDelegate")
        /// `_setForwardToDelegate:retainDelegate:`.
        private static let setForwardee = NSSelectorFromString("_setForwardToDelegate:retainDelegate:")

        /// The forwardee `object` publishes: `nil` when it is no forwarding proxy, `.some(nil)`
        /// when it forwards to nothing.
        package static func forwardee(of object: AnyObject) -> AnyObject?? {
            guard let object = object as? NSObject, object.responds(to: forwardee), object.responds(to: setForwardee)
            else { return nil }
            return .some(object.perform(forwardee)?.takeUnretainedValue())
        }

        /// Makes `target` the forwardee of the forwarding proxy `object`, not retained (UIKit
        /// holds delegates weakly, and so does RxCocoa's proxy when told not to retain).
        package static func setForwardee(of object: AnyObject, to target: AnyObject?) {
            guard let object = object as? NSObject else { return }
            typealias Setter = @convention(c) (AnyObject, Selector, AnyObject?, ObjCBool) -> Void
            let setter = unsafeBitCast(object.method(for: setForwardee), to: Setter.self)
            setter(object, setForwardee, target, false)
        }

        /// Asks `party`, when it is a PatternKit party (it implements
        /// `patternKitSetForwardingDelegate:`), to put `delegate` behind its closures: `true` when
        /// it took it.
        package static func handOn(_ delegate: AnyObject?, to party: AnyObject) -> Bool {
            guard let party = party as? NSObject, party.responds(to: setForwardingDelegate) else { return false }
            typealias Setter = @convention(c) (AnyObject, Selector, AnyObject?) -> ObjCBool
            let setter = unsafeBitCast(party.method(for: setForwardingDelegate), to: Setter.self)
            return setter(party, setForwardingDelegate, delegate).boolValue
        }

        /// What PatternKit's closure proxies implement to take the app's delegate behind them.
        private static let setForwardingDelegate = NSSelectorFromString("patternKitSetForwardingDelegate:")
    }
#endif
