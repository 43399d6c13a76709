package import PatternKitHandlers

extension DelegateHandlers {
    /// Whether a proxy claims the Objective-C method `selector`: `nil` when `routes` does not
    /// route it, `true` when one of the methods it is routed to has a closure or the forwardee
    /// implements it (asked through `forwardeeResponds`), `false` otherwise.
    ///
    /// A proxy never claims a method nobody handles, so the platform keeps its own default
    /// for it (a table's automatic row heights, a picker's column widths).
    package nonisolated func claims(_ selector: String, in routes: DelegateRoutes, forwardeeResponds: () -> Bool)
        -> Bool?
    {
        guard let names = routes.methodNames(for: selector) else { return nil }
        return names.contains(where: hasHandlers(named:)) || forwardeeResponds()
    }
}
