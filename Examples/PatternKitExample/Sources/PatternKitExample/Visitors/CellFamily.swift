#if canImport(UIKit)
    import UIKit
    import PatternKitVisitorMacros

    // The article's visitor family, written with the macros.

    /// Visitors of cells that exist: `visit(_ element: FirstCell)` … for each cell class.
    @Visits(FirstCell.self, SecondCell.self, ThirdCell.self)
    @MainActor
    protocol CellVisitor<Result>: Visitor {
        associatedtype Result
    }

    /// Visitors of cell *classes*: `visit(_ type: FirstCell.Type)` …, so a height or colour is
    /// known before any cell of the class exists.
    @Visits(types: FirstCell.self, SecondCell.self, ThirdCell.self)
    protocol CellTypeVisitor<Result>: Visitor {
        associatedtype Result
    }

    /// The cells of the family, as in the article, with both kinds of `accept`.
    @MainActor
    protocol VisitableCell: UITableViewCell {
        func accept<V: CellVisitor>(_ visitor: V) -> V.Result
        static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result
    }
#endif
