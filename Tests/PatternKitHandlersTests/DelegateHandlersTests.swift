import Foundation
import PatternKitHandlers
import Testing

@MainActor
@Suite("Delegate closures and the app's delegate")
struct DelegateHandlersTests {
    @Test("with no closure, the app's delegate decides")
    func forwardeeDecidesAlone() {
        let field = FakeTextField()
        let delegate = RecordingDelegate()
        field.delegate = delegate
        delegate.shouldReturnAnswer = false
        #expect(field.simulateReturn() == false)
        delegate.shouldReturnAnswer = true
        #expect(field.simulateReturn() == true)
        #expect(delegate.calls == ["shouldReturn", "shouldReturn"])
    }

    @Test("nobody answering means yes")
    func defaultIsYes() {
        let field = FakeTextField()
        field.delegate = RecordingDelegate()  // implements nothing useful: answers nil
        #expect(field.simulateReturn() == true)
        #expect(FakeTextField().simulateReturn() == true)
    }

    @Test("a closure does not cut the app's delegate off: both are asked, the delegate first")
    func bothAsked() {
        let field = FakeTextField()
        let delegate = RecordingDelegate()
        delegate.shouldChangeAnswer = true
        field.delegate = delegate
        var seen: [String] = []
        field.shouldChangeString { from, to in
            seen.append("closure \(from)->\(to)")
            return true
        }
        #expect(field.simulateTyping("a", at: NSRange(location: 0, length: 0)))
        #expect(delegate.calls == ["shouldChange"])
        #expect(seen == ["closure ->a"])
        #expect(field.text == "a")
    }

    @Test(
        "decisions are vetoes: the first no wins and later closures are not asked",
        arguments: [
            (delegate: Optional(false), closures: [true, true], expected: false, asked: 0),
            (delegate: nil, closures: [true, false, true], expected: false, asked: 2),
            (delegate: true, closures: [true, true, true], expected: true, asked: 3),
            (delegate: nil, closures: [false, true], expected: false, asked: 1),
            (delegate: true, closures: [], expected: true, asked: 0),
        ] as [(delegate: Bool?, closures: [Bool], expected: Bool, asked: Int)])
    func veto(delegate answer: Bool?, closures: [Bool], expected: Bool, asked: Int) {
        let field = FakeTextField()
        let delegate = RecordingDelegate()
        delegate.shouldReturnAnswer = answer
        field.delegate = delegate
        var askedCount = 0
        for closureAnswer in closures {
            field.addHandler(for: .shouldReturn) { _, _ in
                askedCount += 1
                return closureAnswer
            }
        }
        #expect(field.simulateReturn() == expected)
        #expect(askedCount == asked)
    }

    @Test("a refused edit leaves the text as it was")
    func refusedEdit() {
        let field = FakeTextField()
        field.text = "12"
        field.shouldChangeString { _, to in to.allSatisfy(\.isNumber) }
        #expect(!field.simulateTyping("x", at: NSRange(location: 2, length: 0)))
        #expect(field.simulateTyping("3", at: NSRange(location: 2, length: 0)))
        #expect(field.text == "123")
    }

    @Test("notifications reach the app's delegate and then every closure")
    func notificationsReachEveryone() {
        let field = FakeTextField()
        let delegate = RecordingDelegate()
        field.delegate = delegate
        var log: [String] = []
        field.didEndEditing { log.append("set") }
        field.addHandler(for: .didEndEditing) { _, _ in log.append("added") }
        field.simulateEndEditing()
        #expect(delegate.calls == ["didEndEditing"])
        #expect(log == ["set", "added"])
    }

    @Test("the app's delegate is held weakly")
    func forwardeeIsWeak() {
        let field = FakeTextField()
        var delegate: RecordingDelegate? = RecordingDelegate()
        weak let weakDelegate = delegate
        field.delegate = delegate
        delegate = nil
        #expect(weakDelegate == nil)
        #expect(field.delegateHandlers.forwardee == nil)
        #expect(field.simulateReturn() == true)
    }

    @Test("shouldChangeCharacters and shouldChangeString are one decision point: setting one replaces the other")
    func charactersAndStringShareTheSlot() {
        let field = FakeTextField()
        var log: [String] = []
        field.shouldChangeCharacters { range, string in
            log.append("characters \(range.location) \(string)")
            return false
        }
        field.shouldChangeString { _, to in
            log.append("string \(to)")
            return true
        }
        #expect(field.simulateTyping("x", at: NSRange(location: 0, length: 0)))
        #expect(log == ["string x"])
        #expect(field.delegateHandlers.handlerCount(for: .shouldChangeText) == 1)
        // The key is spelled as the method that set it, whichever of the two.
        #expect(field.delegateHandlers.handlerCount(for: .shouldChangeString) == 1)
        field.removeHandlers(for: .shouldChangeCharacters)
        #expect(field.delegateHandlers.handlerCount(for: .shouldChangeText) == 0)
    }

    @Test("shouldChangeCharacters receives the UTF-16 range and the replacement as sent")
    func charactersArguments() {
        let field = FakeTextField()
        field.text = "a😀"
        var received: (NSRange, String)?
        field.shouldChangeCharacters { (_: FakeTextField, range, string) in
            received = (range, string)
            return true
        }
        field.simulateTyping("b", at: NSRange(location: 3, length: 0))
        #expect(received?.0 == NSRange(location: 3, length: 0))
        #expect(received?.1 == "b")
        #expect(field.text == "a😀b")
    }

    @Test(
        "shouldChangeString is not asked for a range that does not fit the text, and the edit is left to the platform")
    func invalidRangeNotAsked() {
        let field = FakeTextField()
        field.text = "😀"
        var asked = false
        field.shouldChangeString { _, _ in
            asked = true
            return false
        }
        #expect(field.simulateTyping("x", at: NSRange(location: 1, length: 0)))
        #expect(!asked)
        #expect(field.text == "😀")
    }

    @Test("closures set through the subclass and through the base class coexist (table found by identity)")
    func identityNotStaticType() {
        let field = FakeSearchField()
        var log: [String] = []
        field.shouldReturn { (field: FakeSearchField) in
            log.append("return, scope \(field.scope)")
            return true
        }
        (field as FakeTextField).didEndEditing { (_: FakeTextField) in log.append("end") }
        _ = field.simulateReturn()
        field.simulateEndEditing()
        #expect(log == ["return, scope 0", "end"])
    }

    @Test("hasHandlers follows the first closure in and the last one out, and routing changes are reported")
    func routing() {
        let field = FakeTextField()
        let table = field.delegateHandlers
        var changes = 0
        table.onRoutingChange = { changes += 1 }
        #expect(!table.hasHandlers(for: .shouldReturn))
        let first = field.addHandler(for: .shouldReturn) { _, _ in true }
        let second = field.addHandler(for: .shouldReturn) { _, _ in true }
        #expect(table.hasHandlers(for: .shouldReturn))
        #expect(changes == 1)
        first.cancel()
        #expect(table.hasHandlers(for: .shouldReturn))
        second.cancel()
        #expect(!table.hasHandlers(for: .shouldReturn))
        #expect(changes == 2)
        let delegate = RecordingDelegate()
        table.forward(to: delegate)
        table.forward(to: delegate)
        #expect(changes == 3)
    }

    @Test("removeHandlers(for:) and removeAll() leave the app's delegate in place")
    func removalKeepsForwardee() {
        let field = FakeTextField()
        let delegate = RecordingDelegate()
        delegate.shouldReturnAnswer = false
        field.delegate = delegate
        field.shouldReturn { true }
        field.shouldClear { false }
        field.removeHandlers(for: .shouldReturn)
        #expect(!field.delegateHandlers.hasHandlers(for: .shouldReturn))
        #expect(field.delegateHandlers.hasHandlers(for: .shouldClear))
        field.delegateHandlers.removeAll()
        #expect(!field.delegateHandlers.hasHandlers(for: .shouldClear))
        #expect(field.simulateReturn() == false)
    }

    @Test("a method name reused with other types is another method")
    func keysIncludeTypes() {
        let field = FakeTextField()
        let table = DelegateHandlers(sender: field)
        let asDecision = DelegateMethod<FakeTextField, Void, Bool>("custom")
        let asNotification = DelegateMethod<FakeTextField, Void, Void>("custom")
        var notified = false
        table.set(asDecision) { _, _ in false }
        table.set(asNotification) { _, _ in notified = true }
        #expect(table.decide(asDecision, ()) == false)
        table.notify(asNotification, ())
        #expect(notified)
        #expect(asDecision.description == "custom")
    }

    @Test(
        "each named method sets its own decision point",
        arguments: [
            "shouldBeginEditing", "shouldEndEditing", "shouldClear", "shouldReturn",
        ])
    func namedDecisions(name: String) {
        let field = FakeTextField()
        let method = DelegateMethod<FakeTextField, Void, Bool>(name)
        switch name {
        case "shouldBeginEditing": field.shouldBeginEditing { false }
        case "shouldEndEditing": field.shouldEndEditing { false }
        case "shouldClear": field.shouldClear { false }
        default: field.shouldReturn { false }
        }
        #expect(field.delegateHandlers.decide(method, ()) == false)
        let others = ["shouldBeginEditing", "shouldEndEditing", "shouldClear", "shouldReturn"].filter { $0 != name }
        for other in others {
            #expect(field.delegateHandlers.decide(DelegateMethod<_, Void, Bool>(other), ()) == true)
        }
    }

    @Test(
        "each named notification sets its own point",
        arguments: ["didBeginEditing", "didEndEditing", "didChangeSelection"])
    func namedNotifications(name: String) {
        let field = FakeTextField()
        var log: [String] = []
        field.didBeginEditing { log.append("didBeginEditing") }
        field.didEndEditing { (_: FakeTextField) in log.append("didEndEditing") }
        field.didChangeSelection { log.append("didChangeSelection") }
        field.delegateHandlers.notify(DelegateMethod<_, Void, Void>(name), ())
        #expect(log == [name])
    }

    @Test("a text view gets the editing-session API of text fields")
    func textEditingHandling() {
        let view = FakeTextView()
        var log: [String] = []
        view.shouldBeginEditing { view in view.text.isEmpty }
            .didBeginEditing { log.append("began") }
            .shouldChangeString { (_: FakeTextView, from, to) in
                log.append("\(from)->\(to)")
                return to.count <= 3
            }
        #expect(view.simulateBeginEditing())
        view.simulateTyping("abc", at: NSRange(location: 0, length: 0))
        view.simulateTyping("d", at: NSRange(location: 3, length: 0))
        #expect(view.text == "abc")
        #expect(log == ["began", "->abc", "abc->abcd"])
        #expect(!view.simulateBeginEditing())
    }

    @Test("setHandler(for:) sets the same slot as the named method, addHandler(for:) adds beside it")
    func setHandlerForMethod() {
        let field = FakeTextField()
        var log: [String] = []
        field.shouldReturn {
            log.append("named")
            return true
        }
        field.setHandler(for: .shouldReturn) { _, _ in
            log.append("generic")
            return true
        }
        field.addHandler(for: .shouldReturn) { _, _ in
            log.append("added")
            return true
        }
        _ = field.simulateReturn()
        field.setHandler(for: .didEndEditing) { (_: FakeTextField, _) in log.append("ended") }
        field.simulateEndEditing()
        #expect(log == ["generic", "added", "ended"])
    }
}

@MainActor
@Suite("Removing closures by the method's name")
struct RemovalByNameTests {
    final class Owner {}

    @Test("removeHandlers(for:) removes a same-named key's closures whatever its types")
    func removalGoesByName() {
        let owner = Owner()
        let table = DelegateHandlers(sender: owner)
        // Two views' keys share a name (`.willDisplayCell` of a table and of a collection view);
        // the compiler may pick either for `removeHandlers(for:)`.
        let tableKey = DelegateMethod<Owner, (String, IndexPath), Void>("willDisplayCell")
        let collectionKey = DelegateMethod<Owner, (Int, IndexPath), Void>("willDisplayCell")
        var calls = 0
        table.add(collectionKey) { _, _ in calls += 1 }
        table.add(DelegateMethod<_, Void, Void>("didScroll")) { _, _ in calls += 100 }
        table.removeHandlers(for: tableKey)
        table.notify(collectionKey, (1, IndexPath(indexes: [0, 0])))
        table.notify(DelegateMethod<_, Void, Void>("didScroll"), ())
        #expect(calls == 100)
        #expect(!table.hasHandlers(for: collectionKey))
    }
}

@MainActor
@Suite("A move the app's delegate may redirect")
struct RedirectedMoveTests {
    final class Owner {}

    static let shouldSelectRow = DelegateMethod<Owner, Int, Bool>("shouldSelectRow")

    @Test("closures are asked about the row the app's delegate redirected to, and the redirect is kept")
    func closuresSeeTheRedirect() {
        let owner = Owner()
        let table = DelegateHandlers(sender: owner)
        let appDelegate = Owner()
        table.forward(to: appDelegate)
        var asked: [Int] = []
        table.add(Self.shouldSelectRow) { _, row in
            asked.append(row)
            return row != 5
        }
        // The app's willSelectRowAt sends row 2 to row 3: the closure checks row 3.
        #expect(table.permit(Self.shouldSelectRow, 2) { _ in .some(3) } == 3)
        #expect(asked == [3])
        // Redirected to a row the closure refuses: nothing is selected.
        #expect(table.permit(Self.shouldSelectRow, 2) { _ in .some(5) } == nil)
        // The app's delegate refuses: no closure is asked.
        asked = []
        #expect(table.permit(Self.shouldSelectRow, 2) { _ in .some(nil) } == nil)
        #expect(asked == [])
        // The app's delegate does not implement it: the closures decide about the original row.
        #expect(table.permit(Self.shouldSelectRow, 4) { _ in .none } == 4)
        #expect(asked == [4])
    }

    @Test("isEmpty follows the last closure of every method, so the proxy can give the slot back")
    func emptiness() {
        let owner = Owner()
        let table = DelegateHandlers(sender: owner)
        #expect(table.isEmpty)
        let token = table.add(Self.shouldSelectRow) { _, _ in true }
        table.set(DelegateMethod<_, Void, Void>("didScroll")) { _, _ in }
        #expect(!table.isEmpty)
        token.cancel()
        #expect(!table.isEmpty)
        table.removeHandlers(for: DelegateMethod<_, Void, Void>("didScroll"))
        #expect(table.isEmpty)
    }
}
