import PatternKitTextEditing

/// The entries of ``DelegateSlot`` for an owner that intercepts its own `delegate` setter:
/// `CustomTextField`, whose keystroke filter stays in front of whatever the app puts there,
/// with PatternKit's closures (the next party) behind it.
extension DelegateSlot {
    /// What `owner.delegate = object` does when the owner intercepts its own `delegate` setter:
    ///
    /// - the party itself (`field.delegate = field.delegate`): nothing changes;
    /// - an object that reaches the party (RxCocoa's proxy created over the owner, which wrapped
    ///   what `delegate` read) takes the slot, the party behind it;
    /// - a forwarding proxy that does not reach it (RxCocoa's, reset by `rx.setDelegate(_:)`)
    ///   takes the slot, the party inserted behind it, in front of its forwardee;
    /// - anything else is the app's delegate: behind the last PatternKit party of the chain
    ///   (``DelegateSlotHost/handOn(_:to:)``), else behind this one while it is installed, else
    ///   the slot itself.
    package func assign(_ object: AnyObject?) {
        guard let host else { return }
        let kind = occupant(object)
        if isInstalled {
            switch kind {
            case .proxy:
                return
            case .wrapper:
                if let object, party.forwardee === object { party.forward(to: nil) }
                frontProxy = nil
                host.slotDelegate = object
                return
            case .forwardingProxy:
                guard let object, case .some(let inner) = host.forwardee(ofForwardingProxy: object) else { return }
                goBehind(object, forwardee: inner)
                host.slotDelegate = object
                return
            case .empty, .delegate:
                break
            }
        }
        // The app's delegate (or none) goes behind the last party; a wrapper or a forwarding
        // proxy never does.
        let isAppDelegate =
            switch kind {
            case .empty, .delegate: true
            default: false
            }
        if isAppDelegate, let next = isInstalled ? party.forwardee : host.slotDelegate, host.handOn(object, to: next) {
            return
        }
        if isInstalled {
            setForwardee(object)
        } else {
            host.slotDelegate = object
        }
    }

    /// The slot the next PatternKit party of the chain reads and writes as its own (the closures'
    /// proxy of a `CustomTextField` that filters): this party's forwardee while it is installed,
    /// the owner's slot otherwise.
    package var slotBehind: AnyObject? {
        get { isInstalled ? party.forwardee : host?.slotDelegate }
        set {
            guard let host else { return }
            guard isInstalled else {
                host.slotDelegate = newValue
                return
            }
            if let newValue, host.isThisProxy(newValue) { return }
            setForwardee(newValue)
        }
    }
}
