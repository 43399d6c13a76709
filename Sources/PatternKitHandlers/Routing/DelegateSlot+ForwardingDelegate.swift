extension DelegateSlot {
    /// What the owner's `forwardingDelegate` reads: the forwardee when the slot reaches the
    /// proxy, the slot otherwise.
    package var forwardingDelegate: AnyObject? {
        guard let host else { return nil }
        let current = host.slotDelegate
        switch occupant(current) {
        case .proxy, .wrapper: return party.forwardee
        default: return current
        }
    }

    /// What the owner's `forwardingDelegate` writes: the forwardee, when the slot reaches the
    /// proxy (also through another library's proxy). When closures are registered but the slot
    /// no longer reaches the proxy — the app assigned `delegate`, or `rx.setDelegate(_:)` made
    /// RxCocoa's proxy drop ours — it repairs at once: the proxy takes the slot back, or goes
    /// behind RxCocoa's proxy again, with `delegate` behind the closures. `false` when the
    /// object has no closures (the adapter then assigns the slot).
    package func setForwardingDelegate(_ delegate: AnyObject?) -> Bool {
        guard let host else { return false }
        let current = host.slotDelegate
        switch occupant(current) {
        case .proxy, .wrapper:
            setForwardee(delegate)
            return true
        case .forwardingProxy where isInstalled && !party.isEmpty:
            guard let current, host.mayGoBehind(current) else { return false }
            goBehind(current, forwardee: delegate)
            refresh(current)
            return true
        case .delegate, .empty:
            guard isInstalled, !party.isEmpty else { return false }
            takeSlot(forwardee: delegate)
            return true
        case .forwardingProxy:
            return false
        }
    }
}
