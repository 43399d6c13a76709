import PatternKitVisitors

/// The Visitor screen: a table of ``FirstCell`` / ``SecondCell`` / ``ThirdCell`` rows whose
/// heights (1, 2, 3 lines) come from ``HeightVisitor`` and whose colours come from the
/// `Void` ``BackgroundColorSetter`` (built on ``ColorVisitor``) as each row is displayed.
///
/// Heights are asked for every row, on screen or not, so they come from the row's cell
/// *class* (a type-level `accept`) — never by asking the table for a cell, which is the
/// crash in the Visitor article's `heightForRowAt`. Rows are Visitors' `SectionedRows` of cell classes,
/// registered under `ReuseIdentifiers` made from the classes.
@MainActor
package final class VisitorScreen: TUIView, ShowcaseScreen, TUITableViewDataSource, TUITableViewDelegate {
    /// "Visitor".
    package let title = "Visitor"
    /// The table.
    package let table = TUITableView()
    /// Describes the selected row.
    package let detail = TUILabel()
    /// The rows' cell classes, in order (one section).
    package let rows: SectionedRows<any VisitableCell.Type>

    private let intro = TUILabel(
        text:
            "Visitor: HeightVisitor → 1/2/3 lines, ColorVisitor → black/white/red, BackgroundColorSetter (Void) paints each cell."
    )

    /// The screen with `count` rows cycling through the three cell classes.
    package init(rowCount count: Int = 30) {
        let classes: [any VisitableCell.Type] = [FirstCell.self, SecondCell.self, ThirdCell.self]
        rows = SectionedRows(rows: (0..<count).map { classes[$0 % classes.count] })
        super.init()
        intro.numberOfLines = 2
        for cellClass in classes {
            table.register(cellClass, forCellReuseIdentifier: Self.identifier(cellClass))
        }
        addSubviews(intro, table, detail)
        table.dataSource = self
        table.delegate = self
    }

    /// The table.
    package var initialFocus: TUIView? { table }

    private static func identifier(_ cellClass: any VisitableCell.Type) -> String {
        ReuseIdentifiers.identifier(for: cellClass)
    }

    private func cellClass(at row: Int) -> (any VisitableCell.Type)? {
        rows[section: 0, row: row]
    }

    override package func layoutSubviews() {
        intro.frame = TUIRect(x: 1, y: 0, width: frame.width - 2, height: 2)
        table.frame = TUIRect(x: 1, y: 3, width: frame.width - 2, height: max(0, frame.height - 5))
        detail.frame = TUIRect(x: 1, y: frame.height - 1, width: frame.width - 2, height: 1)
        let row = table.selectedRow ?? 0
        if let cellClass = cellClass(at: row) {
            detail.text =
                "Row \(row + 1) of \(table.numberOfRows): \(cellClass), "
                + "height \(cellClass.accept(HeightVisitor())), colour \(cellClass.accept(ColorVisitor())) · ↑/↓ PgUp/PgDn scroll"
        }
    }

    // MARK: TUITableViewDataSource

    /// The number of rows.
    package func numberOfRows(in tableView: TUITableView) -> Int { rows.numberOfRows(inSection: 0) }

    /// A dequeued cell of the row's class.
    package func tableView(_ tableView: TUITableView, cellForRowAt row: Int) -> TUITableViewCell {
        guard let cellClass = cellClass(at: row) else { return TUITableViewCell(reuseIdentifier: nil) }
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier(cellClass))
        let height = cellClass.accept(HeightVisitor())
        cell.text =
            "\(cellClass) · row \(row + 1) · \(height) line\(height == 1 ? "" : "s") · \(cellClass.accept(ColorVisitor()))"
        return cell
    }

    // MARK: TUITableViewDelegate

    /// The row's height from ``HeightVisitor``, visited on the row's cell class.
    package func tableView(_ tableView: TUITableView, heightForRowAt row: Int) -> Int {
        cellClass(at: row)?.accept(HeightVisitor()) ?? 1
    }

    /// Paints the cell with the `Void` ``BackgroundColorSetter``.
    package func tableView(_ tableView: TUITableView, willDisplay cell: TUITableViewCell, forRowAt row: Int) {
        (cell as? any VisitableCell)?.accept(BackgroundColorSetter())
    }
}
