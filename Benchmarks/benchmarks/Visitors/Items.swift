import PatternKitVisitors

// The elements of `visitor-1M`: three final classes under a common base class, as the
// article's cells are under `UITableViewCell`. Each has a stored property of its own, so a
// `switch` of casts has to bind the element to read it.

/// The base class of the elements (the role `UITableViewCell` plays for the Visitor article's cells).
class Item {}

/// An element visitors can reach with static double dispatch.
protocol VisitableItem: Item {
    /// Calls `visitor.visit(self)` with the element's own static type.
    func accept<V: ItemVisitor>(_ visitor: V) -> V.Result
}

/// The visitor family: one `visit` per element class.
protocol ItemVisitor<Result>: Visitor {
    associatedtype Result
    func visit(_ item: FirstItem) -> Result
    func visit(_ item: SecondItem) -> Result
    func visit(_ item: ThirdItem) -> Result
}

/// The first element class.
final class FirstItem: Item, VisitableItem {
    let lines: Int
    init(lines: Int) { self.lines = lines }
}

/// The second element class.
final class SecondItem: Item, VisitableItem {
    let padding: Int
    init(padding: Int) { self.padding = padding }
}

/// The third element class.
final class ThirdItem: Item, VisitableItem {
    let depth: Int
    init(depth: Int) { self.depth = depth }
}

// What `@Visitable(ItemVisitor.self)` from PatternKitVisitorMacros writes for each class, word for
// word (see VisitableMacroTests). Written out here so the release build of the
// benchmarks does not build swift-syntax.

extension FirstItem {
    func accept<V: ItemVisitor>(_ visitor: V) -> V.Result {
        visitor.visit(self)
    }
}

extension SecondItem {
    func accept<V: ItemVisitor>(_ visitor: V) -> V.Result {
        visitor.visit(self)
    }
}

extension ThirdItem {
    func accept<V: ItemVisitor>(_ visitor: V) -> V.Result {
        visitor.visit(self)
    }
}
