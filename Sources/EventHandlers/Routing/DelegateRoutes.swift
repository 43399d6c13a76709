/// Which closures answer which Objective-C delegate methods: for each selector a proxy
/// routes, the names of the ``DelegateMethod``s whose closures it calls.
///
/// A proxy claims a selector (answers yes to `responds(to:)`) only when one of those methods
/// has a closure or the app's delegate implements the selector (see
/// ``DelegateHandlers/claims(_:in:forwardeeResponds:)``). The tables are plain strings, so
/// what each family claims for each set of closures is tested on Linux.
package struct DelegateRoutes: Sendable {
    private let routes: [String: [String]]

    /// Routes each selector (`"tableView:didSelectRowAtIndexPath:"`) to method names.
    package init(_ routes: [String: [String]]) {
        self.routes = routes
    }

    /// These routes plus `other`'s (a table view's delegate is also a scroll view's).
    package func merging(_ other: DelegateRoutes) -> DelegateRoutes {
        DelegateRoutes(routes.merging(other.routes) { mine, _ in mine })
    }

    /// The method names routed from `selector`, or `nil` when it is not routed.
    package func methodNames(for selector: String) -> [String]? {
        routes[selector]
    }

    /// Every routed selector.
    package var selectors: [String] {
        routes.keys.sorted()
    }
}
