import BenchmarkHarness
import PatternKitVisitors

/// `visitor-1M`: a "height" computed for each of one million elements of three classes in
/// a fixed pseudo-random order, summed. Every variant walks the same array
/// (`[any VisitableItem]`) and does the same arithmetic per element; only the way of
/// reaching the element's class differs:
///
/// - `switch-cast`: a hand-written `switch` with `case let x as FirstItem` per class.
/// - `double-dispatch`: `item.accept(visitor)`, the Visitors family.
/// - `type-visitor`: Visitors' `TypeVisitor<Int>` with a closure per class.
/// - `dictionary`: closures in a `[ObjectIdentifier: (Item) -> Int]` keyed by the class.
@MainActor
enum Visitor1M {
    static let count = 1_000_000

    static let benchmark = BenchmarkCase(
        "visitor-1M", "one visit per element over 1,000,000 elements of 3 classes, mixed",
        baseline: "switch-cast",
        items: ItemCount(count, "element"),
        goals: [.within("double-dispatch", of: "switch-cast", times: 1.5)]
    ) {
        let items = opaque(makeItems())
        let typeVisitor = TypeVisitor<Int>(default: { _ in 0 })
            .on(FirstItem.self) { 10 &+ $0.lines }
            .on(SecondItem.self) { 20 &+ $0.padding }
            .on(ThirdItem.self) { 30 &+ $0.depth }
        var table: [ObjectIdentifier: (Item) -> Int] = [:]
        func register<T: Item>(_ type: T.Type, _ height: @escaping (T) -> Int) {
            table[ObjectIdentifier(type)] = { height($0 as! T) }
        }
        register(FirstItem.self) { 10 &+ $0.lines }
        register(SecondItem.self) { 20 &+ $0.padding }
        register(ThirdItem.self) { 30 &+ $0.depth }
        let dictionary = table

        let passes: [(String, ([any VisitableItem]) -> Int)] = [
            ("switch-cast", switchCast),
            (
                "double-dispatch",
                { items in
                    var total = 0
                    for item in items { total &+= item.accept(HeightVisitor()) }
                    return total
                }
            ),
            (
                "type-visitor",
                { items in
                    var total = 0
                    for item in items { total &+= typeVisitor.visit(item) }
                    return total
                }
            ),
            (
                "dictionary",
                { items in
                    var total = 0
                    for item in items { total &+= dictionary[ObjectIdentifier(type(of: item))]?(item) ?? 0 }
                    return total
                }
            ),
        ]
        let expected = switchCast(items)
        for (name, pass) in passes {
            try VerificationFailure.check(pass(items) == expected, "visitor-1M: \(name) sums to a different total")
        }
        return passes.map { name, pass in
            Variant(name) { iterations in
                for _ in 0..<iterations { blackHole(pass(items)) }
            }
        }
    }

    /// The hand-written alternative to a visitor.
    nonisolated static func switchCast(_ items: [any VisitableItem]) -> Int {
        var total = 0
        for item in items {
            switch item {
            case let first as FirstItem: total &+= 10 &+ first.lines
            case let second as SecondItem: total &+= 20 &+ second.padding
            case let third as ThirdItem: total &+= 30 &+ third.depth
            default: break
            }
        }
        return total
    }

    /// One million elements, classes in a fixed pseudo-random order.
    static func makeItems() -> [any VisitableItem] {
        var generator = InputGenerator(seed: 1_000_000)
        return (0..<count).map { index -> any VisitableItem in
            switch generator.next(below: 3) {
            case 0: FirstItem(lines: index & 3)
            case 1: SecondItem(padding: index & 7)
            default: ThirdItem(depth: index & 15)
            }
        }
    }
}

/// The visitor of `visitor-1M`: the same arithmetic as the `switch`.
struct HeightVisitor: ItemVisitor {
    func visit(_ item: FirstItem) -> Int { 10 &+ item.lines }
    func visit(_ item: SecondItem) -> Int { 20 &+ item.padding }
    func visit(_ item: ThirdItem) -> Int { 30 &+ item.depth }
}
