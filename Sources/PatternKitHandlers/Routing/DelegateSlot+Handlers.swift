extension DelegateHandlers: DelegateSlotParty {}

extension DelegateSlot {
    /// The slot of a closure table: a registration installs the proxy, a change of the
    /// closures or of the forwardee makes the platform ask again (or gives the slot back), and
    /// the table never forwards to an object that reaches the proxy.
    package convenience init<Sender>(handlers: DelegateHandlers<Sender>, host: any DelegateSlotHost) {
        self.init(party: handlers, host: host)
        handlers.onRoutingChange = { [weak self] in self?.partyChanged() }
        handlers.didRegister = { [weak self] in self?.install() }
        handlers.forwardeeForwardsBack = { [weak host] forwardee in
            host?.reachesThisProxy(forwardee) ?? false
        }
    }
}

extension DelegateSlotHost {
    /// The diagnostic for an app delegate that replaced the closures' proxy of a `Sender`.
    package func replacementDiagnostic<Sender>(for sender: Sender.Type, by delegate: AnyObject?) -> String {
        let delegateType = delegate.map { String(describing: type(of: $0)) } ?? "nil"
        return "PatternKit: the delegate of a \(Sender.self) was replaced by \(delegateType) after closures were "
            + "registered; they were not called since. Set your delegate with `forwardingDelegate`, or before "
            + "the first closure. It now goes behind the closures."
    }
}
