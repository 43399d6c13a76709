#if canImport(UIKit)
    import PatternKitUIKit
    import UIKit
    import PatternKitVisitorMacros

    /// The article's table, without `cellForRow(at:)`: heights come from each row's cell class,
    /// colours are set by the `Void` visitor as cells appear.
    final class CellsViewController: UITableViewController {
        private let source = VisitorTableDataSource<any VisitableCell.Type>(
            rows: SectionedRows(rows: [FirstCell.self, SecondCell.self, ThirdCell.self, FirstCell.self]),
            cellType: { $0 },
            height: { $0.accept(HeightVisitor()) },
            willDisplay: { cell, _ in (cell as? any VisitableCell)?.accept(BackgroundColorSetter()) }
        )

        override func viewDidLoad() {
            super.viewDidLoad()
            source.attach(to: tableView)
        }

        /// Heights for rows far off screen are known too: no cell is involved.
        func heightOfLastRow() -> CGFloat {
            let last = IndexPath(row: source.rows.numberOfRows(inSection: 0) - 1, section: 0)
            return source.height(forRowAt: last, in: tableView)
        }
    }
#endif
