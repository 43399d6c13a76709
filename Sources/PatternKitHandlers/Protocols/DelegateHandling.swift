/// An object with a delegate whose calls can be handled with closures: each platform's named
/// methods set *the* closure of their delegate method (`shouldBegin` on a gesture recognizer,
/// `didShow` on a navigation controller…), `addHandler(for:_:)` adds one and returns a
/// ``HandlerToken``, `removeHandlers(for:)` removes them.
///
/// A platform adopts it by exposing the object's ``DelegateHandlers`` table (registering a
/// closure installs the delegate proxy, found by the object's identity) and routing the
/// delegate's calls into it. The app's own delegate keeps receiving every call.
///
/// ```swift
/// let token = tabBarController.addHandler(for: .didSelect) { tabs, selected in
///     analytics.tab(tabs.selectedIndex)
/// }
/// token.cancel()
/// ```
@MainActor
public protocol DelegateHandling: HandlersKit {
    /// The type the table hands to closures (the adopting base class, such as
    /// `UINavigationController`); the methods below cast it to `Self`.
    associatedtype DelegateSender: AnyObject

    /// The object's closure table, created on first use. Registering a closure in it installs
    /// the delegate proxy; reading it does not.
    var delegateHandlers: DelegateHandlers<DelegateSender> { get }

    /// The closure table if the object has one; `nil` before the first use.
    var existingDelegateHandlers: DelegateHandlers<DelegateSender>? { get }

    /// The table of the proxy that routes the delegate method named `name`, created on first
    /// use: ``delegateHandlers``, unless the object has a second slot with closures (a picker's
    /// data source, whose questions live in the data source proxy's table).
    func delegateHandlers(routing name: String) -> DelegateHandlers<DelegateSender>

    /// The table that routes the method named `name`, if it exists.
    func existingDelegateHandlers(routing name: String) -> DelegateHandlers<DelegateSender>?
}

extension DelegateHandling {
    /// ``delegateHandlers``: one proxy routes every method.
    public func delegateHandlers(routing name: String) -> DelegateHandlers<DelegateSender> {
        delegateHandlers
    }

    /// ``existingDelegateHandlers``: one proxy routes every method.
    public func existingDelegateHandlers(routing name: String) -> DelegateHandlers<DelegateSender>? {
        existingDelegateHandlers
    }

    /// Makes `handler` *the* closure for the decision `method`, replacing the one set before:
    /// what the platform's named methods call.
    /// - Returns: The object, for chaining.
    @discardableResult
    package func setHandler<Input>(
        for method: DelegateMethod<Self, Input, Bool>, _ handler: @escaping (Self, Input) -> Bool
    )
        -> Self
    {
        delegateHandlers(routing: method.name).set(method.owned(), delegateTyped(handler, otherwise: !method.isOptIn))
        return self
    }

    /// Makes `handler` *the* closure for the notification `method`, replacing the one set
    /// before.
    /// - Returns: The object, for chaining.
    @discardableResult
    package func setHandler<Input>(
        for method: DelegateMethod<Self, Input, Void>, _ handler: @escaping (Self, Input) -> Void
    )
        -> Self
    {
        delegateHandlers(routing: method.name).set(method.owned(), delegateTyped(handler, otherwise: ()))
        return self
    }

    /// Adds `handler` for the decision `method` beside the closures already there and returns
    /// the token that removes it.
    @discardableResult
    public func addHandler<Input>(
        for method: DelegateMethod<Self, Input, Bool>, _ handler: @escaping (Self, Input) -> Bool
    )
        -> HandlerToken
    {
        delegateHandlers(routing: method.name).add(method.owned(), delegateTyped(handler, otherwise: !method.isOptIn))
    }

    /// Adds `handler` for the notification `method` beside the closures already there and
    /// returns the token that removes it.
    @discardableResult
    public func addHandler<Input>(
        for method: DelegateMethod<Self, Input, Void>, _ handler: @escaping (Self, Input) -> Void
    )
        -> HandlerToken
    {
        delegateHandlers(routing: method.name).add(method.owned(), delegateTyped(handler, otherwise: ()))
    }

    /// Removes every closure registered for `method` (the app's delegate is not affected).
    public func removeHandlers<Input, Output>(for method: DelegateMethod<Self, Input, Output>) {
        existingDelegateHandlers(routing: method.name)?.removeHandlers(for: method.owned())
    }

    /// Hands closures the object typed as `Self` (the table's sender is always this object).
    func delegateTyped<Input, Output>(_ handler: @escaping (Self, Input) -> Output, otherwise fallback: Output) -> (
        DelegateSender, Input
    ) -> Output {
        { sender, input in
            guard let object = sender as? Self else { return fallback }
            return handler(object, input)
        }
    }
}

extension DelegateMethod where Output == Bool {
    /// Whether the platform's answer is no when nobody answers (recognize simultaneously,
    /// require another recognizer to fail): such requests are decided with
    /// `DelegateHandlers/decideAny(_:_:forwarding:)`.
    var isOptIn: Bool {
        !AbsorbedCall.defaultAnswer(forDecision: name)
    }
}
