/// What a delegate proxy does with its owner's delegate slot: when a closure is registered,
/// and when the last closure (or subscription) goes. The platform adapter describes what it
/// sees; this type decides. Nothing here touches a platform object, so every case is tested
/// on Linux.
///
/// No setter is hooked (see the "Delegates" article of PatternKitHandlersUIKit): the proxy
/// learns what happened to the slot only when it looks, at a registration or a removal.
/// "Wraps the proxy" is a behaviour, not a class: the object in the slot forwards to this
/// proxy (it answers yes when asked whether it implements a method only this proxy has), as
/// RxCocoa's forwarding proxy does once it found ours in place, or an app's own multicast
/// delegate that includes ours.
package enum DelegateAssignment {
    /// What a proxy does when a closure is registered.
    package enum Installation: Equatable, Sendable {
        /// The proxy is the delegate: nothing to do.
        case none
        /// The delegate wraps the proxy (forwards to it): leave it, and make the platform ask
        /// it again what it implements (its answers include ours).
        case refreshWrapper
        /// Become the delegate; what was there becomes the forwardee. `replacedProxy` is set
        /// when the proxy had been installed and the app put its own delegate in the slot
        /// since: closures were silent in between, which deserves a runtime diagnostic
        /// (set the delegate through `forwardingDelegate`, or before the first closure). An
        /// emptied slot (`delegate = nil` in a cell's `prepareForReuse`) is not reported: the
        /// app meant to drop its delegate, and the closures come back with the next one.
        case takeOver(replacedProxy: Bool)
    }

    /// Decides what a closure registration does.
    ///
    /// - Parameters:
    ///   - currentIsProxy: Whether this proxy is the owner's delegate.
    ///   - currentWrapsProxy: Whether the owner's delegate forwards to this proxy.
    ///   - currentIsNil: Whether the owner has no delegate.
    ///   - wasInstalled: Whether this proxy put itself in the slot and has not given it back.
    package static func install(currentIsProxy: Bool, currentWrapsProxy: Bool, currentIsNil: Bool, wasInstalled: Bool)
        -> Installation
    {
        if currentIsProxy { return .none }
        if currentWrapsProxy { return .refreshWrapper }
        return .takeOver(replacedProxy: wasInstalled && !currentIsNil)
    }

    /// What a proxy does when its closures change.
    package enum Removal: Equatable, Sendable {
        /// Keep things as they are.
        case none
        /// The last closure went and the proxy is the delegate: give the slot back to the
        /// app's delegate (the forwardee, or nobody), so `delegate` reads what the app set
        /// and `delegate as? MyDelegate` works again.
        case restoreForwardee
        /// The last closure went but another object took the slot (a wrapper, or the app's
        /// own delegate): leave the slot alone, and forget the installation.
        case forget
    }

    /// Decides what happens after a closure was removed.
    ///
    /// - Parameters:
    ///   - hasClosures: Whether any closure of any method is left.
    ///   - currentIsProxy: Whether this proxy is the owner's delegate.
    ///   - wasInstalled: Whether this proxy put itself in the slot.
    package static func afterRemoval(hasClosures: Bool, currentIsProxy: Bool, wasInstalled: Bool) -> Removal {
        guard !hasClosures, wasInstalled else { return .none }
        return currentIsProxy ? .restoreForwardee : .forget
    }
}
