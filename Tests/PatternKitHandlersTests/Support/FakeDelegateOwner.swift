import Foundation
import PatternKitHandlers
import PatternKitUIKit

/// What an app's delegate looks like on the pretend platform: the selectors it implements,
/// its yes/no answers, and a log of the calls it received.
@MainActor
final class FakeAppDelegate {
    var implemented: Set<String> = []
    var answers: [String: Bool] = [:]
    private(set) var calls: [String] = []

    func receive(_ selector: String) -> Bool? {
        guard implemented.contains(selector) else { return nil }
        calls.append(selector)
        return answers[selector]
    }
}

/// An object of the pretend platform with a delegate (a gesture recognizer, a navigation
/// controller, a presentation controller…), adopting ``DelegateHandling`` the way UIKit's do,
/// with the routing a UIKit proxy does: claims from the family's routes, decisions and
/// notifications into the table, the app's delegate asked first.
@MainActor
final class FakeDelegateOwner: DelegateHandling {
    let routes: DelegateRoutes
    var title = "owner"

    private(set) lazy var delegateHandlers = DelegateHandlers<FakeDelegateOwner>(sender: self)
    var existingDelegateHandlers: DelegateHandlers<FakeDelegateOwner>? { delegateHandlers }

    init(routes: DelegateRoutes) {
        self.routes = routes
    }

    /// The app's delegate, behind the closures (held weakly by the table).
    var delegate: FakeAppDelegate? {
        get { delegateHandlers.forwardee as? FakeAppDelegate }
        set { delegateHandlers.forward(to: newValue) }
    }

    /// What the proxy answers to `responds(to:)` for `selector`.
    func claims(_ selector: String) -> Bool? {
        delegateHandlers.claims(selector, in: routes) { (delegate?.implemented.contains(selector)) ?? false }
    }

    /// Every routed selector the proxy claims now.
    var claimed: [String] {
        routes.selectors.filter { claims($0) == true }
    }

    /// What the platform does for a permission ("should begin", "should dismiss"…).
    func ask(_ method: DelegateMethod<FakeDelegateOwner, Void, Bool>, selector: String) -> Bool {
        delegateHandlers.decide(method, ()) { ($0 as? FakeAppDelegate)?.receive(selector) }
    }

    /// What the platform does for a request ("recognize simultaneously"…), about `other`.
    func request(_ method: DelegateMethod<FakeDelegateOwner, String, Bool>, about other: String, selector: String)
        -> Bool
    {
        delegateHandlers.decideAny(method, other) { ($0 as? FakeAppDelegate)?.receive(selector) }
    }

    /// What the platform does for a notification.
    func notify(_ method: DelegateMethod<FakeDelegateOwner, Void, Void>, selector: String) {
        delegateHandlers.notify(method, ()) { _ = ($0 as? FakeAppDelegate)?.receive(selector) }
    }
}
