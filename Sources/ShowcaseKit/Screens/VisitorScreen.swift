import TerminalUI

/// The Visitor screen: a table of ``FirstCell`` / ``SecondCell`` / ``ThirdCell`` rows whose
/// heights (1, 2, 3 lines) come from ``HeightVisitor`` and whose colours come from the
/// `Void` ``BackgroundColorSetter`` (built on ``ColorVisitor``) as each row is displayed.
///
/// Heights are asked for every row, on screen or not, so they are computed on a sizing
/// prototype of the row's cell class — never by asking the table for a cell, which is the
/// crash in the seed's `heightForRowAt`.
@MainActor
public final class VisitorScreen: TUIView, ShowcaseScreen, TUITableViewDataSource, TUITableViewDelegate {
    /// "Visitor".
    public let title = "Visitor"
    /// The table.
    public let table = TUITableView()
    /// Describes the selected row.
    public let detail = TUILabel()
    /// The rows' cell classes, in order.
    public let rows: [any VisitableCell.Type]

    private let intro = TUILabel(text: "Visitor: HeightVisitor → 1/2/3 lines, ColorVisitor → black/white/red, BackgroundColorSetter (Void) paints each cell.")
    /// One sizing cell per class, visited for heights.
    private let prototypes: [ObjectIdentifier: any VisitableCell]

    /// The screen with `count` rows cycling through the three cell classes.
    public init(rowCount count: Int = 30) {
        let classes: [any VisitableCell.Type] = [FirstCell.self, SecondCell.self, ThirdCell.self]
        rows = (0..<count).map { classes[$0 % classes.count] }
        var prototypes: [ObjectIdentifier: any VisitableCell] = [:]
        for cellClass in classes {
            prototypes[ObjectIdentifier(cellClass)] = cellClass.init(reuseIdentifier: nil)
        }
        self.prototypes = prototypes
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
    public var initialFocus: TUIView? { table }

    private static func identifier(_ cellClass: any VisitableCell.Type) -> String {
        String(describing: cellClass)
    }

    override public func layoutSubviews() {
        intro.frame = TUIRect(x: 1, y: 0, width: frame.width - 2, height: 2)
        table.frame = TUIRect(x: 1, y: 3, width: frame.width - 2, height: max(0, frame.height - 5))
        detail.frame = TUIRect(x: 1, y: frame.height - 1, width: frame.width - 2, height: 1)
        let row = table.selectedRow ?? 0
        if row < rows.count {
            let prototype = prototypes[ObjectIdentifier(rows[row])]
            let color = prototype?.accept(ColorVisitor()) ?? .default
            detail.text = "Row \(row + 1) of \(rows.count): \(Self.identifier(rows[row])), " +
                "height \(table.height(ofRow: row)), colour \(color) · ↑/↓ PgUp/PgDn scroll"
        }
    }

    // MARK: TUITableViewDataSource

    /// The number of rows.
    public func numberOfRows(in tableView: TUITableView) -> Int { rows.count }

    /// A dequeued cell of the row's class.
    public func tableView(_ tableView: TUITableView, cellForRowAt row: Int) -> TUITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier(rows[row]))
        let height = tableView.height(ofRow: row)
        let color = (cell as? any VisitableCell)?.accept(ColorVisitor()) ?? .default
        cell.text = "\(Self.identifier(rows[row])) · row \(row + 1) · \(height) line\(height == 1 ? "" : "s") · \(color)"
        return cell
    }

    // MARK: TUITableViewDelegate

    /// The row's height from ``HeightVisitor``, visited on the class's sizing prototype.
    public func tableView(_ tableView: TUITableView, heightForRowAt row: Int) -> Int {
        prototypes[ObjectIdentifier(rows[row])]?.accept(HeightVisitor()) ?? 1
    }

    /// Paints the cell with the `Void` ``BackgroundColorSetter``.
    public func tableView(_ tableView: TUITableView, willDisplay cell: TUITableViewCell, forRowAt row: Int) {
        (cell as? any VisitableCell)?.accept(BackgroundColorSetter())
    }
}
