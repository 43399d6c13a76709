/// The closure table behind one object's delegate proxy: closures per delegate method, plus
/// the app's own delegate, which keeps receiving its calls.
///
/// An app reads it (``handlerCount(for:)``, ``hasHandlers(for:)``, ``forwardee``) and empties
/// it (``removeHandlers(for:)``, ``removeAll()``); it registers closures through the object's
/// named methods and `addHandler(for:_:)`, and sets its delegate through the object
/// (`delegate` before the first closure, `forwardingDelegate` after). Registering, forwarding
/// and dispatching are the platform adapters' plumbing (`package`).
///
/// A platform adapter makes one proxy per object (a `UITextField`, say), sets it as the
/// object's delegate, and translates each delegate call into `decide(_:_:forwarding:)` or
/// `notify(_:_:forwarding:)`. Everything else is decided here:
///
/// - **Closures per method.** `set(_:_:)` replaces the closure set before for that method
///   (in place); `add(_:_:)` appends and returns a ``HandlerToken``. Registration order is
///   call order; closures may add or remove closures while they run.
/// - **The forwardee.** The delegate the app set (held weakly, see `forward(to:)`) is never
///   cut off. For a notification it is called first, then every closure. For a decision it
///   is asked first, then the closures in order: the answer is `true` only if everyone who
///   answers agrees, and the first `false` ends the round (later closures are not asked, since
///   a `false` often means "I changed the text myself").
/// - **What the proxy claims to implement.** ``hasHandlers(for:)`` and ``forwardee`` can be
///   read from any thread, for Objective-C's `responds(to:)` and `forwardingTarget(for:)`;
///   `onRoutingChange` reports when their answers change, so the adapter can make its
///   platform ask again (UIKit caches what a delegate responds to).
///
/// The sender is held weakly and handed to every closure, so closures need not capture it.
///
/// Closure handlers have no public API on Linux: the platform adapter that makes the proxy
/// and routes calls into the table is UIKit's (this core is its engine, tested on Linux), and
/// the showcase's terminal controls use the same `package` calls from inside the package.
@MainActor
public final class DelegateHandlers<Sender: AnyObject> {
    /// The object whose delegate calls these are; `nil` once it is gone.
    public private(set) weak var sender: Sender?

    /// Called after the answer of ``hasHandlers(for:)`` or ``forwardee`` changed: a method
    /// gained its first closure or lost its last one, or `forward(to:)` changed the forwardee.
    package var onRoutingChange: (() -> Void)?

    /// Called after each `set(_:_:)` and `add(_:_:)`: a platform adapter installs its
    /// proxy there, so that merely reading or emptying the table never touches the object.
    package var didRegister: (() -> Void)?

    /// Whether `forwardee` forwards calls back to this table's proxy (another library's proxy,
    /// or an app's multicast delegate, that wraps ours): asked only when a call comes back
    /// for the same method while the forwardee handles it, to tell a forwarding loop (absorbed)
    /// from a legitimate nested call (forwarded again: a `scrollViewDidScroll` that sets
    /// `contentOffset`). The platform adapter answers by behaviour; `false` by default.
    package var forwardeeForwardsBack: (AnyObject) -> Bool = { _ in false }

    private nonisolated let routing = DelegateRouting()
    private var lists: [DelegateMethodID: HandlerEntryStore] = [:]
    /// The methods whose call is being handed to the forwardee right now (rarely more than
    /// one: an array costs less code than a set).
    private var forwarding: [DelegateMethodID] = []
    /// Set while several lists change at once: routing changes are reported once, after.
    private var isBatching = false
    private var routingChangedInBatch = false

    /// Creates an empty table for `sender` (held weakly).
    public init(sender: Sender) {
        self.sender = sender
    }

    // MARK: Forwarding

    /// The delegate that receives every call, held weakly; readable from any thread.
    public nonisolated var forwardee: AnyObject? {
        routing.forwardee
    }

    /// Makes `delegate` the forwardee (held weakly; `nil` for none).
    package func forward(to delegate: AnyObject?) {
        if routing.setForwardee(delegate) {
            onRoutingChange?()
        }
    }

    // MARK: Registration

    /// Whether `method` has at least one closure; readable from any thread.
    public nonisolated func hasHandlers<Input, Output>(for method: DelegateMethod<Sender, Input, Output>) -> Bool {
        routing.isHandled(method.id)
    }

    /// The forwardee, when it answers yes to `question` — Objective-C's `responds(to:)` for a
    /// selector, whose identity is `question` — asked from any thread (for `responds(to:)` and
    /// `forwardingTarget(for:)`); `nil` when there is none or it answers no.
    ///
    /// An answer already known costs one lock and allocates nothing: a forwardee whose answers
    /// cannot change (`answersAreStable`, asked once per forwardee: a plain object, whose class
    /// decides) is asked each question once; any other (another library's proxy, whose answers
    /// follow its own forwardee) every time. A question that comes back to this table while it
    /// is being asked, on the same thread (a forwardee that forwards to this proxy again),
    /// answers `nil` instead of recursing.
    ///
    /// - Parameters:
    ///   - question: The question's key: a selector's identity (its address, unique per name).
    ///   - answersAreStable: Whether the forwardee's answers cannot change.
    ///   - responds: Asks the forwardee.
    package nonisolated func forwardee(
        respondingTo question: UInt, answersAreStable: (AnyObject) -> Bool, _ responds: (AnyObject) -> Bool
    ) -> AnyObject? {
        routing.forwardee(answering: question, answersAreStable: answersAreStable, responds)
    }

    /// Whether no method has any closure (the proxy may then give the delegate slot back).
    package var isEmpty: Bool {
        lists.values.allSatisfy { $0.count == 0 }
    }

    /// The number of closures registered for `method`.
    public func handlerCount<Input, Output>(for method: DelegateMethod<Sender, Input, Output>) -> Int {
        existingList(for: method)?.count ?? 0
    }

    /// Makes `handler` *the* closure set for `method`: replaces the one set before (keeping its
    /// place), or appends it. Closures added with `add(_:_:)` are not affected.
    package func set<Input, Output>(
        _ method: DelegateMethod<Sender, Input, Output>, _ handler: @escaping (Sender, Input) -> Output
    ) {
        list(for: method).set(handler, mask: .max)
        didRegister?()
    }

    /// Appends `handler` for `method` and returns the token that removes it.
    @discardableResult
    package func add<Input, Output>(
        _ method: DelegateMethod<Sender, Input, Output>, _ handler: @escaping (Sender, Input) -> Output
    ) -> HandlerToken {
        let token = list(for: method).add(handler, mask: .max)
        didRegister?()
        return token
    }

    /// Removes every closure registered for `method`: for every method of that name, since a
    /// name is unique within one delegate protocol (so removing `.willDisplayCell` from a
    /// collection view's table works whichever view's key the compiler picked).
    public func removeHandlers<Input, Output>(for method: DelegateMethod<Sender, Input, Output>) {
        for (id, list) in lists where id.name == method.name {
            list.removeAllEntries()
        }
    }

    /// Removes every closure of every method (the forwardee stays). A routing change is
    /// reported once, and the closures are released after every list is empty.
    public func removeAll() {
        isBatching = true
        var detached: [HandlerEntryBase] = []
        for list in lists.values {
            detached += list.detach { _ in true }
        }
        isBatching = false
        if routingChangedInBatch {
            routingChangedInBatch = false
            onRoutingChange?()
        }
        for entry in detached {
            entry.invalidate()
        }
    }

    // MARK: Dispatch

    /// Delivers a notification: first to the forwardee, then to every closure in order.
    ///
    /// - Parameters:
    ///   - method: The notification.
    ///   - input: What its closures receive besides the sender.
    ///   - forwarding: Calls the method on the forwardee (not called when there is none);
    ///     do nothing if it does not implement the method.
    ///
    /// A call that comes back for the same method while the forwardee handles it is handled
    /// again in full (the app's `scrollViewDidScroll` set `contentOffset`: UIKit calls again),
    /// unless the forwardee forwards back to this proxy: that loop is absorbed, and the outer
    /// call goes on to the closures, so each runs once.
    package func notify<Input>(
        _ method: DelegateMethod<Sender, Input, Void>, _ input: Input, forwarding: (AnyObject) -> Void = { _ in }
    ) {
        round(method, input, onLoop: ()) { forwardee in
            forwarding(forwardee)
            return .goOn(input)
        } closure: { _ in
            nil
        } otherwise: { _ in
        }
    }

    /// Asks a yes/no question whose answer is no unless someone asks for more than the
    /// default (recognize two gestures at once, make a gesture wait for another one): the
    /// forwardee first, then every closure in order; `true` as soon as one of them says yes,
    /// `false` otherwise (also when nobody answers).
    ///
    /// - Parameters:
    ///   - method: The request.
    ///   - input: What its closures receive besides the sender.
    ///   - forwarding: Asks the forwardee (not called when there is none); return `nil` when
    ///     it does not implement the method.
    ///
    /// A question that comes back for the same method while the forwardee answers it answers
    /// `false`, with no closure asked.
    ///
    /// ```swift
    /// table.add(.shouldRecognizeSimultaneously) { pan, other in other is UIPinchGestureRecognizer }
    /// let both = table.decideAny(.shouldRecognizeSimultaneously, pinch)
    /// ```
    package func decideAny<Input>(
        _ method: DelegateMethod<Sender, Input, Bool>, _ input: Input, forwarding: (AnyObject) -> Bool? = { _ in nil }
    ) -> Bool {
        round(method, input, onLoop: false) { forwardee in
            forwarding(forwardee) == true ? .answer(true) : .goOn(input)
        } closure: { yes in
            yes ? true : nil
        } otherwise: { _ in
            false
        }
    }

    /// Asks a yes/no question: the forwardee first, then every closure in order; `false` as
    /// soon as one of them says no, `true` otherwise (also when nobody answers).
    ///
    /// - Parameters:
    ///   - method: The decision.
    ///   - input: What its closures receive besides the sender.
    ///   - forwarding: Asks the forwardee (not called when there is none); return `nil` when
    ///     it does not implement the method (it then has no say).
    ///
    /// A question that comes back for the same method while the forwardee answers it is
    /// asked again in full, unless the forwardee forwards back to this proxy: that loop
    /// answers `true` with no closure asked, and the outer question goes on to the closures,
    /// so each is asked once.
    package func decide<Input>(
        _ method: DelegateMethod<Sender, Input, Bool>, _ input: Input, forwarding: (AnyObject) -> Bool? = { _ in nil }
    ) -> Bool {
        round(method, input, onLoop: true) { forwardee in
            forwarding(forwardee) == false ? .answer(false) : .goOn(input)
        } closure: { yes in
            yes ? nil : false
        } otherwise: { _ in
            true
        }
    }

    /// What the app's delegate said in a `round(_:_:onLoop:closuresFirst:forwardee:closure:otherwise:)`:
    /// the call's result, or go on to the closures with this input (the one proposed, or the
    /// one the delegate redirected to).
    private enum Step<Result, Input> {
        case answer(Result)
        case goOn(Input)
    }

    /// The one round of every kind of call (notification, decision, request, answer,
    /// permission): a forwarding loop gets `onLoop` at once; otherwise the app's delegate is
    /// asked (through `askForwardee(_:_:)`, so that a call coming back is recognised), then
    /// each closure in order — or the closures first, for a value (`closuresFirst`) — until
    /// one of them gives the result; `otherwise` gives it when nobody did.
    ///
    /// - Parameters:
    ///   - forwardee: Asks the app's delegate: the result, or go on with an input.
    ///   - closure: Reads one closure's output: the result, or `nil` to ask the next one.
    ///   - otherwise: The result when nobody gave one, from the input the closures saw.
    private func round<Input, Output, Result>(
        _ method: DelegateMethod<Sender, Input, Output>, _ input: Input, onLoop: Result, closuresFirst: Bool = false,
        forwardee: (AnyObject) -> Step<Result, Input>, closure: (Output) -> Result?, otherwise: (Input) -> Result
    ) -> Result {
        let id = method.id
        guard !isLoop(id) else { return onLoop }
        var input = input
        if !closuresFirst {
            switch askForwardee(id, forwardee) {
            case .answer(let result)?: return result
            case .goOn(let redirected)?: input = redirected
            case nil: break
            }
        }
        if let sender, let list = existingList(for: method) {
            for entry in list.entries {
                if let handler = list.typed(entry).handler, let result = closure(handler(sender, input)) {
                    return result
                }
            }
        }
        if closuresFirst, case .answer(let result)? = askForwardee(id, forwardee) {
            return result
        }
        return otherwise(input)
    }

    /// Hands a call of `id` to the forwardee (when there is one that can take it: see
    /// `liveForwardee()`), marked as in flight so that a call coming back through a forwarder
    /// is recognised. The one place every kind of call (notification, decision, request,
    /// answer, permission) asks the app's delegate; `nil` when nobody was asked.
    @discardableResult
    private func askForwardee<Answer>(_ id: DelegateMethodID, _ ask: (AnyObject) -> Answer) -> Answer? {
        guard let forwardee = liveForwardee() else { return nil }
        forwarding.append(id)
        defer { forwarding.removeLast() }
        return ask(forwardee)
    }

    /// The forwardee to hand a call to: `nil` when there is none, or when it reaches this
    /// table's proxy (another library's proxy wrapping ours, an app's multicast delegate that
    /// includes ours): the call came through it already, and handing it back would deliver it to
    /// that object (and its observers) twice.
    private func liveForwardee() -> AnyObject? {
        guard let forwardee = routing.forwardee, !forwardeeForwardsBack(forwardee) else { return nil }
        return forwardee
    }

    /// Whether a call of `id` arriving now is a forwarding loop: the forwardee is handling
    /// the same method and forwards back to this proxy.
    private func isLoop(_ id: DelegateMethodID) -> Bool {
        guard forwarding.contains(id), let forwardee = routing.forwardee else { return false }
        return forwardeeForwardsBack(forwardee)
    }

    /// Asks for a value (a row count, a title, a swipe configuration): the closures in order,
    /// then the forwardee; the first answer that is not `nil` is the value. `nil` when nobody
    /// answers: the adapter then gives the platform's default.
    ///
    /// Unlike a decision, one answer is used, so the closures set on the object come first
    /// and the app's delegate answers what they leave open (a closure returns `nil` to pass).
    ///
    /// - Parameters:
    ///   - method: The question; its closures return `nil` to let the next one answer.
    ///   - input: What its closures receive besides the sender.
    ///   - forwarding: Asks the forwardee (not called when there is none); return `nil` when
    ///     it does not implement the method.
    ///
    /// A question that comes back for the same method while the forwardee answers it through
    /// a forwardee that forwards back to this proxy answers `nil` at once.
    ///
    /// ```swift
    /// table.add(.numberOfRowsInComponent) { picker, component in component == 0 ? 12 : nil }
    /// let rows = table.answer(.numberOfRowsInComponent, 1) { ($0 as? MyDataSource)?.rows(in: 1) } ?? 0
    /// ```
    package func answer<Input, Value>(
        _ method: DelegateMethod<Sender, Input, Value?>, _ input: Input,
        forwarding: (AnyObject) -> Value? = { _ in nil }
    ) -> Value? {
        round(method, input, onLoop: nil, closuresFirst: true) { forwardee in
            .answer(forwarding(forwardee))
        } closure: { value in
            value.map { Optional($0) }
        } otherwise: { _ in
            nil
        }
    }

    /// Asks whether a move (a selection, a deselection) may happen, when the forwardee may
    /// also redirect it (`tableView(_:willSelectRowAt:)` returns another index path): the
    /// forwardee first, then every closure, asked about the input the forwardee redirected to.
    ///
    /// - Parameters:
    ///   - method: The decision; its closures see the redirected input.
    ///   - input: The proposed input.
    ///   - forwarding: Asks the forwardee (not called when there is none): `.none` when it does
    ///     not implement the method, `.some(nil)` when it refuses, `.some(other)` to redirect.
    /// - Returns: The input to go ahead with, or `nil` when someone refused.
    package func permit<Input>(
        _ method: DelegateMethod<Sender, Input, Bool>, _ input: Input,
        forwarding: (AnyObject) -> Input?? = { _ in .none }
    ) -> Input? {
        round(method, input, onLoop: input) { forwardee in
            switch forwarding(forwardee) {
            case .none: .goOn(input)
            case .some(.none): .answer(nil)
            case .some(.some(let redirected)): .goOn(redirected)
            }
        } closure: { yes in
            yes ? nil : .some(nil)
        } otherwise: { target in
            target
        }
    }

    // MARK: Claims

    /// Whether a method called `name` has closures, whatever its types: what a family's routing
    /// table (`DelegateRoutes`, beside the family's proxies) asks for each method a selector is
    /// routed to. Callable on any thread.
    package nonisolated func hasHandlers(named name: String) -> Bool {
        routing.isHandled(named: name)
    }

    // MARK: Storage

    private func existingList<Input, Output>(for method: DelegateMethod<Sender, Input, Output>) -> HandlerEntryList<
        (Sender, Input) -> Output
    >? {
        // The key includes both types, so the stored list always has this exact type.
        lists[method.id].map { unsafeDowncast($0, to: HandlerEntryList<(Sender, Input) -> Output>.self) }
    }

    private func list<Input, Output>(for method: DelegateMethod<Sender, Input, Output>) -> HandlerEntryList<
        (Sender, Input) -> Output
    > {
        if let list = existingList(for: method) { return list }
        let id = method.id
        let list = HandlerEntryList<(Sender, Input) -> Output>()
        list.countDidChange = { [weak self] old, new in
            guard let self, (old == 0) != (new == 0) else { return }
            self.routing.setHandled(id, new > 0)
            if self.isBatching {
                self.routingChangedInBatch = true
            } else {
                self.onRoutingChange?()
            }
        }
        lists[id] = list
        return list
    }
}
