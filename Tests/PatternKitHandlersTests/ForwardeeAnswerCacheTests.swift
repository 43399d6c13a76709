import Foundation
import Testing

@testable import PatternKitHandlers

/// Issue 39.11: a forwarded call (`heightForRowAt`, once per row of a reload) asks the core
/// whether the app's delegate implements its selector. A plain delegate — its class decides — is
/// asked once per selector; anything else (another library's proxy, a multicast delegate) every
/// time, since its answers follow objects behind it.
@MainActor
@Suite("The forwardee's answers: kept for a plain delegate, asked again for a forwarding one")
struct ForwardeeAnswerCacheTests {
    final class Owner {}

    /// A delegate that counts the questions it is asked.
    final class CountingDelegate {
        var implements: Bool
        var questions = 0

        init(implements: Bool) {
            self.implements = implements
        }

        func responds() -> Bool {
            questions += 1
            return implements
        }
    }

    let height = ModelSelector.key("tableView:heightForRowAtIndexPath:")
    let canFocus = ModelSelector.key("tableView:canFocusRowAtIndexPath:")

    func ask(
        _ table: DelegateHandlers<Owner>, _ question: UInt, stable: Bool
    ) -> AnyObject? {
        table.forwardee(respondingTo: question, answersAreStable: stable ? answersAreKept : answersAreAskedEachTime) {
            forwardee in
            (forwardee as? CountingDelegate)?.responds() ?? false
        }
    }

    @Test("A plain delegate is asked once per selector over a 10,000-row reload, and its answers are kept apart")
    func plainDelegateAskedOnce() {
        let owner = Owner()
        let table = DelegateHandlers(sender: owner)
        let delegate = CountingDelegate(implements: true)
        table.forward(to: delegate)
        for _ in 0..<10_000 {
            #expect(ask(table, height, stable: true) === delegate)
        }
        #expect(delegate.questions == 1)
        delegate.implements = false  // another selector, another answer
        #expect(ask(table, canFocus, stable: true) == nil)
        #expect(ask(table, height, stable: true) === delegate, "the first answer is still the height's")
        #expect(delegate.questions == 2)
    }

    @Test("A forwarding delegate is asked every time: its answer follows what is behind it")
    func forwardingDelegateAskedEachTime() {
        let owner = Owner()
        let table = DelegateHandlers(sender: owner)
        let rxLike = CountingDelegate(implements: false)
        table.forward(to: rxLike)
        #expect(ask(table, height, stable: false) == nil)
        rxLike.implements = true  // a subscription behind it now wants the height
        #expect(ask(table, height, stable: false) === rxLike)
        #expect(rxLike.questions == 2)
    }

    @Test("A new forwardee is asked afresh; a gone one answers nothing")
    func forwardeeChangeForgetsAnswers() {
        let owner = Owner()
        let table = DelegateHandlers(sender: owner)
        let first = CountingDelegate(implements: true)
        table.forward(to: first)
        #expect(ask(table, height, stable: true) === first)
        let second = CountingDelegate(implements: false)
        table.forward(to: second)
        #expect(ask(table, height, stable: true) == nil, "the first delegate's yes is not the second's")
        #expect(second.questions == 1)
        do {
            let third = CountingDelegate(implements: true)
            table.forward(to: third)
            #expect(ask(table, height, stable: true) === third)
        }
        #expect(ask(table, height, stable: true) == nil, "deallocated: no forwardee, whatever was kept")
    }

    @Test("A question asked while the same one is on its way on this thread answers no, and is not kept")
    func reentrantQuestionIsNotKept() {
        let owner = Owner()
        let table = DelegateHandlers(sender: owner)
        let delegate = CountingDelegate(implements: true)
        table.forward(to: delegate)
        var inner: AnyObject?
        let answer = table.forwardee(respondingTo: height, answersAreStable: answersAreKept) { _ in
            inner = ask(table, height, stable: true)
            return delegate.responds()
        }
        #expect(answer === delegate)
        #expect(inner == nil, "the loop is cut")
        #expect(ask(table, height, stable: true) === delegate, "the outer answer is the one kept")
        #expect(delegate.questions == 1, "the inner question never reached the delegate, and the kept answer served")
    }

    /// An app delegate whose class implements the height: counts the questions it is asked.
    final class CountingAppDelegate: ModelObject {
        var questions = 0
        override var respondsByClass: Bool { true }
        override func responds(to selector: String) -> Bool {
            questions += 1
            return selector == TableSelector.heightForRow
        }
        override func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
            guard selector == TableSelector.heightForRow else { throw .unrecognizedSelector(selector) }
            return 52.0
        }
    }

    @Test("Through the model of our proxy, a 10,000-row reload forwards every height and asks the delegate once")
    func reloadAsksOnce() throws {
        let table = ModelTableView()
        table.rowCount = 10_000
        let app = CountingAppDelegate()
        table.delegate = app
        ModelPatternKitProxy.proxy(on: table).handlers.set(.didSelectRow) { _, _ in }
        let askedAtAssignment = app.questions
        try table.reloadData()
        #expect(table.heights.count == 10_000 && table.heights.allSatisfy { $0 == 52 })
        #expect(
            app.questions - askedAtAssignment <= 1, "asked \(app.questions - askedAtAssignment) times for 10,000 rows")
    }
}
