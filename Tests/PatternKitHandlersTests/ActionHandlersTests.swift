import PatternKitHandlers
import PatternKitUIKit
import Testing

@MainActor
@Suite("Single-action handlers (bar button items, gesture recognizers)")
struct ActionHandlersTests {
    final class Item {
        var title = "Edit"
    }

    @Test("set replaces, add appends, order is registration order")
    func setAndAdd() {
        let item = Item()
        let handlers = ActionHandlers(sender: item)
        var log: [String] = []
        handlers.set { _ in log.append("set 1") }
        let token = handlers.add { item in log.append("added \(item.title)") }
        handlers.set { _ in log.append("set 2") }
        handlers.send(from: item)
        #expect(log == ["set 2", "added Edit"])
        token.cancel()
        handlers.send(from: item)
        #expect(log == ["set 2", "added Edit", "set 2"])
        #expect(handlers.count == 1)
    }

    @Test("didRegister runs after each registration, and only then")
    func didRegister() {
        let item = Item()
        var hooks = 0
        let handlers = ActionHandlers(sender: item) { hooks += 1 }
        handlers.removeAll()
        #expect(hooks == 0)
        handlers.set { _ in }
        handlers.add { _ in }.cancel()
        #expect(hooks == 2)
    }

    @Test("removeAll empties the list")
    func removeAll() {
        let item = Item()
        let handlers = ActionHandlers(sender: item)
        var count = 0
        handlers.set { _ in count += 1 }
        handlers.add { _ in count += 1 }
        handlers.removeAll()
        handlers.send(from: item)
        #expect(count == 0)
        #expect(handlers.isEmpty)
    }

    @Test("a send from another object is ignored")
    func otherSender() {
        let item = Item()
        let handlers = ActionHandlers(sender: item)
        var count = 0
        handlers.set { _ in count += 1 }
        handlers.send(from: Item())
        #expect(count == 0)
        handlers.send(from: item)
        #expect(count == 1)
    }

    @Test("the storage does not keep its sender alive")
    func senderIsWeak() {
        var item: Item? = Item()
        weak let weakItem = item
        let handlers = ActionHandlers(sender: item!)
        handlers.set { _ in }
        item = nil
        #expect(weakItem == nil)
        #expect(handlers.sender == nil)
    }
}

/// A pretend bar item adopting ``ActionHandling`` the way `UIBarButtonItem` does.
@MainActor
final class FakeBarItem: ActionHandling {
    var title = "Done"
    private(set) lazy var actionHandlers = ActionHandlers<FakeBarItem>(sender: self)

    func simulateTap() {
        actionHandlers.send(from: self)
    }
}

@MainActor
@Suite("ActionHandling: the shared API of single-action objects")
struct ActionHandlingTests {
    @Test("setHandler replaces, addHandler appends with a token, removeHandlers() clears")
    func api() {
        let item = FakeBarItem()
        var log: [String] = []
        item.setHandler { item in log.append("set \(item.title)") }
        let token = item.addHandler { log.append("added") }
        item.setHandler { _ in log.append("set again") }
        item.simulateTap()
        token.cancel()
        item.simulateTap()
        item.removeHandlers()
        item.simulateTap()
        #expect(log == ["set again", "added", "set again"])
    }
}
