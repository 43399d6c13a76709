#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import UIKit

    /// Another library's table delegate proxy, built the way RxCocoa's `DelegateProxy` is (read,
    /// not copied): one proxy per table, kept in an associated object; every `install(on:)` (what
    /// each `table.rx.…` access does) takes the table's current delegate as its weak forwardee
    /// unless that delegate is the proxy itself, then makes itself the delegate; `responds(to:)`
    /// is its own methods or the forwardee's; a method it does not implement goes to the forwardee
    /// (RxCocoa uses `forwardInvocation:`, Swift can only use `forwardingTarget(for:)`, the same
    /// routing); a method it observes (`didSelectRowAt`, as `rx.itemSelected` does) is counted
    /// and then forwarded.
    @MainActor
    final class RxStyleTableDelegateProxy: NSObject, UITableViewDelegate {
        private static var key: UInt8 = 0
        nonisolated(unsafe) private(set) weak var forwardee: AnyObject?
        private(set) var observedSelections: [Int] = []

        /// The table's proxy, created and installed as its delegate if needed: `table.rx.…`.
        @discardableResult
        static func install(on table: UITableView) -> RxStyleTableDelegateProxy {
            let proxy =
                objc_getAssociatedObject(table, &key) as? RxStyleTableDelegateProxy
                ?? {
                    let created = RxStyleTableDelegateProxy()
                    objc_setAssociatedObject(table, &key, created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                    return created
                }()
            let current = table.delegate
            if current !== proxy {
                proxy.forwardee = current
                table.delegate = proxy
            }
            return proxy
        }

        /// `table.rx.setDelegate(_:)`: the app's delegate behind the proxy, the slot unchanged.
        func setForwardee(_ delegate: (any UITableViewDelegate)?) {
            forwardee = delegate
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            observedSelections.append(indexPath.row)
            if let forwardee = forwardee as? any UITableViewDelegate,
                forwardee.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)))
            {
                forwardee.tableView?(tableView, didSelectRowAt: indexPath)
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
