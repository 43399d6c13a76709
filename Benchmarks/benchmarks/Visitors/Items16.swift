import PatternKitVisitors

// The elements of `visitor-16`: sixteen classes under one base class, as a screen with many
// cell types has. Two families with the same shape: final classes (what `@Visitable`
// requires, and what `switch-cast` is fastest on) and non-final ones (how the Visitor article, and
// most apps, write their cells), each with one stored property the visit reads.

/// The base class of the sixteen-class elements.
class Item16 {
    /// The number every visit adds to its class's base height.
    let value: Int
    init(value: Int) { self.value = value }
}

/// An element of the sixteen-class family.
protocol VisitableItem16: Item16 {
    /// Calls `visitor.visit(self)` with the element's own static type.
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result
}

/// The visitor family of the final classes: one `visit` per class.
protocol Item16Visitor<Result>: Visitor {
    associatedtype Result
    func visit(_ item: Final00) -> Result
    func visit(_ item: Final01) -> Result
    func visit(_ item: Final02) -> Result
    func visit(_ item: Final03) -> Result
    func visit(_ item: Final04) -> Result
    func visit(_ item: Final05) -> Result
    func visit(_ item: Final06) -> Result
    func visit(_ item: Final07) -> Result
    func visit(_ item: Final08) -> Result
    func visit(_ item: Final09) -> Result
    func visit(_ item: Final10) -> Result
    func visit(_ item: Final11) -> Result
    func visit(_ item: Final12) -> Result
    func visit(_ item: Final13) -> Result
    func visit(_ item: Final14) -> Result
    func visit(_ item: Final15) -> Result
}

/// Final element class 0.
final class Final00: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 1.
final class Final01: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 2.
final class Final02: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 3.
final class Final03: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 4.
final class Final04: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 5.
final class Final05: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 6.
final class Final06: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 7.
final class Final07: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 8.
final class Final08: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 9.
final class Final09: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 10.
final class Final10: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 11.
final class Final11: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 12.
final class Final12: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 13.
final class Final13: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 14.
final class Final14: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// Final element class 15.
final class Final15: Item16, VisitableItem16 {
    func accept<V: Item16Visitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

/// The non-final element classes, as cells are usually written (never subclassed here).
class Open00: Item16 {}
class Open01: Item16 {}
class Open02: Item16 {}
class Open03: Item16 {}
class Open04: Item16 {}
class Open05: Item16 {}
class Open06: Item16 {}
class Open07: Item16 {}
class Open08: Item16 {}
class Open09: Item16 {}
class Open10: Item16 {}
class Open11: Item16 {}
class Open12: Item16 {}
class Open13: Item16 {}
class Open14: Item16 {}
class Open15: Item16 {}
