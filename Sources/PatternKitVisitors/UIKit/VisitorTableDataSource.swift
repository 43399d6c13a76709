#if canImport(UIKit)
    import PatternKitTextEditing
    public import UIKit

    /// A table view data source and delegate that asks visitors about each row's *model or
    /// element type* — never about an on-screen cell.
    ///
    /// The Visitor article asked `tableView.cellForRow(at:)` for the cell inside `heightForRowAt`; that cell
    /// is `nil` for every row not yet on screen, so the forced cast crashed. Here heights come
    /// from the row itself, for example through a type-level visitor:
    ///
    /// ```swift
    /// let source = VisitorTableDataSource<any VisitableCell.Type>(
    ///     rows: SectionedRows(rows: [FirstCell.self, SecondCell.self, ThirdCell.self]),
    ///     cellType: { $0 },
    ///     height: { $0.accept(HeightVisitor()) },
    ///     willDisplay: { cell, _ in (cell as? any VisitableCell)?.accept(BackgroundColorSetter()) }
    /// )
    /// source.attach(to: tableView)
    /// ```
    ///
    /// Each cell class is registered the first time a row needs it, under an identifier made
    /// from the class (see `ReuseIdentifiers`). A position that no longer exists
    /// (a stale index path) gets an empty cell and the table's default height, never a trap.
    ///
    /// If your view controller stays the table's delegate, call ``height(forRowAt:in:)`` and
    /// ``row(at:)`` from its own methods instead of calling ``attach(to:)``.
    @MainActor
    public final class VisitorTableDataSource<Row>: NSObject, UITableViewDataSource, UITableViewDelegate {
        /// The rows; call `reloadData()` on the table after changing them.
        public var rows: SectionedRows<Row>

        private let cellType: (Row) -> UITableViewCell.Type
        private let height: ((Row) -> CGFloat)?
        private let configure: (UITableViewCell, Row) -> Void
        private let willDisplay: ((UITableViewCell, Row) -> Void)?
        private var registrar = CellRegistrar<UITableView>()

        /// Creates a data source.
        ///
        /// - Parameters:
        ///   - rows: the rows, by section.
        ///   - cellType: the cell class that displays a row.
        ///   - height: the row's height, computed from the row (by a visitor, typically); `nil`
        ///     leaves heights to the table (`rowHeight`, Auto Layout).
        ///   - configure: fills a dequeued cell with its row.
        ///   - willDisplay: runs just before a cell appears; the place UIKit recommends for
        ///     background colours.
        public init(
            rows: SectionedRows<Row>,
            cellType: @escaping (Row) -> UITableViewCell.Type,
            height: ((Row) -> CGFloat)? = nil,
            configure: @escaping (UITableViewCell, Row) -> Void = { _, _ in },
            willDisplay: ((UITableViewCell, Row) -> Void)? = nil
        ) {
            self.rows = rows
            self.cellType = cellType
            self.height = height
            self.configure = configure
            self.willDisplay = willDisplay
        }

        /// Makes this object the table's data source and delegate, and reloads it. When
        /// PatternKit's closures (`didSelectRow { }`) or RxCocoa's proxy hold the table's
        /// `delegate`, this object goes behind them instead of replacing them: both keep working.
        public func attach(to tableView: UITableView) {
            tableView.dataSource = self
            // Behind PatternKit's closures or RxCocoa's proxy when one holds the slot, so they
            // keep working; the view's delegate otherwise.
            ForwardingProxyAPI.place(self, occupant: tableView.delegate) { object in
                tableView.delegate = object.map { unsafeBitCast($0, to: (any UITableViewDelegate).self) }
            }
            tableView.reloadData()
        }

        /// The row at `indexPath`, or `nil` when it does not exist.
        public func row(at indexPath: IndexPath) -> Row? {
            rows[section: indexPath.section, row: indexPath.row]
        }

        /// The height of the row at `indexPath`, from the row alone: the `height` closure's
        /// answer, or the table's `rowHeight` without one or for a position that does not exist.
        public func height(forRowAt indexPath: IndexPath, in tableView: UITableView) -> CGFloat {
            guard let height, let row = row(at: indexPath) else { return tableView.rowHeight }
            return height(row)
        }

        // MARK: UITableViewDataSource

        /// The number of sections in ``rows``.
        public func numberOfSections(in tableView: UITableView) -> Int {
            rows.numberOfSections
        }

        /// The number of rows in `section`.
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            rows.numberOfRows(inSection: section)
        }

        /// Dequeues the row's cell class (registering it on first use) and configures it.
        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard let row = row(at: indexPath) else { return UITableViewCell() }
            let type = cellType(row)
            let identifier = registrar.identifier(for: type, in: tableView) {
                tableView.register(type, forCellReuseIdentifier: $0)
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            configure(cell, row)
            return cell
        }

        // MARK: UITableViewDelegate

        /// The row's height, from ``height(forRowAt:in:)``.
        public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            height(forRowAt: indexPath, in: tableView)
        }

        /// Runs `willDisplay` for the row being shown.
        public func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            guard let willDisplay, let row = row(at: indexPath) else { return }
            willDisplay(cell, row)
        }
    }
#endif
