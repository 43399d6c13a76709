#if canImport(UIKit)
    import UIKit
    import PatternKitVisitorMacros

    // One attribute per cell instead of a hand-written `accept`.

    @Visitable(CellVisitor.self, types: CellTypeVisitor.self)
    final class FirstCell: UITableViewCell, VisitableCell {}

    @Visitable(CellVisitor.self, types: CellTypeVisitor.self)
    final class SecondCell: UITableViewCell, VisitableCell {}

    @Visitable(CellVisitor.self, types: CellTypeVisitor.self)
    final class ThirdCell: UITableViewCell, VisitableCell {}
#endif
