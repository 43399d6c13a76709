import Foundation
import PatternKitHandlers
import Testing

@MainActor
@Suite("Questions answered by a value (picker rows, titles, swipe actions)")
struct ValueAnswerTests {
    /// Asks the number of rows of `component` the way a picker proxy does.
    func rows(_ view: FakeListView, _ component: Int) -> Int? {
        view.handlers.answer(.numberOfRowsInComponent, component) { forwardee in
            guard let source = forwardee as? RecordingListDelegate else { return nil }
            source.calls.append("rows \(component)")
            return source.rows
        }
    }

    @Test(
        "the first closure with an answer wins; nil passes to the next, then to the app's data source",
        arguments: [
            (closures: [Int?](), app: Optional(7), expected: Optional(7)),
            (closures: [3], app: 7, expected: 3),
            (closures: [nil, 4], app: 7, expected: 4),
            (closures: [nil, nil], app: 7, expected: 7),
            (closures: [nil], app: nil, expected: nil),
            (closures: [5, 6], app: nil, expected: 5),
        ] as [(closures: [Int?], app: Int?, expected: Int?)])
    func order(closures: [Int?], app: Int?, expected: Int?) {
        let view = FakeListView(routes: .pickerViewDataSource)
        let source = RecordingListDelegate()
        source.rows = app
        view.delegate = source
        for answer in closures {
            view.handlers.add(.numberOfRowsInComponent) { _, _ in answer }
        }
        #expect(rows(view, 0) == expected)
        let closuresAnswered = closures.contains { $0 != nil }
        #expect(
            source.calls == (closuresAnswered ? [] : ["rows 0"]),
            "the app's data source is asked only when no closure answered")
    }

    @Test("a closure sees its input and its sender, and can answer per component")
    func perComponent() {
        let view = FakeListView(routes: .pickerViewDataSource)
        // The closure holds the view unowned, as an app's would: the view holds its closures.
        view.handlers.set(.numberOfRowsInComponent) { [unowned view] sender, component in
            #expect(sender === view)
            return component == 0 ? 12 : nil
        }
        #expect(rows(view, 0) == 12)
        #expect(rows(view, 1) == nil)
    }

    @Test("setting replaces the closure set before; a token removes only its closure")
    func setAndTokens() {
        let view = FakeListView(routes: .pickerViewDelegate)
        view.handlers.set(.titleForRow) { _, input in "a\(input.row)" }
        view.handlers.set(.titleForRow) { _, input in "b\(input.row)" }
        let token = view.handlers.add(.titleForRow) { _, _ in "added" }
        #expect(view.handlers.answer(.titleForRow, (row: 2, component: 0)) == "b2")
        #expect(view.handlerCount(.titleForRow) == 2)
        view.handlers.removeHandlers(for: .titleForRow)
        #expect(token.isActive == false)
        #expect(view.handlers.answer(.titleForRow, (row: 2, component: 0)) == nil)
    }

    @Test("a data source that forwards back to the proxy is not asked: the question came through it")
    func reentrantForwardee() {
        let view = FakeListView(routes: .pickerViewDataSource)
        let source = RecordingListDelegate()
        view.delegate = source
        // The adapter found, by behaviour, that this forwardee forwards back to our proxy.
        view.handlers.forwardeeForwardsBack = { $0 === source }
        var depth = 0
        let answer = view.handlers.answer(.numberOfRowsInComponent, 0) { _ in
            depth += 1
            // Another library's proxy in front of ours forwards back to us.
            return view.handlers.answer(.numberOfRowsInComponent, 0) { _ in
                depth += 1
                return 99
            } ?? 1
        }
        #expect(answer == nil)
        #expect(depth == 0)
    }

    @Test("a gone sender gets no closure answer, only the app's")
    func goneSender() {
        var view: FakeListView? = FakeListView(routes: .pickerViewDataSource)
        let handlers = view!.handlers
        handlers.set(.numberOfComponents) { _, _ in 3 }
        view = nil
        #expect(handlers.answer(.numberOfComponents, ()) == nil)
    }
}

extension FakeListView {
    func handlerCount<Input, Output>(_ method: DelegateMethod<FakeListView, Input, Output>) -> Int {
        handlers.handlerCount(for: method)
    }
}
