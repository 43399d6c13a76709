#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// Tables laid out in the app's window, so UIKit itself asks heights and cells through the
    /// closures' proxy (issue 18, item 8); selection replays a user's tap (`UserGestures`).
    enum HostedTableScenarios {
        static let row0 = IndexPath(row: 0, section: 0)

        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "table laid out: UIKit asks the app's delegate for row heights through the closures' proxy",
                covers: "issue 18: tables laid out"
            ) { e in
                let (table, source) = measuredTable(rows: 5)
                let app = RecordingTableDelegate()
                table.delegate = app  // before the first closure: it goes behind them
                table.didSelectRow { _, _ in }
                e.expect(table.delegate !== app, "the closures' proxy holds the slot")
                e.expect(table.forwardingDelegate === app, "the app's delegate behind it")
                e.layOut(table)
                e.expect(app.calls.contains("height"), "UIKit asked the app's delegate for heights: \(app.calls)")
                e.expectEqual(table.rectForRow(at: row0).height, 77, "the height UIKit laid row 0 out with")
                e.expect(!source.cellRequests.isEmpty, "UIKit asked the data source for cells")
                e.expect(table.dataSource === source, "the closures never touch the data source")
            },
            Scenario(
                "table laid out without an app delegate: no height is claimed, UIKit keeps rowHeight",
                covers: "issue 18: tables laid out"
            ) { e in
                let (table, _) = measuredTable(rows: 3)
                table.rowHeight = 52
                table.didSelectRow { _, _ in }
                e.layOut(table)
                e.expectEqual(table.rectForRow(at: row0).height, 52, "UIKit's own rowHeight")
            },
            Scenario(
                "table tap: UIKit selects the row; the app's delegate and each closure hear it once; a cancelled token is silent",
                covers: "issue 18: tables laid out"
            ) { e in
                let (table, _) = measuredTable(rows: 5)
                let app = RecordingTableDelegate()
                table.delegate = app
                var log: [String] = []
                table.didSelectRow { _, indexPath in log.append("set \(indexPath.row)") }
                let token = table.addHandler(for: .didSelectRow) { _, indexPath in log.append("added \(indexPath.row)")
                }
                e.layOut(table)
                let selected = UserGestures.tapRow(table, at: IndexPath(row: 3, section: 0))
                e.expectEqual(selected, IndexPath(row: 3, section: 0), "UIKit's selected row")
                e.expectEqual(app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 3"], "the app's delegate")
                e.expectEqual(log, ["set 3", "added 3"], "closures, in registration order")
                token.cancel()
                UserGestures.tapRow(table, at: IndexPath(row: 1, section: 0))
                e.expectEqual(log, ["set 3", "added 3", "set 1"], "the cancelled closure no longer runs")
            },
            Scenario(
                "table tap: the closures decide on the row the app's willSelectRowAt redirected to",
                covers: "issue 18 item 7: redirected selection"
            ) { e in
                let (table, _) = measuredTable(rows: 6)
                let redirecting = SelectionRedirectingDelegate()
                redirecting.answer = IndexPath(row: 4, section: 0)
                table.delegate = redirecting
                var asked: [Int] = []
                table.shouldSelectRow { _, indexPath in
                    asked.append(indexPath.row)
                    return indexPath.row != 4
                }
                e.layOut(table)
                let selected = UserGestures.tapRow(table, at: row0)
                e.expectEqual(asked, [4], "the closure is asked about the row the selection goes to")
                e.expect(
                    selected == nil,
                    "row 4 is refused by the closure, so nothing is selected: got \(String(describing: selected))")
            },
            Scenario(
                async:
                    "table: the app's delegate (the only one sizing rows) freed while the table lives: a reload before the next turn gets UIKit's automatic height, then UIKit asks again and keeps rowHeight",
                covers: "issue 27 item 1: no invented answers for a freed delegate"
            ) { e in
                let (table, _) = measuredTable(rows: 4)
                table.rowHeight = 52
                weak var gone: RecordingTableDelegate?
                autoreleasepool {
                    let app = RecordingTableDelegate()
                    gone = app
                    table.delegate = app  // before the first closure: it goes behind them
                    table.didSelectRow { _, _ in }
                    e.layOut(table)
                    e.expectEqual(table.rectForRow(at: row0).height, 77, "the app's height while it lives")
                }
                e.expect(gone == nil, "the proxy does not keep the app's delegate")
                let heightSelector = #selector(UITableViewDelegate.tableView(_:heightForRowAt:))
                // UIKit cached that its delegate answers heights; a reload now asks the proxy.
                table.reloadData()
                table.layoutIfNeeded()
                let height = table.rectForRow(at: row0).height
                e.expect(height > 0 && height != 77, "UIKit's automatic height, not 0, not the freed one: \(height)")
                try? await Task.sleep(nanoseconds: 50_000_000)  // the main queue's next turns
                e.expect(table.delegate?.responds(to: heightSelector) == false, "heights no longer claimed")
                table.reloadData()
                table.layoutIfNeeded()
                e.expectEqual(table.rectForRow(at: row0).height, 52, "UIKit's own rowHeight, as without a delegate")
            },
            Scenario(
                "table: the last closure removed gives the delegate slot back to the app's delegate, set before the closure or through forwardingDelegate after it",
                covers: "issue 18 item 7: uninstall"
            ) { e in
                let (table, _) = measuredTable(rows: 3)
                let app = RecordingTableDelegate()
                table.delegate = app
                let token = table.addHandler(for: .didSelectRow) { _, _ in }
                e.expect(table.delegate !== app, "the closures' proxy is the delegate while a closure listens")
                token.cancel()
                e.expect(table.delegate === app, "table.delegate is the app's again")
                e.expect(table.delegate as? RecordingTableDelegate != nil, "`delegate as? AppDelegate` works again")
                e.layOut(table)
                e.expectEqual(table.rectForRow(at: row0).height, 77, "UIKit asks the app's delegate directly")
                let (later, _) = measuredTable(rows: 3)
                let laterToken = later.addHandler(for: .didSelectRow) { _, _ in }
                let laterApp = RecordingTableDelegate()
                later.forwardingDelegate = laterApp
                e.expect(later.delegate !== laterApp, "forwardingDelegate leaves the proxy in the slot")
                e.expect(later.forwardingDelegate === laterApp, "and puts the app's delegate behind it")
                laterToken.cancel()
                e.expect(
                    later.delegate === laterApp,
                    "the last closure gone, the delegate set through forwardingDelegate has the slot")
            },
            Scenario(
                "Rx-style proxy installed before our closure and accessed again after it keeps the slot and the app's delegate: ours goes between them; the app's delegate sizes rows; a tap reaches Rx, closure and app once each",
                covers: "issue 27 items 2-3: RxCocoa before ours"
            ) { e in
                let (table, _) = measuredTable(rows: 5)
                let app = RecordingTableDelegate()
                table.delegate = app
                let rx = RxStyleTableDelegateProxy.install(on: table)
                var closure: [Int] = []
                table.didSelectRow { _, indexPath in closure.append(indexPath.row) }
                RxStyleTableDelegateProxy.install(on: table)  // the next `table.rx.…` access
                e.expect(table.delegate === rx, "Rx's proxy holds the slot, as its author expects")
                e.expect(rx.forwardee !== app && rx.forwardee != nil, "Rx forwards to our proxy")
                e.expect(table.forwardingDelegate === app, "and ours to the app's delegate, which nobody dropped")
                e.layOut(table)
                e.expectEqual(table.rectForRow(at: row0).height, 77, "the app's delegate sizes the rows")
                UserGestures.tapRow(table, at: IndexPath(row: 2, section: 0))
                e.expectEqual(app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 2"], "the app's delegate")
                e.expectEqual(rx.observedSelections, [2], "Rx's observer, once")
                e.expectEqual(closure, [2], "our closure, once")
                e.expect(rx.assertionFailures.isEmpty, "no RxCocoa assertion")
            },
            Scenario(
                "Rx-style proxy installed after our closure and the app's forwardingDelegate, and accessed again: it wraps ours; the app's delegate still sizes rows; a tap reaches app, Rx and closure once each",
                covers: "issue 18 item 3: RxCocoa"
            ) { e in
                let (table, _) = measuredTable(rows: 5)
                var closure: [Int] = []
                table.didSelectRow { _, indexPath in closure.append(indexPath.row) }
                let app = RecordingTableDelegate()
                table.forwardingDelegate = app
                let rx = RxStyleTableDelegateProxy.install(on: table)
                RxStyleTableDelegateProxy.install(on: table)
                e.expect(table.delegate === rx, "Rx's proxy holds the slot, as its author expects")
                e.expect(
                    rx.forwardee !== app && rx.forwardee != nil,
                    "Rx's proxy forwards to ours, not straight to the app's delegate")
                e.expect(
                    table.forwardingDelegate === app, "forwardingDelegate reads the app's delegate through Rx's proxy")
                e.layOut(table)
                e.expectEqual(table.rectForRow(at: row0).height, 77, "the app's delegate sizes the rows")
                UserGestures.tapRow(table, at: IndexPath(row: 1, section: 0))
                e.expectEqual(app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 1"], "the app's delegate")
                e.expectEqual(rx.observedSelections, [1], "Rx's observer")
                e.expectEqual(closure, [1], "our closure")
            },
            Scenario(
                "table: an app's own multicast delegate (a forwarder in the app's image) assigned after the closures replaces the proxy; the next closure is not fooled by it and puts it behind the closures",
                covers: "issue 18 item 7: foreign forwarders"
            ) { e in
                let (table, _) = measuredTable(rows: 5)
                var closure: [Int] = []
                table.didSelectRow { _, indexPath in closure.append(indexPath.row) }
                let first = RecordingTableDelegate()
                let second = RecordingTableDelegate()
                second.rowHeight = 33
                let multicast = MulticastTableDelegate([first, second])
                table.delegate = multicast  // a plain assignment after the closures (not forwardingDelegate)
                e.expect(table.delegate === multicast, "the plain assignment replaced the closures' proxy")
                e.layOut(table)
                e.expectEqual(table.rectForRow(at: row0).height, 77, "heights from the multicast's first member")
                UserGestures.tapRow(table, at: IndexPath(row: 4, section: 0))
                e.expectEqual(closure, [], "the closures are silent until the next registration")
                e.expectEqual(first.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 4"], "the first member")
                var added: [Int] = []
                table.addHandler(for: .didSelectRow) { _, indexPath in added.append(indexPath.row) }
                e.expect(
                    table.delegate !== multicast,
                    "the next registration takes the slot back: a forwarder that knows nothing of PatternKit is not taken for a wrapper"
                )
                e.expect(table.forwardingDelegate === multicast, "the multicast goes behind the closures")
                table.reloadData()
                table.layoutIfNeeded()
                e.expectEqual(table.rectForRow(at: row0).height, 77, "heights still from the multicast's first member")
                UserGestures.tapRow(table, at: IndexPath(row: 2, section: 0))
                e.expectEqual(closure, [2], "the first closure runs again")
                e.expectEqual(added, [2], "and the new one")
                e.expectEqual(
                    first.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 4", "didSelect 2"], "the first member"
                )
                e.expectEqual(
                    second.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 4", "didSelect 2"],
                    "the second member")
            },
            Scenario(
                "table with a VisitorTableDataSource and a closure, laid out: heights from its visitor, willDisplay from UIKit reaches source and closure",
                covers: "issue 12: VisitorTableDataSource"
            ) { e in
                let table = UITableView(frame: .zero, style: .plain)
                table.estimatedRowHeight = 0
                var log: [String] = []
                let source = TableDelegateScenarios.visitorSource { log.append("source \($0)") }
                source.attach(to: table)
                table.willDisplayCell { _, _, indexPath in log.append("closure \(indexPath.row)") }
                e.layOut(table)
                e.expectEqual(table.rectForRow(at: row0).height, 44, "row 0 from the visitor")
                e.expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 88, "row 1 from the visitor")
                e.expectEqual(
                    log, ["source 0", "closure 0", "source 1", "closure 1"],
                    "UIKit's willDisplay, to the source then the closure")
            },
        ]
    }
#endif
