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
        private static let strongForwardee = NSSelectorFromString("strongForwardDelegate")

        /// The forwardee `object` publishes: `nil` when it is no forwarding proxy, `.some(nil)`
        /// when it forwards to nothing.
        package static func forwardee(of object: AnyObject) -> AnyObject?? {
            guard let object = object as? NSObject, object.responds(to: forwardee), object.responds(to: setForwardee)
            else { return nil }
            return .some(object.perform(forwardee)?.takeUnretainedValue())
        }

        /// Makes `target` the forwardee of the forwarding proxy `object`: held weakly, as UIKit
        /// holds delegates, or strongly when `retaining` (RxCocoa's `retainDelegate:`).
        package static func setForwardee(of object: AnyObject, to target: AnyObject?, retaining: Bool = false) {
            guard let object = object as? NSObject else { return }
            typealias Setter = @convention(c) (AnyObject, Selector, AnyObject?, ObjCBool) -> Void
            let setter = unsafeBitCast(object.method(for: setForwardee), to: Setter.self)
            setter(object, setForwardee, target, ObjCBool(retaining))
        }

        /// Whether the forwarding proxy `object` holds its forwardee strongly: RxCocoa's
        /// `_RXDelegateProxy` keeps it in `strongForwardDelegate` when it was set with
        /// `retainDelegate: YES` (an `rx.items` data source), and nothing else holds it.
        package static func retainsForwardee(_ object: AnyObject) -> Bool {
            guard let object = object as? NSObject, object.responds(to: strongForwardee),
                let strong = object.perform(strongForwardee)?.takeUnretainedValue()
            else { return false }
            return strong === object.perform(forwardee)?.takeUnretainedValue()
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
