package import PatternKitHandlers

#if canImport(ObjectiveC)
    package import ObjectiveC
#endif

extension DelegateHandlers {
    /// Whether a proxy claims the Objective-C method whose selector's identity is `key` (its
    /// address) and whose name `name` spells: `nil` when `routes` does not route it, `true` when
    /// one of the methods it is routed to has a closure or the forwardee implements it (asked
    /// through `forwardeeResponds`), `false` otherwise.
    ///
    /// A proxy never claims a method nobody handles, so the platform keeps its own default
    /// for it (a table's automatic row heights, a picker's column widths).
    ///
    /// UIKit asks `responds(to:)` for each optional method when the delegate is assigned, and
    /// RxCocoa's proxy asks it on every call it forwards to ours: the name is spelled only the
    /// first time a table is asked for a selector (`DelegateRoutes/methodNames(forKey:name:)`).
    package nonisolated func claims(
        selectorKey key: UInt, named name: () -> String, in routes: DelegateRoutes, forwardeeResponds: () -> Bool
    ) -> Bool? {
        guard let names = routes.methodNames(forKey: key, name: name) else { return nil }
        return names.contains(where: hasHandlers(named:)) || forwardeeResponds()
    }

    #if canImport(ObjectiveC)
        /// Whether a proxy claims `selector` (see ``claims(selectorKey:named:in:forwardeeResponds:)``).
        package nonisolated func claims(_ selector: Selector, in routes: DelegateRoutes, forwardeeResponds: () -> Bool)
            -> Bool?
        {
            claims(
                selectorKey: unsafeBitCast(selector, to: UInt.self), named: { String(cString: sel_getName(selector)) },
                in: routes, forwardeeResponds: forwardeeResponds)
        }
    #endif
}
