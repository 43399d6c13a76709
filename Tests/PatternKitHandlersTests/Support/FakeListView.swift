import Foundation
import PatternKitUIKit

@testable import PatternKitHandlers

/// A table, collection or picker view of the pretend platform: its proxy claims selectors
/// from one of the UIKit families' routes and dispatches into one closure table, as the
/// UIKit proxies do.
@MainActor
final class FakeListView {
    let routes: DelegateRoutes
    /// The selectors the app's delegate implements.
    var delegateImplements: Set<String> = []
    private(set) lazy var handlers = DelegateHandlers<FakeListView>(sender: self)

    init(routes: DelegateRoutes) {
        self.routes = routes
    }

    /// The app's delegate, behind the closures (held weakly).
    var delegate: AnyObject? {
        get { handlers.forwardee }
        set { handlers.forward(to: newValue) }
    }

    /// What the proxy answers to `responds(to:)`: `nil` for a selector it does not route
    /// (then only the app's delegate can answer it).
    func claims(_ selector: String) -> Bool? {
        handlers.claims(selector, in: routes) { delegate != nil && delegateImplements.contains(selector) }
    }

    /// The selectors of `routes` the proxy claims now.
    var claimed: [String] {
        routes.selectors.filter { claims($0) == true }
    }
}

/// An app's own list delegate (or data source) that answers with fixed values and records
/// what it was asked.
@MainActor
final class RecordingListDelegate {
    var calls: [String] = []
    var rows: Int?
    var title: String?
}
