/// What a delegate proxy does when the app assigns its owner's `delegate`, and when a closure
/// is registered while the proxy is not the owner's delegate: the decisions that let the
/// closures and the app's own delegate both keep working, whatever order they are set in.
///
/// The platform adapter (UIKit's proxies) describes the situation; this type decides.
/// Nothing here touches a platform object, so every case is tested on Linux.
package enum DelegateAssignment {
    /// What was assigned to the owner's `delegate`.
    package enum Assigned: Equatable, Sendable {
        /// `nil`: the app removes its delegate (`prepareForReuse { delegate = nil }`).
        case none
        /// This proxy itself (it re-assigns itself to make the platform ask again what it
        /// implements).
        case thisProxy
        /// The proxy of another object of ours: its forwardee is taken instead.
        case anotherProxyOfOurs
        /// Another library's forwarding proxy (RxCocoa's `DelegateProxy`, for example),
        /// which forwards what it does not handle to the delegate it found in place.
        case foreignForwardingProxy
        /// Any other object: the app's own delegate.
        case plain
    }

    /// The answer to an assignment.
    package enum Decision: Equatable, Sendable {
        /// Let the assignment happen as asked.
        case assign
        /// Let a foreign forwarding proxy take the delegate slot: it forwards to this proxy,
        /// which it found there. When `clearingForwardee` is set, this proxy forwarded to
        /// that very object, so it stops, or calls would loop between the two.
        case yieldToWrapper(clearingForwardee: Bool)
        /// Keep this proxy as the delegate and make the assigned object (or nobody) the
        /// forwardee: the app's delegate goes behind the closures.
        case forward
    }

    /// Decides an assignment of the owner's `delegate`.
    ///
    /// - Parameters:
    ///   - assigned: What is being assigned.
    ///   - proxyIsDelegate: Whether this proxy is the owner's delegate now.
    ///   - assignedIsForwardee: Whether the assigned object is this proxy's forwardee now.
    package static func decide(assigning assigned: Assigned, proxyIsDelegate: Bool, assignedIsForwardee: Bool) -> Decision {
        guard proxyIsDelegate else { return .assign }
        switch assigned {
        case .thisProxy:
            return .assign
        case .foreignForwardingProxy:
            return .yieldToWrapper(clearingForwardee: assignedIsForwardee)
        case .none, .anotherProxyOfOurs, .plain:
            return .forward
        }
    }

    /// What a proxy does when a closure is registered.
    package enum Installation: Equatable, Sendable {
        /// The proxy is the delegate: nothing to do.
        case none
        /// The delegate is a foreign proxy that wraps this one: leave it, and make the
        /// platform ask it again what it implements (its answers include ours).
        case refreshWrapper
        /// Become the delegate; what was there becomes the forwardee.
        case takeOver
    }

    /// Decides what a closure registration does.
    ///
    /// - Parameters:
    ///   - currentIsProxy: Whether this proxy is the owner's delegate.
    ///   - currentIsWrapper: Whether the owner's delegate is the foreign proxy that took the
    ///     slot from this one (and forwards to it).
    package static func install(currentIsProxy: Bool, currentIsWrapper: Bool) -> Installation {
        if currentIsProxy { return .none }
        if currentIsWrapper { return .refreshWrapper }
        return .takeOver
    }
}
