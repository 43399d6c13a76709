#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import UIKit

    /// Another library's table delegate proxy, built the way RxCocoa's `DelegateProxy` is
    /// documented to work (read, not copied):
    ///
    /// - one proxy per table, kept in an associated object; every ``install(on:)`` (what each
    ///   `table.rx.…` access does, RxCocoa's `proxy(for:)`) takes the table's current delegate as
    ///   its weak forwardee unless that delegate is the proxy itself, then makes itself the
    ///   delegate;
    /// - ``setDelegate(_:on:)`` (`table.rx.setDelegate(_:)`) asserts, in a debug build, that the
    ///   proxy has no forwardee yet ("there is already a delegate set"), then sets it; this
    ///   stand-in records the assertion in ``assertionFailures`` instead of stopping the app;
    /// - setting the forwardee resets the slot (`delegate = nil`, then the proxy), so UIKit asks
    ///   again what it implements;
    /// - `responds(to:)` is its own methods or the forwardee's; a method it does not implement
    ///   goes to the forwardee (RxCocoa uses `forwardInvocation:`, Swift can only use
    ///   `forwardingTarget(for:)`, the same routing); a method it observes (`didSelectRowAt`, as
    ///   `rx.itemSelected` does) is counted and then forwarded;
    /// - its forwardee is published to Objective-C as RxCocoa's `_RXDelegateProxy` publishes it:
    ///   `_forwardToDelegate` and `_setForwardToDelegate:retainDelegate:`.
    @MainActor
    final class RxStyleTableDelegateProxy: NSObject, UITableViewDelegate {
        private static var key: UInt8 = 0
        nonisolated(unsafe) private(set) weak var forwardee: AnyObject?
        private weak var table: UITableView?
        private(set) var observedSelections: [Int] = []
        /// The debug assertions RxCocoa would have raised.
        private(set) var assertionFailures: [String] = []

        /// The table's proxy, created and installed as its delegate if needed: `table.rx.…`.
        @discardableResult
        static func install(on table: UITableView) -> RxStyleTableDelegateProxy {
            let proxy =
                objc_getAssociatedObject(table, &key) as? RxStyleTableDelegateProxy
                ?? {
                    let created = RxStyleTableDelegateProxy()
                    created.table = table
                    objc_setAssociatedObject(table, &key, created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                    return created
                }()
            let current = table.delegate
            if current !== proxy {
                proxy.setForwardee(current)
                table.delegate = proxy
            }
            return proxy
        }

        /// `table.rx.setDelegate(_:)`.
        @discardableResult
        static func setDelegate(_ delegate: any UITableViewDelegate, on table: UITableView)
            -> RxStyleTableDelegateProxy
        {
            let proxy = install(on: table)
            if proxy.forwardee != nil { proxy.assertionFailures.append("There is already a delegate set") }
            proxy.setForwardee(delegate)
            return proxy
        }

        /// The forwardee, then a reset of the slot.
        func setForwardee(_ delegate: AnyObject?) {
            forwardee = delegate
            guard let table, table.delegate === self else { return }
            table.delegate = nil
            table.delegate = self
        }

        /// `_forwardToDelegate`.
        @objc(_forwardToDelegate) nonisolated var forwardToDelegate: AnyObject? { forwardee }

        /// `_setForwardToDelegate:retainDelegate:` (the primitive, without a reset).
        @objc(_setForwardToDelegate:retainDelegate:) nonisolated func setForwardToDelegate(
            _ delegate: AnyObject?, retainDelegate: Bool
        ) {
            forwardee = delegate
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            observedSelections.append(indexPath.row)
            if let forwardee = forwardee as? NSObjectProtocol,
                forwardee.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)))
            {
                unsafeBitCast(forwardee, to: (any UITableViewDelegate).self).tableView?(
                    tableView, didSelectRowAt: indexPath)
            }
        }

        override func responds(to selector: Selector!) -> Bool {
            super.responds(to: selector) || ((forwardee as? NSObjectProtocol)?.responds(to: selector) ?? false)
        }

        override func forwardingTarget(for selector: Selector!) -> Any? {
            if let forwardee = forwardee as? NSObjectProtocol, forwardee.responds(to: selector) { return forwardee }
            return super.forwardingTarget(for: selector)
        }
    }
#endif
