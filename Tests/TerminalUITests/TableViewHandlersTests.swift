import PatternKitHandlers
import Testing

@testable import ShowcaseKit

@Suite("Terminal table: delegate closures through the core's delegate routing")
@MainActor
struct TableViewHandlersTests {
    /// Three rows, and a delegate that records what it is told.
    final class Model: TUITableViewDataSource, TUITableViewDelegate {
        var log: [String] = []
        func numberOfRows(in tableView: TUITableView) -> Int { 3 }
        func tableView(_ tableView: TUITableView, cellForRowAt row: Int) -> TUITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row")
            cell.text = "row \(row)"
            return cell
        }
        func tableView(_ tableView: TUITableView, heightForRowAt row: Int) -> Int { 1 }
        func tableView(_ tableView: TUITableView, willDisplay cell: TUITableViewCell, forRowAt row: Int) {}
        func tableView(_ tableView: TUITableView, didSelectRowAt row: Int) { log.append("delegate \(row)") }
    }

    func table(_ model: Model, delegate: Bool) -> (TUITableView, Harness) {
        let table = TUITableView(frame: TUIRect(x: 0, y: 0, width: 20, height: 3))
        table.dataSource = model
        if delegate { table.delegate = model }
        let harness = Harness(table)
        _ = harness.window.focus(table)
        return (table, harness)
    }

    @Test("Enter tells the app's delegate first, then every closure, in order; the set one replaces")
    func delegateThenClosures() {
        let model = Model()
        let (table, harness) = table(model, delegate: true)
        table.didSelectRow { _, row in model.log.append("first \(row)") }
        table.didSelectRow { _, row in model.log.append("set \(row)") }
        table.addHandler(for: .didSelectTableRow) { _, row in model.log.append("added \(row)") }
        harness.press(KeyEvent(.down), KeyEvent(.enter))
        #expect(model.log == ["delegate 1", "set 1", "added 1"])
    }

    @Test("Closures work without a delegate, and a delegate set later joins them")
    func delegateSetLater() {
        let model = Model()
        let (table, harness) = table(model, delegate: false)
        table.didSelectRow { _, row in model.log.append("closure \(row)") }
        harness.press(KeyEvent(.enter))
        table.delegate = model
        harness.press(KeyEvent(.enter))
        #expect(model.log == ["closure 0", "delegate 0", "closure 0"])
    }

    @Test("A cancelled token removes exactly its closure; removeHandlers removes the rest")
    func tokens() {
        let model = Model()
        let (table, harness) = table(model, delegate: false)
        let token = table.addHandler(for: .didSelectTableRow) { _, row in model.log.append("a \(row)") }
        table.addHandler(for: .didSelectTableRow) { _, row in model.log.append("b \(row)") }
        token.cancel()
        harness.press(KeyEvent(.enter))
        table.removeHandlers(for: .didSelectTableRow)
        harness.press(KeyEvent(.enter))
        #expect(model.log == ["b 0"])
        #expect(table.tableHandlers.handlerCount(for: .didSelectTableRow) == 0)
    }

    @Test("willDisplayCell sees every row it draws, with its cell")
    func willDisplay() {
        let model = Model()
        let (table, harness) = table(model, delegate: true)
        var seen: [String] = []
        table.willDisplayCell { _, cell, row in seen.append("\(row):\(cell.text ?? "")") }
        _ = harness.screen
        #expect(seen.suffix(3) == ["0:row 0", "1:row 1", "2:row 2"])
    }

    @Test("The closures hold neither the table nor the delegate")
    func noCycles() {
        weak var weakTable: TUITableView?
        weak var weakModel: Model?
        do {
            let model = Model()
            let table = TUITableView()
            table.dataSource = model
            table.delegate = model
            table.didSelectRow { table, _ in _ = table.numberOfRows }
            weakTable = table
            weakModel = model
        }
        #expect(weakTable == nil)
        #expect(weakModel == nil)
    }
}
