import Foundation
import PatternKitHandlers
import PatternKitUIKit
import Testing

/// The core's install / forward / give-back decisions run against every order in which an app,
/// RxCocoa and the closures touch a table's delegate slot, in the executable model of UIKit's
/// delegate contract (``ModelTableView``) and of RxCocoa's proxy (``ModelRxProxy``). Each test
/// is a row of the "Orders" table in the "Delegates as closures" article.
@MainActor
@Suite("Delegate slot orders, in the model of UIKit and RxCocoa")
struct DelegateOrderTests {
    /// A table with a `didSelectRow` closure counting its calls.
    final class Counter {
        var value = 0
    }

    func addSelectClosure(_ table: ModelTableView, _ counter: Counter) {
        ModelPatternKitProxy.proxy(on: table).handlers.set(.didSelectRow) { _, _ in counter.value += 1 }
    }

    @Test("app delegate before the closures: it keeps heights and selection, the closure runs too")
    func delegateBefore() throws {
        let table = ModelTableView()
        let app = ModelAppDelegate()
        table.delegate = app
        let closure = Counter()
        addSelectClosure(table, closure)
        try table.reloadData()
        try table.tapRow(1)
        #expect(table.heights == [60, 60, 60])
        #expect(app.count(TableSelector.didSelectRow) == 1)
        #expect(closure.value == 1)
    }

    @Test("app delegate after, through forwardingDelegate: UIKit asks again, heights are the app's")
    func delegateAfterThroughForwardingDelegate() throws {
        let table = ModelTableView()
        let closure = Counter()
        addSelectClosure(table, closure)
        let app = ModelAppDelegate()
        let proxy = ModelPatternKitProxy.proxy(on: table)
        proxy.forwardingDelegate = app
        try table.reloadData()
        try table.tapRow(0)
        #expect(table.heights == [60, 60, 60])
        #expect(app.count(TableSelector.didSelectRow) == 1)
        #expect(closure.value == 1)
        #expect(proxy.forwardingDelegate === app)
    }

    @Test("app delegate after, by a plain delegate = x: the next registration reports it and repairs")
    func plainReplacementIsRepairedAtNextRegistration() throws {
        let table = ModelTableView()
        let closure = Counter()
        addSelectClosure(table, closure)
        let app = ModelAppDelegate()
        table.delegate = app
        try table.tapRow(0)
        #expect(closure.value == 0)  // replaced: UIKit talks to the app's delegate only
        let proxy = ModelPatternKitProxy.proxy(on: table)
        proxy.handlers.set(.didScroll) { _, _ in }
        #expect(proxy.diagnostics.count == 1)
        try table.tapRow(0)
        #expect(closure.value == 1)
        #expect(app.count(TableSelector.didSelectRow) == 2)
    }

    @Test("app delegate after, by a plain delegate = x, then forwardingDelegate = x: repaired at once")
    func plainReplacementThenForwardingDelegate() throws {
        let table = ModelTableView()
        let closure = Counter()
        addSelectClosure(table, closure)
        let app = ModelAppDelegate()
        table.delegate = app
        let proxy = ModelPatternKitProxy.proxy(on: table)
        proxy.forwardingDelegate = app
        try table.tapRow(0)
        #expect(table.delegate === proxy)
        #expect(closure.value == 1)
        #expect(app.count(TableSelector.didSelectRow) == 1)
    }

    @Test("no app delegate: heights are not claimed, the table keeps its own")
    func noDelegate() throws {
        let table = ModelTableView()
        table.rowHeight = 44
        let closure = Counter()
        addSelectClosure(table, closure)
        try table.reloadData()
        try table.tapRow(2)
        #expect(table.heights == [44, 44, 44])
        #expect(closure.value == 1)
    }

    @Test("app delegate freed while the view lives: UIKit asks again and uses its own heights, closures go on")
    func delegateFreed() throws {
        let table = ModelTableView()
        var app: ModelAppDelegate? = ModelAppDelegate()
        table.delegate = app
        let closure = Counter()
        addSelectClosure(table, closure)
        try table.reloadData()
        #expect(table.heights == [60, 60, 60])
        let assignments = table.assignments
        app = nil
        ModelMainQueue.drain()
        #expect(table.assignments > assignments)
        #expect(!table.cachedResponds.contains(TableSelector.heightForRow))
        try table.reloadData()
        try table.tapRow(0)
        #expect(
            table.heights == [
                ModelTableView.automaticDimension, ModelTableView.automaticDimension,
                ModelTableView.automaticDimension,
            ])
        #expect(closure.value == 1)
        #expect(ModelPatternKitProxy.proxy(on: table).absorbed.isEmpty)
    }

    @Test("app delegate freed, a reload before the next turn of the main queue: UIKit's default height, never 0")
    func delegateFreedCallOnItsWay() throws {
        let table = ModelTableView()
        var app: ModelAppDelegate? = ModelAppDelegate()
        table.delegate = app
        addSelectClosure(table, Counter())
        app = nil
        try table.reloadData()
        #expect(table.heights.allSatisfy { $0 == ModelTableView.automaticDimension })
        #expect(ModelPatternKitProxy.proxy(on: table).absorbed.count == 3)
        ModelMainQueue.drain()
        #expect(!table.cachedResponds.contains(TableSelector.heightForRow))
    }

    @Test("the last closure removed: the slot goes back to the app's delegate")
    func slotGivenBack() throws {
        let table = ModelTableView()
        let app = ModelAppDelegate()
        table.delegate = app
        let proxy = ModelPatternKitProxy.proxy(on: table)
        let token = proxy.handlers.add(.didSelectRow) { _, _ in }
        #expect(table.delegate === proxy)
        token.cancel()
        #expect(table.delegate === app)
    }

    @Test("Rx before the closures, then used again: Rx, the closures and the app's delegate each get a tap once")
    func rxBefore() throws {
        let table = ModelTableView()
        let app = ModelAppDelegate()
        table.delegate = app
        let rx = ModelRxProxy.proxy(for: table)
        rx.observe(TableSelector.didSelectRow)
        let closure = Counter()
        addSelectClosure(table, closure)
        _ = ModelRxProxy.proxy(for: table)
        rx.observe(TableSelector.didSelectRow)
        try table.tapRow(0)
        try table.reloadData()
        #expect(table.delegate === rx)
        #expect(rx.events(TableSelector.didSelectRow) == 1)
        #expect(closure.value == 1)
        #expect(app.count(TableSelector.didSelectRow) == 1)
        #expect(table.heights == [60, 60, 60])
        #expect(rx.assertionFailures.isEmpty)
    }

    @Test("Rx before the closures, the last closure removed: Rx gets the app's delegate back")
    func rxBeforeGivenBack() throws {
        let table = ModelTableView()
        let app = ModelAppDelegate()
        table.delegate = app
        let rx = ModelRxProxy.proxy(for: table)
        rx.observe(TableSelector.didSelectRow)
        let token = ModelPatternKitProxy.proxy(on: table).handlers.add(.didSelectRow) { _, _ in }
        token.cancel()
        try table.tapRow(0)
        #expect(rx.forwardToDelegate === app)
        #expect(rx.events(TableSelector.didSelectRow) == 1)
        #expect(app.count(TableSelector.didSelectRow) == 1)
    }

    @Test("Rx after a shouldSelectRow closure, the token cancelled: UIKit asks again, rows stay selectable")
    func rxAfterLastClosureCancelled() throws {
        // Issue 39, defect 1: the table cached `willSelectRowAt` while our closure answered it;
        // Rx forwards it only to a forwardee that responds, so a stale cache selects nothing.
        let table = ModelTableView()
        let app = ModelAppDelegate()
        table.delegate = app
        let token = ModelPatternKitProxy.proxy(on: table).handlers.add(.shouldSelectRow) { _, _ in true }
        let rx = ModelRxProxy.proxy(for: table)
        rx.observe(TableSelector.didSelectRow)
        #expect(table.cachedResponds.contains(TableSelector.willSelectRow))
        token.cancel()
        #expect(!table.cachedResponds.contains(TableSelector.willSelectRow), "UIKit was made to ask again")
        #expect(rx.forwardToDelegate === app, "Rx forwards to the app's delegate again")
        try table.tapRow(1)
        #expect(table.selectedRows == [1])
        #expect(app.count(TableSelector.didSelectRow) == 1)
    }

    @Test(
        "Rx holding its forwardee strongly (rx.items): ours goes behind it and keeps it alive, then gives it back retained"
    )
    func rxRetainedForwardee() throws {
        // Issue 39, defect 2: `_setForwardToDelegate:retainDelegate: NO` dropped the only strong
        // reference to what RxCocoa was given with `retainDelegate: YES`.
        let table = ModelTableView()
        weak var weakSource: ModelAppDelegate?
        let rx: ModelRxProxy
        do {
            let source = ModelAppDelegate()
            weakSource = source
            rx = ModelRxProxy.installRetained(source, on: table)
        }
        #expect(weakSource != nil, "Rx holds it")
        let token = ModelPatternKitProxy.proxy(on: table).handlers.add(.didSelectRow) { _, _ in }
        #expect(weakSource != nil, "ours, behind Rx, keeps it alive")
        try table.tapRow(0)
        #expect(weakSource?.count(TableSelector.didSelectRow) == 1)
        token.cancel()
        #expect(rx.forwardToDelegate === weakSource, "Rx forwards to it again")
        #expect(rx.strongForwardDelegate === weakSource, "and holds it strongly again")
    }

    @Test("a data source family never goes behind RxCocoa's data source proxy: Rx kept, one diagnostic")
    func dataSourceRefusesRx() throws {
        // Issue 39, defect 2: RxCocoa's data source proxies answer their required methods from
        // what their Swift `setForwardToDelegate` recorded; the Objective-C primitive bypasses it.
        let table = ModelTableView()
        let source = ModelAppDelegate()
        let rx = ModelRxProxy.installRetained(source, on: table)
        let proxy = ModelPatternKitProxy.proxy(on: table)
        proxy.goesBehindForwardingProxies = false
        proxy.handlers.add(.didSelectRow) { _, _ in }
        proxy.handlers.add(.didSelectRow) { _, _ in }
        #expect(table.delegate === rx)
        #expect(rx.forwardToDelegate === source, "Rx's data source is untouched")
        #expect(proxy.diagnostics.count == 1, "said once")
    }

    @Test("Rx after the closures: it wraps ours; every tap reaches Rx, the closures and the app's delegate once")
    func rxAfter() throws {
        let table = ModelTableView()
        let app = ModelAppDelegate()
        table.delegate = app
        let closure = Counter()
        addSelectClosure(table, closure)
        let rx = ModelRxProxy.proxy(for: table)
        rx.observe(TableSelector.didSelectRow)
        addSelectClosure(table, closure)  // a later registration leaves Rx in place
        try table.tapRow(0)
        try table.scroll()
        #expect(table.delegate === rx)
        #expect(rx.events(TableSelector.didSelectRow) == 1)
        #expect(closure.value == 1)
        #expect(app.count(TableSelector.didSelectRow) == 1)
    }

    @Test("rx.setDelegate after the closures: RxCocoa's own assertion; forwardingDelegate is the call that works")
    func rxSetDelegateAfter() throws {
        // What RxDataSources setups write: closures first, then rx.setDelegate(self).
        let table = ModelTableView()
        let closure = Counter()
        addSelectClosure(table, closure)
        let app = ModelAppDelegate()
        let rx = ModelRxProxy.setDelegate(app, on: table)
        #expect(rx.assertionFailures.count == 1)  // a debug build stops here: a delegate (ours) was set
        // A release build: Rx dropped ours; the next registration puts ours behind Rx again.
        addSelectClosure(table, closure)
        try table.tapRow(0)
        #expect(closure.value == 1)
        #expect(app.count(TableSelector.didSelectRow) == 1)

        // forwardingDelegate repairs at once, without waiting for a registration.
        let table3 = ModelTableView()
        let closure3 = Counter()
        addSelectClosure(table3, closure3)
        let app3 = ModelAppDelegate()
        let rx3 = ModelRxProxy.setDelegate(app3, on: table3)
        ModelPatternKitProxy.proxy(on: table3).forwardingDelegate = app3
        try table3.tapRow(0)
        #expect(table3.delegate === rx3)
        #expect(closure3.value == 1)
        #expect(app3.count(TableSelector.didSelectRow) == 1)

        // The migration: set the app's delegate behind everything with forwardingDelegate.
        let table2 = ModelTableView()
        let closure2 = Counter()
        addSelectClosure(table2, closure2)
        let rx2 = ModelRxProxy.proxy(for: table2)
        rx2.observe(TableSelector.didSelectRow)
        let app2 = ModelAppDelegate()
        ModelPatternKitProxy.proxy(on: table2).forwardingDelegate = app2
        try table2.tapRow(0)
        try table2.reloadData()
        #expect(rx2.assertionFailures.isEmpty)
        #expect(rx2.events(TableSelector.didSelectRow) == 1)
        #expect(closure2.value == 1)
        #expect(app2.count(TableSelector.didSelectRow) == 1)
        #expect(table2.heights == [60, 60, 60])
    }

    @Test("rx.setDelegate before the closures: Rx keeps the slot, ours goes between Rx and the app's delegate")
    func rxSetDelegateBefore() throws {
        let table = ModelTableView()
        let app = ModelAppDelegate()
        let rx = ModelRxProxy.setDelegate(app, on: table)
        let closure = Counter()
        addSelectClosure(table, closure)
        try table.tapRow(0)
        #expect(rx.assertionFailures.isEmpty)
        #expect(table.delegate === rx)
        #expect(closure.value == 1)
        #expect(app.count(TableSelector.didSelectRow) == 1)
    }

    @Test("rx.setDelegate before the closures, its subscription disposed while the app lives: RxCocoa's assertion")
    func rxSetDelegateDisposed() throws {
        // `tableView.rx.setDelegate(self).disposed(by: bag)`, closures, then the bag goes.
        let table = ModelTableView()
        let app = ModelAppDelegate()
        let subscription = ModelRxProxy.setDelegateDisposable(app, on: table)
        let closure = Counter()
        addSelectClosure(table, closure)
        subscription.dispose()
        let rx = ModelRxProxy.proxy(for: table)
        #expect(rx.assertionFailures == ["Delegate was changed from time it was first set"])  // debug: a crash
        try table.tapRow(0)
        #expect(closure.value == 0)  // release: Rx dropped ours (and the app's delegate behind it)
        #expect(app.count(TableSelector.didSelectRow) == 0)

        // The migration: forwardingDelegate instead of rx.setDelegate (nothing to dispose).
        let table2 = ModelTableView()
        let rx2 = ModelRxProxy.proxy(for: table2)
        rx2.observe(TableSelector.didSelectRow)
        let closure2 = Counter()
        addSelectClosure(table2, closure2)
        let app2 = ModelAppDelegate()
        ModelPatternKitProxy.proxy(on: table2).forwardingDelegate = app2
        try table2.tapRow(0)
        #expect(rx2.assertionFailures.isEmpty)
        #expect(rx2.events(TableSelector.didSelectRow) == 1)
        #expect(closure2.value == 1)
        #expect(app2.count(TableSelector.didSelectRow) == 1)
    }

    @Test("reload during a swap: the app's delegate replaced from inside heightForRow, no crash, no zero height")
    func reloadDuringSwap() throws {
        let table = ModelTableView()
        let first = SwappingDelegate()
        let second = ModelAppDelegate()
        second.height = 80
        table.delegate = first
        addSelectClosure(table, Counter())
        first.swap = { ModelPatternKitProxy.proxy(on: table).forwardingDelegate = second }
        try table.reloadData()
        #expect(table.heights.allSatisfy { $0 > 0 })
        try table.reloadData()
        #expect(table.heights == [80, 80, 80])
    }

    @Test("cell reuse: the same closure set twice runs once; delegate = nil in prepareForReuse is not reported")
    func cellReuse() throws {
        let table = ModelTableView()
        let closure = Counter()
        addSelectClosure(table, closure)
        addSelectClosure(table, closure)
        try table.tapRow(0)
        #expect(closure.value == 1)
        table.delegate = nil  // prepareForReuse
        addSelectClosure(table, closure)
        try table.tapRow(0)
        #expect(closure.value == 2)
        #expect(ModelPatternKitProxy.proxy(on: table).diagnostics.isEmpty)
    }

    /// An app delegate that swaps itself out while the table asks it a row height.
    final class SwappingDelegate: ModelObject {
        var swap: (() -> Void)?

        override func responds(to selector: String) -> Bool { selector == TableSelector.heightForRow }

        override func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
            guard selector == TableSelector.heightForRow else { throw .unrecognizedSelector(selector) }
            swap?()
            swap = nil
            return 50.0
        }
    }
}
