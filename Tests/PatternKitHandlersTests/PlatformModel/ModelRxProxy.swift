import Foundation

/// RxCocoa's `DelegateProxy` for a table, as our own executable model of its code (RxSwift
/// 6, read from its repository; nothing copied). Each rule and the source it encodes:
///
/// - `proxy(for:)` (`DelegateProxyType.swift`, `proxy(for:)`): finds the table's proxy
///   (associated with it) or creates one; when the table's current delegate is not that proxy,
///   the current delegate becomes its forwardee through `_setForwardToDelegate(_, retainDelegate:
///   false)` and the proxy is assigned as the delegate.
/// - `rx.setDelegate(_:)` (`installForwardDelegate(_:retainDelegate:onProxyForObject:)`):
///   asserts that the proxy has no forwardee yet ("There is already a delegate set"), then
///   `setForwardToDelegate(_:retainDelegate:)`; disposing the `Disposable` it returns asserts the
///   forwardee is still that delegate ("Delegate was changed from time it was first set"), then
///   sets it to `nil` (``Disposable``). `rx.items` installs its data source the same way with
///   `retainDelegate: true` (``installRetained(_:on:)``).
/// - `setForwardToDelegate(_:retainDelegate:)` (`DelegateProxy.swift`): the Objective-C
///   primitive, then `reset()`, which assigns `nil` then the proxy when the proxy is the
///   current delegate, so UIKit asks again.
/// - `_setForwardToDelegate:retainDelegate:` (`_RXDelegateProxy.m`): the weak forwardee, and
///   `strongForwardDelegate` set to it when `retainDelegate`, to `nil` otherwise; no reset.
/// - `responds(to:)` (`DelegateProxy.swift`): what its class implements, or what the forwardee
///   responds to, or a void delegate method with observers.
/// - A message it does not implement (`_RXDelegateProxy.m`, `forwardInvocation:`): observers of a
///   void method are told, then the forwardee is invoked only if it responds; otherwise the
///   return value stays zero. `methodSignatureForSelector:` falls back to the forwardee's, so a
///   forwardee whose class has the method (a PatternKit proxy that no longer claims it) yields
///   `nil`/`NO`/0, and one without it an unrecognized selector.
@MainActor
final class ModelRxProxy: ModelObject {
    private weak var table: ModelTableView?
    /// `_forwardToDelegate`.
    private(set) weak var forwardToDelegate: ModelObject?
    /// `strongForwardDelegate` (`_RXDelegateProxy.m`): the forwardee again, held strongly, when it
    /// was set with `retainDelegate: YES` (`rx.items` data sources), else nil.
    private(set) var strongForwardDelegate: ModelObject?
    /// Events seen by `rx.methodInvoked(selector)` observers.
    private(set) var observed: [String: Int] = [:]
    /// Debug assertions RxCocoa would have raised (a crash in a debug build).
    private(set) var assertionFailures: [String] = []
    /// The selectors this proxy's class implements itself (RxScrollViewDelegateProxy's
    /// `scrollViewDidScroll:`, which feeds `rx.contentOffset`).
    static let ownMethods: Set<String> = [TableSelector.didScroll]

    private init(table: ModelTableView) {
        self.table = table
    }

    /// `tableView.rx.delegate`: RxCocoa's `proxy(for:)`.
    static func proxy(for table: ModelTableView) -> ModelRxProxy {
        let proxy = table.associated["rx.delegate"] as? ModelRxProxy ?? ModelRxProxy(table: table)
        table.associated["rx.delegate"] = proxy
        if table.delegate !== proxy {
            proxy.setForwardToDelegate(table.delegate)
            table.delegate = proxy
        }
        return proxy
    }

    /// `tableView.rx.setDelegate(delegate)`.
    @discardableResult
    static func setDelegate(_ delegate: ModelObject, on table: ModelTableView) -> ModelRxProxy {
        let proxy = proxy(for: table)
        if proxy.forwardToDelegate != nil {
            proxy.assertionFailures.append("There is already a delegate set")
        }
        proxy.setForwardToDelegate(delegate)
        return proxy
    }

    /// The `Disposable` `rx.setDelegate(_:)` returns: disposing it asserts that the proxy's
    /// forwardee is still the delegate it set ("Delegate was changed from time it was first
    /// set", a crash in a debug build), then sets the forwardee to `nil` whatever it is (what a
    /// release build does).
    @MainActor
    final class Disposable {
        private weak var proxy: ModelRxProxy?
        private weak var delegate: ModelObject?

        init(proxy: ModelRxProxy, delegate: ModelObject) {
            self.proxy = proxy
            self.delegate = delegate
        }

        /// `disposed(by: bag)`'s bag deallocated (or `dispose()` called).
        func dispose() {
            guard let proxy else { return }
            if proxy.forwardToDelegate !== delegate {
                proxy.assertionFailures.append("Delegate was changed from time it was first set")
            }
            proxy.setForwardToDelegate(nil)
        }
    }

    /// `tableView.rx.setDelegate(delegate)`, keeping the `Disposable` it returns.
    static func setDelegateDisposable(_ delegate: ModelObject, on table: ModelTableView) -> Disposable {
        Disposable(proxy: setDelegate(delegate, on: table), delegate: delegate)
    }

    /// `rx.methodInvoked(selector)` subscribed: the proxy now answers for it.
    func observe(_ selector: String) {
        observed[selector] = observed[selector] ?? 0
        reset()
    }

    func events(_ selector: String) -> Int { observed[selector] ?? 0 }

    /// `setForwardToDelegate(_:retainDelegate:)`: the forwardee, then a reset.
    func setForwardToDelegate(_ delegate: ModelObject?, retainDelegate: Bool = false) {
        setForwardToDelegateWithoutReset(delegate, retainDelegate: retainDelegate)
        reset()
    }

    /// `_setForwardToDelegate:retainDelegate:` alone (the Objective-C primitive): the weak
    /// forwardee, and the strong one when `retainDelegate` (`_RXDelegateProxy.m`).
    func setForwardToDelegateWithoutReset(_ delegate: ModelObject?, retainDelegate: Bool = false) {
        forwardToDelegate = delegate
        strongForwardDelegate = retainDelegate ? delegate : nil
    }

    /// `installForwardDelegate(_:retainDelegate: true, onProxyForObject:)`, what `rx.items`
    /// does with its data source: the proxy holds the forwardee strongly; nothing else does.
    static func installRetained(_ delegate: ModelObject, on table: ModelTableView) -> ModelRxProxy {
        let proxy = proxy(for: table)
        proxy.setForwardToDelegate(delegate, retainDelegate: true)
        return proxy
    }

    private func reset() {
        guard let table, table.delegate === self else { return }
        table.delegate = nil
        table.delegate = self
    }

    override func responds(to selector: String) -> Bool {
        if selector == ModelForwardingProxyAPI.forwardee || selector == ModelForwardingProxyAPI.setForwardee
            || selector == ModelForwardingProxyAPI.strongForwardee
        {
            return true
        }
        return Self.ownMethods.contains(selector) || (forwardToDelegate?.responds(to: selector) ?? false)
            || observed[selector] != nil
    }

    override func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
        switch selector {
        case ModelForwardingProxyAPI.forwardee:
            return forwardToDelegate
        case ModelForwardingProxyAPI.setForwardee:
            setForwardToDelegateWithoutReset(
                arguments.first as? ModelObject, retainDelegate: arguments.last as? Bool ?? false)
            return nil
        case ModelForwardingProxyAPI.strongForwardee:
            return strongForwardDelegate
        default:
            break
        }
        if observed[selector] != nil { observed[selector, default: 0] += 1 }
        if let forwardee = forwardToDelegate, forwardee.responds(to: selector) {
            return try forwardee.receive(selector, arguments)
        }
        if Self.ownMethods.contains(selector) || observed[selector] != nil { return nil }
        // `_RXDelegateProxy.m`: `methodSignatureForSelector:` falls back to the forwardee's, and
        // `forwardInvocation:` invokes the forwardee only when it responds; otherwise the
        // invocation returns zero (nil, NO, 0) — a `willSelectRowAt` answered nil selects nothing.
        if let forwardee = forwardToDelegate, forwardee.hasMethodSignature(for: selector) { return nil }
        throw .unrecognizedSelector(selector)
    }
}

/// The Objective-C names of RxCocoa's forwardee accessors.
enum ModelForwardingProxyAPI {
    static let forwardee = "_forwardToDelegate"
    static let setForwardee = "_setForwardToDelegate:retainDelegate:"
    static let strongForwardee = "strongForwardDelegate"
}
