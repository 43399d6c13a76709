// The orders of the DocC "Orders" table that involve RxCocoa, played against the REAL RxCocoa
// (issue 39). They compile only where the example app depends on RxSwift's package: on a Mac
// when PATTERNKIT_RXSWIFT=github (the Apple workflow resolves https://github.com/ReactiveX/RxSwift),
// here when .ci/rxcocoa-check points PATTERNKIT_RXSWIFT at a fetched copy and links the app.
#if canImport(RxCocoa) && os(iOS)
    import PatternKitUIKit
    import RxCocoa
    import RxSwift
    import UIKit

    /// PatternKit's closures beside RxCocoa's own delegate proxies and control targets.
    ///
    /// UIKit lays the tables out and asks their heights itself; a tap on a row and a spin of a
    /// picker are replays (`UserGestures`: UIKit sends selections only for a touch), so what they
    /// show is who hears a selection once UIKit sends it, not that UIKit sends it. The orders
    /// that make RxCocoa assert in a debug build (`rx.setDelegate` after the closures, a disposed
    /// `setDelegate` while ours sits between) are left to the Linux model: they trap by
    /// RxCocoa's design.
    enum RxCocoaScenarios {
        static let row1 = IndexPath(row: 1, section: 0)
        static let row2 = IndexPath(row: 2, section: 0)

        @MainActor
        static var all: [Scenario] {
            [
                rxClosuresRxAgain, rxThenLastClosureRemoved, closuresThenRx, closuresRxThenLastDecisionRemoved,
                closuresRxThenForwardingDelegate, setDelegateThenClosures, pickerBesideItemTitles,
                textFieldBesideRxText,
            ]
        }

        /// Whether `object` is RxCocoa's table delegate proxy.
        static func isRxProxy(_ object: AnyObject?) -> Bool {
            object is RxTableViewDelegateProxy
        }

        /// The rows each party heard selected.
        @MainActor
        final class Heard {
            var rx: [Int] = []
            var closure: [Int] = []

            /// Subscribes to `table.rx.itemSelected`, keeping the subscription in `bag`.
            func observeRx(_ table: UITableView, in bag: DisposeBag) {
                table.rx.itemSelected.subscribe(onNext: { [unowned self] in rx.append($0.row) }).disposed(by: bag)
            }

            /// Registers a `didSelectRow` closure on `table`.
            @discardableResult
            func addClosure(_ table: UITableView) -> HandlerToken {
                table.addHandler(for: .didSelectRow) { [unowned self] _, indexPath in closure.append(indexPath.row) }
            }
        }

        /// Lays `table` out, taps `row2` and expects Rx's observer, the closure and `app` (when
        /// given; it sizes rows at 77 points) to hear it once each.
        @MainActor
        static func expectOneCallEach(
            _ e: inout Expectations, _ table: UITableView, _ heard: Heard, app: RecordingTableDelegate?,
            line: Int = #line
        ) {
            e.layOut(table)
            if app != nil {
                e.expectEqual(
                    table.rectForRow(at: row1).height, 77, "UIKit asked your delegate for heights", line: line)
            }
            UserGestures.tapRow(table, at: row2)
            e.expectEqual(heard.rx, [2], "Rx's observer, once", line: line)
            e.expectEqual(heard.closure, [2], "the closure, once", line: line)
            if let app {
                e.expectEqual(
                    app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 2"], "your delegate, once", line: line)
            }
        }

        @MainActor
        static let rxClosuresRxAgain = Scenario(
            "real RxCocoa: your delegate, rx.itemSelected, a closure, rx.itemDeselected: Rx keeps the slot, ours behind it, yours behind ours; your heights; one call each",
            covers: "issue 39 orders table: Rx, closures, Rx again"
        ) { e in
            let bag = DisposeBag()
            let (table, _) = measuredTable(rows: 5)
            let app = RecordingTableDelegate()
            table.delegate = app
            let heard = Heard()
            heard.observeRx(table, in: bag)
            heard.addClosure(table)
            table.rx.itemDeselected.subscribe(onNext: { _ in }).disposed(by: bag)
            e.expect(isRxProxy(table.delegate), "RxCocoa's proxy keeps the slot")
            expectOneCallEach(&e, table, heard, app: app)
        }

        @MainActor
        static let rxThenLastClosureRemoved = Scenario(
            "real RxCocoa: your delegate, rx.itemSelected, a closure, then the closure removed: Rx forwards to your delegate again",
            covers: "issue 39 orders table: Rx before, then the last closure removed"
        ) { e in
            let bag = DisposeBag()
            let (table, _) = measuredTable(rows: 5)
            let app = RecordingTableDelegate()
            table.delegate = app
            let heard = Heard()
            heard.observeRx(table, in: bag)
            heard.addClosure(table).cancel()
            e.expect(
                RxTableViewDelegateProxy.proxy(for: table).forwardToDelegate() === app,
                "Rx forwards to your delegate again")
            e.layOut(table)
            e.expectEqual(table.rectForRow(at: row1).height, 77, "your heights")
            UserGestures.tapRow(table, at: row2)
            e.expectEqual(heard.rx, [2], "Rx's observer, once")
            e.expectEqual(heard.closure, [], "the removed closure is silent")
            e.expectEqual(app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 2"], "your delegate, once")
        }

        @MainActor
        static let closuresThenRx = Scenario(
            "real RxCocoa: a closure, then rx.itemSelected: Rx wraps ours; one call each, also after a later registration",
            covers: "issue 39 orders table: closures, then Rx"
        ) { e in
            let bag = DisposeBag()
            let (table, _) = measuredTable(rows: 5)
            let heard = Heard()
            heard.addClosure(table)
            heard.observeRx(table, in: bag)
            e.expect(isRxProxy(table.delegate), "Rx's proxy took the slot, ours behind it")
            table.addHandler(for: .shouldHighlightRow) { _, _ in true }  // a later registration
            e.expect(isRxProxy(table.delegate), "a later registration leaves Rx in the slot")
            expectOneCallEach(&e, table, heard, app: nil)
        }

        @MainActor
        static let closuresRxThenLastDecisionRemoved = Scenario(
            "real RxCocoa: a shouldSelectRow closure, rx.itemSelected, then the closure cancelled: no selection method stays claimed, rows stay selectable",
            covers: "issue 39 item 1: behind RxCocoa, the last closure leaves UIKit stale"
        ) { e in
            let bag = DisposeBag()
            let (table, _) = measuredTable(rows: 5)
            let heard = Heard()
            let token = table.addHandler(for: .shouldSelectRow) { _, _ in false }
            heard.observeRx(table, in: bag)
            e.layOut(table)
            e.expectEqual(UserGestures.tapRow(table, at: row1), nil, "the closure refuses the row")
            token.cancel()
            let willSelect = #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))
            e.expect(
                table.delegate?.responds(to: willSelect) == false,
                "RxCocoa's proxy no longer claims willSelectRowAt (it asks its forwardee, ours, which gave it up)")
            e.expectEqual(UserGestures.tapRow(table, at: row2), row2, "the row is selected")
            e.expectEqual(heard.rx, [2], "Rx's observer hears the selection")
        }

        @MainActor
        static let closuresRxThenForwardingDelegate = Scenario(
            "real RxCocoa: a closure, rx.itemSelected, then forwardingDelegate = app: your heights; one call each",
            covers: "issue 39 orders table: closures, Rx, then forwardingDelegate"
        ) { e in
            let bag = DisposeBag()
            let (table, _) = measuredTable(rows: 5)
            let heard = Heard()
            heard.addClosure(table)
            heard.observeRx(table, in: bag)
            let app = RecordingTableDelegate()
            table.forwardingDelegate = app
            _ = table.rx.itemDeselected  // a later `table.rx.…` access
            e.expect(isRxProxy(table.delegate), "Rx keeps the slot")
            expectOneCallEach(&e, table, heard, app: app)
        }

        @MainActor
        static let setDelegateThenClosures = Scenario(
            "real RxCocoa: rx.setDelegate(app), then a closure: Rx keeps the slot, ours goes between Rx and you",
            covers: "issue 39 orders table: rx.setDelegate(self), then closures"
        ) { e in
            let bag = DisposeBag()
            let (table, _) = measuredTable(rows: 5)
            let app = RecordingTableDelegate()
            table.rx.setDelegate(app).disposed(by: bag)
            let heard = Heard()
            heard.observeRx(table, in: bag)
            heard.addClosure(table)
            e.expect(isRxProxy(table.delegate), "Rx keeps the slot")
            e.expect(table.forwardingDelegate === app, "your delegate behind ours")
            expectOneCallEach(&e, table, heard, app: app)
        }

        @MainActor
        static let pickerBesideItemTitles = Scenario(
            "real RxCocoa: rx.itemTitles, then a row-count closure and a selection closure: Rx's rows stay (the data source closure is refused, said once), the selection closure hears a spin",
            covers: "issue 39 item 2: picker data source closures behind RxCocoa's data source proxy"
        ) { e in
            let bag = DisposeBag()
            let picker = UIPickerView()
            Observable.just(["S", "M", "L"]).bind(to: picker.rx.itemTitles) { _, size in size }.disposed(by: bag)
            var rx: [Int] = []
            picker.rx.itemSelected.subscribe(onNext: { rx.append($0.row) }).disposed(by: bag)
            let dataSource = picker.dataSource
            var selected: [Int] = []
            picker.numberOfRowsInComponent { _, _ in 99 }
            picker.didSelectRow { _, row, _ in selected.append(row) }
            e.expect(picker.dataSource === dataSource, "RxCocoa's data source proxy keeps its slot")
            e.layOut(picker, frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            e.expectEqual(picker.numberOfRows(inComponent: 0), 3, "UIKit's rows, from Rx")
            UserGestures.spin(picker, to: 1, inComponent: 0)
            e.expectEqual(rx, [1], "Rx's observer, once")
            e.expectEqual(selected, [1], "the selection closure, once")
        }

        @MainActor
        static let textFieldBesideRxText = Scenario(
            "real RxCocoa: rx.text and on(.editingChanged) on one field: UIKit delivers the event to both targets",
            covers: "issue 39: control closures beside RxCocoa's control targets"
        ) { e in
            let bag = DisposeBag()
            let field = UITextField()
            var rx: [String] = []
            var closure: [String] = []
            field.rx.text.orEmpty.skip(1).subscribe(onNext: { rx.append($0) }).disposed(by: bag)
            field.on(.editingChanged) { field in closure.append(field.text ?? "") }
            e.layOut(field, frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            field.text = "ab"
            field.sendActions(for: .editingChanged)
            e.expectEqual(rx, ["ab"], "Rx's observer, once")
            e.expectEqual(closure, ["ab"], "the closure, once")
        }
    }
#endif
