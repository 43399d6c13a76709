#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    import PatternKitUIKit
    import UIKit

    /// Issue 12: table and collection view delegate closures beside the app's delegate and
    /// PatternKitVisitors' data source.
    enum TableDelegateScenarios {
        static let heightForRow = #selector(UITableViewDelegate.tableView(_:heightForRowAt:))
        static let row0 = IndexPath(row: 0, section: 0)

        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "VisitorTableDataSource attached before the closures keeps both of its roles: UIKit lays out its heights, a tap reaches the closure; delegate = nil drops its delegate role and the proxy, the next closure comes back alone",
                covers: "issue 12: VisitorTableDataSource"
            ) { e in
                let table = UITableView(frame: .zero, style: .plain)
                table.estimatedRowHeight = 0
                var log: [String] = []
                let source = Self.visitorSource { log.append("source \($0)") }
                source.attach(to: table)
                table.didSelectRow { _, indexPath in log.append("select \(indexPath.row)") }
                e.expect(table.dataSource === source, "the closures never touch the data source")
                e.expect(table.delegate !== source, "the closures' proxy is the delegate")
                e.expect(table.forwardingDelegate === source, "the source behind it")
                e.layOut(table)
                e.expectEqual(
                    table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 88,
                    "UIKit's height of row 1, from the source")
                UserGestures.tapRow(table, at: row0)
                e.expectInOrder(
                    log, ["source 0", "select 0"], "UIKit's willDisplay to the source, then the tap to the closure")
                table.delegate = nil
                e.expect(table.dataSource === source, "delegate = nil leaves the data source")
                e.expect(
                    table.delegate == nil,
                    "and empties the delegate slot: the closures' proxy goes with the source's delegate role")
                table.didSelectRow { _, indexPath in log.append("again \(indexPath.row)") }
                e.expect(table.delegate != nil, "the next closure puts the proxy back")
                e.expect(
                    table.forwardingDelegate == nil, "with nobody behind it: the source's delegate role stays dropped")
                e.expect(table.delegate?.responds(to: heightForRow) == false, "so no height is claimed")
                UserGestures.tapRow(table, at: IndexPath(row: 1, section: 0))
                e.expect(log.last == "again 1", "the closure hears the tap: \(log)")
            },
            Scenario(
                "swipe actions: a closure's answer wins, nil passes to the app's delegate",
                covers: "issue 12: table view"
            ) { e in
                #if os(iOS)
                    let table = UITableView()
                    let delete = UISwipeActionsConfiguration(actions: [
                        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                    ])
                    table.trailingSwipeActions { _, indexPath in indexPath.row == 0 ? delete : nil }
                    // Only a swipe makes UIKit ask: replayed (responds(to:), then the call).
                    e.expect(
                        table.delegate?.tableView?(table, trailingSwipeActionsConfigurationForRowAt: row0) === delete,
                        "the closure's answer")
                    e.expect(
                        table.delegate?.tableView?(
                            table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0)) == nil,
                        "nobody else answers")
                    let leading = #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:))
                    e.expect(
                        table.delegate?.responds(to: leading) == false, "leading actions not claimed: UIKit's default")
                #endif
            },
        ]

        /// A visitor data source over two rows with heights 44 and 88.
        @MainActor
        static func visitorSource(willDisplay: @escaping (Int) -> Void) -> VisitorTableDataSource<Int> {
            VisitorTableDataSource<Int>(
                rows: SectionedRows(rows: [0, 1]),
                cellType: { _ in PlainRowCell.self },
                height: { CGFloat(44 * ($0 + 1)) },
                willDisplay: { _, row in willDisplay(row) }
            )
        }
    }
#endif
