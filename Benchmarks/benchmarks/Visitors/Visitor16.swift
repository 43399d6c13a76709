import BenchmarkHarness
import PatternKitVisitors

/// `visitor-16`: a "height" for each of 1,000,000 elements of sixteen classes in a fixed
/// pseudo-random order, summed; the same arithmetic per element in every variant.
///
/// - `switch-cast`: a `switch` of `case let x as FinalNN` over the final classes.
/// - `switch-cast-open`: the same `switch` over non-final classes (each cast walks the
///   class hierarchy, as it does for cells written the Visitor article's way).
/// - `double-dispatch`: `item.accept(visitor)` over the final classes (the Visitors family).
@MainActor
enum Visitor16 {
    static let count = 1_000_000

    static let benchmark = BenchmarkCase(
        "visitor-16", "one visit per element over 1,000,000 elements of 16 classes, mixed",
        baseline: "switch-cast",
        items: ItemCount(count, "element"),
        goals: [
            .within("double-dispatch", of: "switch-cast", times: 1.5),
            .notSlower("double-dispatch", than: "switch-cast-open"),
        ]
    ) {
        let finals = opaque(makeFinalItems())
        let opens = opaque(makeOpenItems())
        let expected = switchCast(finals)
        try VerificationFailure.check(
            switchCastOpen(opens) == expected, "visitor-16: switch-cast-open sums to a different total")
        try VerificationFailure.check(
            doubleDispatch(finals) == expected, "visitor-16: double-dispatch sums to a different total")
        return [
            Variant("switch-cast") { iterations in
                for _ in 0..<iterations { blackHole(switchCast(finals)) }
            },
            Variant("switch-cast-open") { iterations in
                for _ in 0..<iterations { blackHole(switchCastOpen(opens)) }
            },
            Variant("double-dispatch") { iterations in
                for _ in 0..<iterations { blackHole(doubleDispatch(finals)) }
            },
        ]
    }

    nonisolated static func doubleDispatch(_ items: [any VisitableItem16]) -> Int {
        var total = 0
        for item in items { total &+= item.accept(Height16Visitor()) }
        return total
    }

    /// The hand-written alternative to a visitor, over final classes.
    nonisolated static func switchCast(_ items: [any VisitableItem16]) -> Int {
        var total = 0
        for item in items {
            switch item {
            case let item as Final00: total &+= 10 &+ item.value
            case let item as Final01: total &+= 20 &+ item.value
            case let item as Final02: total &+= 30 &+ item.value
            case let item as Final03: total &+= 40 &+ item.value
            case let item as Final04: total &+= 50 &+ item.value
            case let item as Final05: total &+= 60 &+ item.value
            case let item as Final06: total &+= 70 &+ item.value
            case let item as Final07: total &+= 80 &+ item.value
            case let item as Final08: total &+= 90 &+ item.value
            case let item as Final09: total &+= 100 &+ item.value
            case let item as Final10: total &+= 110 &+ item.value
            case let item as Final11: total &+= 120 &+ item.value
            case let item as Final12: total &+= 130 &+ item.value
            case let item as Final13: total &+= 140 &+ item.value
            case let item as Final14: total &+= 150 &+ item.value
            case let item as Final15: total &+= 160 &+ item.value
            default: break
            }
        }
        return total
    }

    /// The same `switch` over non-final classes.
    nonisolated static func switchCastOpen(_ items: [Item16]) -> Int {
        var total = 0
        for item in items {
            switch item {
            case let item as Open00: total &+= 10 &+ item.value
            case let item as Open01: total &+= 20 &+ item.value
            case let item as Open02: total &+= 30 &+ item.value
            case let item as Open03: total &+= 40 &+ item.value
            case let item as Open04: total &+= 50 &+ item.value
            case let item as Open05: total &+= 60 &+ item.value
            case let item as Open06: total &+= 70 &+ item.value
            case let item as Open07: total &+= 80 &+ item.value
            case let item as Open08: total &+= 90 &+ item.value
            case let item as Open09: total &+= 100 &+ item.value
            case let item as Open10: total &+= 110 &+ item.value
            case let item as Open11: total &+= 120 &+ item.value
            case let item as Open12: total &+= 130 &+ item.value
            case let item as Open13: total &+= 140 &+ item.value
            case let item as Open14: total &+= 150 &+ item.value
            case let item as Open15: total &+= 160 &+ item.value
            default: break
            }
        }
        return total
    }

    /// The class of each element, in a fixed pseudo-random order, and its value.
    static func layout() -> [(kind: Int, value: Int)] {
        var generator = InputGenerator(seed: 16_000_000)
        return (0..<count).map { index in (generator.next(below: 16), index & 15) }
    }

    static func makeFinalItems() -> [any VisitableItem16] {
        layout().map { kind, value -> any VisitableItem16 in
            switch kind {
            case 0: Final00(value: value)
            case 1: Final01(value: value)
            case 2: Final02(value: value)
            case 3: Final03(value: value)
            case 4: Final04(value: value)
            case 5: Final05(value: value)
            case 6: Final06(value: value)
            case 7: Final07(value: value)
            case 8: Final08(value: value)
            case 9: Final09(value: value)
            case 10: Final10(value: value)
            case 11: Final11(value: value)
            case 12: Final12(value: value)
            case 13: Final13(value: value)
            case 14: Final14(value: value)
            default: Final15(value: value)
            }
        }
    }

    static func makeOpenItems() -> [Item16] {
        layout().map { kind, value -> Item16 in
            switch kind {
            case 0: Open00(value: value)
            case 1: Open01(value: value)
            case 2: Open02(value: value)
            case 3: Open03(value: value)
            case 4: Open04(value: value)
            case 5: Open05(value: value)
            case 6: Open06(value: value)
            case 7: Open07(value: value)
            case 8: Open08(value: value)
            case 9: Open09(value: value)
            case 10: Open10(value: value)
            case 11: Open11(value: value)
            case 12: Open12(value: value)
            case 13: Open13(value: value)
            case 14: Open14(value: value)
            default: Open15(value: value)
            }
        }
    }
}

/// The visitor of `visitor-16`: the same arithmetic as the `switch`.
struct Height16Visitor: Item16Visitor {
    func visit(_ item: Final00) -> Int { 10 &+ item.value }
    func visit(_ item: Final01) -> Int { 20 &+ item.value }
    func visit(_ item: Final02) -> Int { 30 &+ item.value }
    func visit(_ item: Final03) -> Int { 40 &+ item.value }
    func visit(_ item: Final04) -> Int { 50 &+ item.value }
    func visit(_ item: Final05) -> Int { 60 &+ item.value }
    func visit(_ item: Final06) -> Int { 70 &+ item.value }
    func visit(_ item: Final07) -> Int { 80 &+ item.value }
    func visit(_ item: Final08) -> Int { 90 &+ item.value }
    func visit(_ item: Final09) -> Int { 100 &+ item.value }
    func visit(_ item: Final10) -> Int { 110 &+ item.value }
    func visit(_ item: Final11) -> Int { 120 &+ item.value }
    func visit(_ item: Final12) -> Int { 130 &+ item.value }
    func visit(_ item: Final13) -> Int { 140 &+ item.value }
    func visit(_ item: Final14) -> Int { 150 &+ item.value }
    func visit(_ item: Final15) -> Int { 160 &+ item.value }
}
