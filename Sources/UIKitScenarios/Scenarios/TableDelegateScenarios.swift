#if canImport(UIKit) && !os(watchOS)
import PatternKitHandlers
import PatternKitUIKit
import UIKit

/// Issue 12: table and collection view delegate closures beside the app's delegate and
/// PatternKitVisitorsUIKit's data source.
enum TableDelegateScenarios {
    static let heightForRow = #selector(UITableViewDelegate.tableView(_:heightForRowAt:))
    static let row0 = IndexPath(row: 0, section: 0)

    @MainActor
    static let all: [Scenario] = [
        Scenario("a table's row heights stay with the app's delegate and are never claimed without it", covers: "issue 12: table view") { e in
            let table = UITableView()
            table.didSelectRow { _, _ in }
            e.expect(table.delegate?.responds(to: heightForRow) == false, "no height method claimed: UIKit keeps rowHeight")
            let appDelegate = RecordingTableDelegate()
            table.delegate = appDelegate
            e.expect(table.forwardingDelegate === appDelegate, "the app's delegate goes behind the closures")
            e.expect(table.delegate?.responds(to: heightForRow) == true, "the app's height method is claimed")
            e.expectEqual(table.delegate?.tableView?(table, heightForRowAt: row0), 77, "and answered by it")
        },
        Scenario("selection reaches the app's delegate and every closure; tokens remove one", covers: "issue 12: table view") { e in
            let table = UITableView()
            let appDelegate = RecordingTableDelegate()
            table.delegate = appDelegate
            var log: [String] = []
            table.didSelectRow { _, indexPath in log.append("set \(indexPath.row)") }
            let token = table.addDelegateHandler(for: .didSelect) { _, indexPath in log.append("added \(indexPath.row)") }
            table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 3, section: 0))
            e.expectEqual(appDelegate.calls, ["didSelect 3"], "the app's delegate set before the closures")
            e.expectEqual(log, ["set 3", "added 3"], "closures")
            token.cancel()
            table.removeDelegateHandlers(for: .didSelect)
            table.delegate?.tableView?(table, didSelectRowAt: row0)
            e.expectEqual(log.count, 2, "no closure left")
            e.expectEqual(appDelegate.calls.count, 2, "the app's delegate still called")
        },
        Scenario("a closure refuses a selection; the app's delegate may redirect it first", covers: "issue 12: table view") { e in
            let table = UITableView()
            table.shouldSelectRow { _, indexPath in indexPath.row != 1 }
            e.expect(table.delegate?.tableView?(table, willSelectRowAt: IndexPath(row: 1, section: 0)) == nil, "refused")
            e.expectEqual(table.delegate?.tableView?(table, willSelectRowAt: row0), row0, "allowed")
            let redirecting = SelectionRedirectingDelegate()
            redirecting.answer = IndexPath(row: 4, section: 0)
            table.delegate = redirecting
            e.expectEqual(table.delegate?.tableView?(table, willSelectRowAt: row0), IndexPath(row: 4, section: 0), "redirected")
            redirecting.answer = nil
            e.expect(table.delegate?.tableView?(table, willSelectRowAt: row0) == nil, "the app's delegate refused")
        },
        Scenario("VisitorTableDataSource attached after the closures keeps both of its roles", covers: "issue 12: VisitorTableDataSource") { e in
            let table = UITableView()
            var log: [String] = []
            table.willDisplayCell { _, _, indexPath in log.append("closure \(indexPath.row)") }
            let source = Self.visitorSource { log.append("source \($0)") }
            source.attach(to: table)
            e.expect(table.dataSource === source, "the data source is the visitor source")
            e.expect(table.forwardingDelegate === source, "its delegate role sits behind the closures")
            e.expectEqual(table.dataSource?.tableView(table, numberOfRowsInSection: 0), 2, "rows from the source")
            e.expectEqual(table.delegate?.tableView?(table, heightForRowAt: row0), 44, "heights from the source's visitor")
            table.delegate?.tableView?(table, willDisplay: PlainRowCell(), forRowAt: row0)
            e.expectEqual(log, ["source 0", "closure 0"], "willDisplay reaches the source, then the closure")
        },
        Scenario("VisitorTableDataSource attached before the closures keeps both of its roles", covers: "issue 12: VisitorTableDataSource") { e in
            let table = UITableView()
            var log: [String] = []
            let source = Self.visitorSource { log.append("source \($0)") }
            source.attach(to: table)
            table.didSelectRow { _, indexPath in log.append("select \(indexPath.row)") }
            e.expect(table.dataSource === source, "the closures never touch the data source")
            e.expect(table.delegate !== source, "the closures' proxy is the delegate")
            e.expect(table.forwardingDelegate === source, "the source behind it")
            e.expectEqual(table.delegate?.tableView?(table, heightForRowAt: IndexPath(row: 1, section: 0)), 88, "heights still from the source")
            table.delegate?.tableView?(table, willDisplay: PlainRowCell(), forRowAt: row0)
            table.delegate?.tableView?(table, didSelectRowAt: row0)
            e.expectEqual(log, ["source 0", "select 0"], "the source's willDisplay and the closure")
            table.delegate = nil
            e.expect(table.dataSource === source, "delegate = nil leaves the data source")
            e.expect(table.delegate?.responds(to: heightForRow) == false, "and only removes the source's delegate role")
        },
        Scenario("a table delegate that has gone: its methods are no longer claimed, cached calls are absorbed", covers: "issue 12: table view") { e in
            let table = UITableView()
            table.didHighlightRow { _, _ in }
            weak var gone: RecordingTableDelegate?
            do {
                let appDelegate = RecordingTableDelegate()
                gone = appDelegate
                table.delegate = appDelegate
                e.expect(table.delegate?.responds(to: heightForRow) == true, "claimed for the app's delegate")
            }
            e.expect(gone == nil, "the proxy does not keep the app's delegate")
            e.expect(table.delegate?.responds(to: heightForRow) == false, "no longer claimed")
            let didSelect = #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))
            (table.delegate as? NSObject)?.perform(didSelect, with: table, with: row0)
            e.expect(table.delegate != nil, "a call UIKit cached is absorbed, not a crash")
        },
        Scenario("swipe actions: a closure's answer wins, nil passes to the app's delegate", covers: "issue 12: table view") { e in
            #if os(iOS)
            let table = UITableView()
            let delete = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
            table.trailingSwipeActions { _, indexPath in indexPath.row == 0 ? delete : nil }
            e.expect(table.delegate?.tableView?(table, trailingSwipeActionsConfigurationForRowAt: row0) === delete, "the closure's answer")
            e.expect(table.delegate?.tableView?(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 1, section: 0)) == nil, "nobody else answers")
            let leading = #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:))
            e.expect(table.delegate?.responds(to: leading) == false, "leading actions not claimed: UIKit's default")
            #endif
        },
        Scenario("a collection view's layout sizes reach the app's delegate; selection reaches both", covers: "issue 12: collection view") { e in
            let layout = UICollectionViewFlowLayout()
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            let appDelegate = RecordingCollectionDelegate()
            grid.delegate = appDelegate
            var log: [String] = []
            grid.didSelectItem { _, indexPath in log.append("closure \(indexPath.item)") }
            grid.didScroll { _ in log.append("scroll") }
            let size = #selector(UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
            e.expect(grid.delegate?.responds(to: size) == true, "sizeForItemAt still answered")
            let flowDelegate = grid.delegate as? UICollectionViewDelegateFlowLayout
            e.expectEqual(flowDelegate?.collectionView?(grid, layout: layout, sizeForItemAt: row0), CGSize(width: 40, height: 40), "by the app")
            grid.delegate?.collectionView?(grid, didSelectItemAt: IndexPath(item: 5, section: 0))
            grid.delegate?.scrollViewDidScroll?(grid)
            e.expectEqual(appDelegate.calls, ["size", "didSelect 5"], "the app's delegate")
            e.expectEqual(log, ["closure 5", "scroll"], "closures")
            grid.shouldSelectItem { _, indexPath in indexPath.item > 0 }
            e.expectEqual(grid.delegate?.collectionView?(grid, shouldSelectItemAt: row0), false, "refused by the closure")
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
