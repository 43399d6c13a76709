import PatternKitHandlers
import PatternKitUIKit

extension DelegateHandlers {
    /// What a proxy answers to `responds(to:)` for the selector named `selector`, asked as the
    /// UIKit proxies ask it: keyed by the selector's identity (`ModelSelector.key`).
    nonisolated func claims(_ selector: String, in routes: DelegateRoutes, forwardeeResponds: () -> Bool) -> Bool? {
        claims(
            selectorKey: ModelSelector.key(selector), named: { selector }, in: routes,
            forwardeeResponds: forwardeeResponds)
    }
}
