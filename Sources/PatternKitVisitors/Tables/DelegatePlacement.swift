/// Where an object that wants to be a view's delegate goes when the view's `delegate` already
/// holds a PatternKit closure proxy or a forwarding proxy (RxCocoa's): behind them, so that
/// the closures and Rx's observers keep working — what `VisitorTableDataSource.attach(to:)`
/// does with itself, and the keystroke filter with the app's delegate. UI-free: the adapter
/// answers the questions about Objective-C objects (``ForwardingProxyAPI`` where they exist).
package enum DelegatePlacement {
    /// What placing an object did.
    package enum Outcome: Equatable, Sendable {
        /// A PatternKit party took it behind its closures (and made the platform ask again).
        case behindClosures
        /// It became the forwardee of the forwarding proxy in the slot: assign the slot again
        /// (`delegate = nil`, then the proxy) so the platform asks again what it implements.
        case behindForwardingProxy
        /// Nothing in the slot forwards: assign the slot.
        case assignSlot
    }

    /// Places `object` given the slot's `occupant`:
    ///
    /// - a PatternKit party (`handOn` answers `true` when it took the object) keeps the slot,
    ///   the object behind its closures;
    /// - a forwarding proxy keeps the slot: a PatternKit party behind it takes the object, or
    ///   the object becomes its forwardee (what RxCocoa's own `setDelegate` does);
    /// - anything else (nothing, the object itself, another delegate) is replaced.
    ///
    /// - Parameters:
    ///   - handOn: Asks a PatternKit party to put the object behind its closures.
    ///   - forwardee: The forwardee a forwarding proxy publishes (`nil`: no such proxy).
    ///   - setForwardee: Makes the object the forwarding proxy's forwardee.
    package static func place(
        _ object: AnyObject, occupant: AnyObject?, handOn: (AnyObject) -> Bool,
        forwardee: (AnyObject) -> AnyObject??, setForwardee: (AnyObject) -> Void
    ) -> Outcome {
        guard let occupant, occupant !== object else { return .assignSlot }
        if handOn(occupant) { return .behindClosures }
        guard case .some(let inner) = forwardee(occupant) else { return .assignSlot }
        if let inner, inner !== object, handOn(inner) { return .behindClosures }
        setForwardee(occupant)
        return .behindForwardingProxy
    }
}
