import PatternKitHandlers
import PatternKitUIKit
import Testing

/// Waits for the main actor's pending work (a cancelled stream removes its handler in a
/// task of its own) until `condition` holds; gives up after a bounded number of turns.
@MainActor
func settle(until condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

@MainActor
@Suite("Events as asynchronous sequences")
struct StreamTests {
    @Test("every event reaches the loop, in order, with the control typed as its own class")
    func deliversInOrder() async {
        let button = FakeButton()
        let stream = button.events(for: .tap, buffering: .all)
        button.simulate(.tap)
        button.title = "Again"
        button.simulate(.tap)
        button.simulate(.valueChanged)
        var titles: [String] = []
        for await tapped in stream {
            titles.append(tapped.title)
            if titles.count == 2 { break }
        }
        #expect(titles == ["Again", "Again"])
    }

    @Test("the default buffering keeps only the newest event a slow consumer has not read")
    func newestByDefault() async {
        let control = FakeControl()
        var values: [Int] = []
        var current = 0
        let stream = control.events(for: .valueChanged)
        for value in 1...3 {
            current = value
            control.simulate(.valueChanged)
        }
        var iterator = stream.makeAsyncIterator()
        if await iterator.next() != nil { values.append(current) }
        #expect(values == [3])
        #expect(control.controlEventHandlers.count == 1)
        current = 4
        control.simulate(.valueChanged)
        #expect(await iterator.next() != nil)
    }

    @Test("oldest(n) keeps the first events and drops the rest")
    func oldest() async {
        let control = FakeControl()
        var order: [Int] = []
        var counter = 0
        control.addHandler(for: .tap) { counter += 1 }
        let stream = control.events(for: .tap, buffering: .oldest(2))
        for _ in 0..<5 { control.simulate(.tap) }
        var iterator = stream.makeAsyncIterator()
        for _ in 0..<2 {
            if await iterator.next() != nil { order.append(order.count) }
        }
        control.controlEventHandlers.removeAll()
        #expect(await iterator.next() == nil, "the stream ends once its handler is removed")
        #expect(order == [0, 1])
        #expect(counter == 5)
    }

    @Test("cancelling the consuming task removes the handler")
    func cancellationRemovesHandler() async {
        let control = FakeControl()
        let consumer = Task { @MainActor in
            for await _ in control.events(for: .tap) {}
        }
        #expect(await settle { control.controlEventHandlers.count == 1 })
        consumer.cancel()
        #expect(await settle { control.controlEventHandlers.count == 0 })
        #expect(control.installedHooks.isEmpty, "the platform hook goes with the last handler")
        await consumer.value
    }

    @Test("a stream dropped without being read removes its handler")
    func droppedStream() async {
        let control = FakeControl()
        do {
            let stream = control.events(for: .tap)
            _ = stream
        }
        #expect(await settle { control.controlEventHandlers.count == 0 })
    }

    @Test("removing the control's handlers ends the loop")
    func removalFinishes() async {
        let control = FakeControl()
        let consumer = Task { @MainActor in
            var count = 0
            for await _ in control.events(for: .tap, buffering: .all) { count += 1 }
            return count
        }
        #expect(await settle { control.controlEventHandlers.count == 1 })
        control.simulate(.tap)
        control.removeHandlers(for: .tap)
        #expect(await consumer.value == 1)
    }

    @Test("the loop ends when the control goes away, and the stream does not keep it")
    func controlGoesAway() async {
        weak var weakControl: FakeControl?
        var stream: AsyncStream<FakeControl>?
        do {
            let control = FakeControl()
            weakControl = control
            stream = control.events(for: .tap)
        }
        #expect(weakControl == nil)
        var iterator = stream?.makeAsyncIterator()
        #expect(await iterator?.next() == nil)
    }

    @Test("a handler that cancels the stream's consumer while the event is being sent")
    func cancelDuringDispatch() async {
        let control = FakeControl()
        var received = 0
        let consumer = Task { @MainActor in
            for await _ in control.events(for: .tap, buffering: .all) { received += 1 }
        }
        #expect(await settle { control.controlEventHandlers.count == 1 })
        control.addHandler(for: .tap) { consumer.cancel() }
        control.simulate(.tap)
        control.simulate(.tap)
        await consumer.value
        #expect(await settle { control.controlEventHandlers.count == 1 }, "only the plain handler is left")
        #expect(received <= 2)
    }

    @Test("10,000 subscriptions cancelled leave no handler, and the control is freed")
    func manySubscriptions() async {
        weak var weakControl: FakeControl?
        do {
            let control = FakeControl()
            weakControl = control
            for _ in 0..<10_000 {
                let stream = control.events(for: [.tap, .valueChanged])
                _ = stream
            }
            #expect(await settle { control.controlEventHandlers.count == 0 })
            #expect(control.installedHooks.isEmpty)
        }
        #expect(weakControl == nil)
    }

    @Test("single actions and delegate notifications stream too")
    func actionsAndNotifications() async {
        let item = FakeBarItem()
        let taps = item.events(buffering: .all)
        item.simulateTap()
        var tapIterator = taps.makeAsyncIterator()
        #expect(await tapIterator.next()?.title == "Done")

        let field = FakeTextField()
        let delegate = RecordingDelegate()
        field.delegate = delegate
        let ends = field.events(for: .didEndEditing, buffering: .all)
        field.simulateEndEditing()
        field.simulateEndEditing()
        var endIterator = ends.makeAsyncIterator()
        #expect(await endIterator.next() != nil)
        #expect(await endIterator.next() != nil)
        #expect(delegate.calls == ["didEndEditing", "didEndEditing"], "the app's delegate still gets every call")
    }

    @Test("a controller's or gesture's delegate notifications read as a stream; cancelling removes its closure")
    func delegateHandlingEvents() async {
        let owner = FakeDelegateOwner(routes: .navigationController)
        let didShow = DelegateMethod<FakeDelegateOwner, Void, Void>("didShow")
        let reader = Task { @MainActor in
            var count = 0
            for await _ in owner.events(for: didShow, buffering: .all) {
                count += 1
                if count == 2 { break }
            }
            return count
        }
        while owner.delegateHandlers.handlerCount(for: didShow) == 0 { await Task.yield() }
        owner.notify(didShow, selector: "navigationController:didShowViewController:animated:")
        owner.notify(didShow, selector: "navigationController:didShowViewController:animated:")
        #expect(await reader.value == 2)
        while owner.delegateHandlers.handlerCount(for: didShow) != 0 { await Task.yield() }
        #expect(owner.delegateHandlers.handlerCount(for: didShow) == 0)
    }
}
