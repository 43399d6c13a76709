import PatternKitUIKit
import Testing

@testable import PatternKitHandlers

/// A subscriber of the pretend platform: records what it receives, and asks for `more` more
/// values after each one (Combine's `Subscribers.Demand` as an `Int`).
@MainActor
final class TestSubscriber {
    private(set) var values: [String] = []
    private(set) var completions = 0
    var more = 0
    /// Called with each value, before `more` is answered (to cancel from inside, say).
    var onValue: ((String) -> Void)?

    /// A subscription to `control`'s `events`, delivering the control's title, as a publisher
    /// would make it.
    func subscribe(to control: FakeButton, events: FakeControl.Event, initial: String? = nil) -> HandlerSubscription<
        String
    > {
        let subscription = HandlerSubscription<String>(
            // Strong, as a Combine subscription holds its subscriber until it ends.
            receive: { value in
                MainActor.assumeIsolated {
                    self.values.append(value)
                    self.onValue?(value)
                    return self.more
                }
            },
            finish: { MainActor.assumeIsolated { self.completions += 1 } }
        )
        weak let weakControl = control
        subscription.attach(initial: initial) { send in
            weakControl?.addHandler(for: events) { button in send(button.title) }
        }
        return subscription
    }
}

@MainActor
@Suite("Publisher subscriptions: demand, cancellation, completion, memory")
struct HandlerSubscriptionTests {
    @Test(
        "a value is delivered only when asked for, as many as asked for, and events nobody asked for are dropped",
        arguments: [
            (request: 0, more: 0, taps: 3, delivered: 0),
            (request: 1, more: 0, taps: 3, delivered: 1),
            (request: 2, more: 0, taps: 3, delivered: 2),
            (request: 1, more: 1, taps: 3, delivered: 3),
            (request: Int.max, more: 0, taps: 5, delivered: 5),
        ])
    func demand(request: Int, more: Int, taps: Int, delivered: Int) {
        let button = FakeButton()
        let subscriber = TestSubscriber()
        subscriber.more = more
        let subscription = subscriber.subscribe(to: button, events: .tap)
        subscription.request(request)
        for tap in 0..<taps {
            button.title = "tap \(tap)"
            button.simulate(.tap)
        }
        #expect(subscriber.values == (0..<delivered).map { "tap \($0)" })
    }

    @Test("demand requested later delivers the events from then on, not the dropped ones")
    func lateDemand() {
        let button = FakeButton()
        let subscriber = TestSubscriber()
        let subscription = subscriber.subscribe(to: button, events: .tap)
        button.simulate(.tap)
        subscription.request(1)
        #expect(subscriber.values == [])
        button.title = "later"
        button.simulate(.tap)
        #expect(subscriber.values == ["later"])
    }

    @Test("a value publisher's current value comes first, when first asked for")
    func initialValue() {
        let button = FakeButton()
        let subscriber = TestSubscriber()
        let subscription = subscriber.subscribe(to: button, events: .valueChanged, initial: "current")
        #expect(subscriber.values == [], "nothing before demand")
        subscription.request(2)
        button.title = "changed"
        button.simulate(.valueChanged)
        button.simulate(.valueChanged)
        #expect(subscriber.values == ["current", "changed"])
    }

    @Test("cancelling removes exactly the subscription's handler, and no completion is sent")
    func cancelRemovesHandler() async {
        let button = FakeButton()
        var other = 0
        button.addHandler(for: .tap) { other += 1 }
        let subscriber = TestSubscriber()
        let subscription = subscriber.subscribe(to: button, events: .tap)
        subscription.request(Int.max)
        #expect(button.controlEventHandlers.count == 2)
        subscription.cancel()
        subscription.cancel()
        // At once on the main thread; here (a test runner whose main actor may run elsewhere)
        // possibly in a task of its own.
        #expect(await settle { button.controlEventHandlers.count == 1 })
        button.simulate(.tap)
        #expect(subscriber.values == [])
        #expect(other == 1)
        #expect(subscriber.completions == 0)
        #expect(!subscription.isActive)
    }

    @Test("a subscriber may cancel from inside a value: nothing more arrives")
    func cancelFromInside() async {
        let button = FakeButton()
        let subscriber = TestSubscriber()
        let subscription = subscriber.subscribe(to: button, events: .tap)
        subscriber.onValue = { _ in subscription.cancel() }
        subscription.request(Int.max)
        button.simulate(.tap)
        button.simulate(.tap)
        #expect(subscriber.values.count == 1)
        #expect(await settle { button.controlEventHandlers.count == 0 })
    }

    @Test("the control going away finishes the subscription once; removing its handlers does too")
    func finishes() {
        var button: FakeButton? = FakeButton()
        let subscriber = TestSubscriber()
        let subscription = subscriber.subscribe(to: button!, events: .tap)
        subscription.request(1)
        button = nil
        #expect(subscriber.completions == 1)
        #expect(!subscription.isActive)

        let kept = FakeButton()
        let second = TestSubscriber()
        let other = second.subscribe(to: kept, events: .tap)
        kept.removeHandlers(for: .tap)
        #expect(second.completions == 1)
        other.cancel()
        #expect(second.completions == 1)
    }

    @Test("subscribing to a control that is already gone finishes at once")
    func goneBeforeSubscribing() {
        let subscriber = TestSubscriber()
        let subscription = HandlerSubscription<String>(
            receive: { _ in 0 }, finish: { MainActor.assumeIsolated { subscriber.onValue?("finished") } })
        var log: [String] = []
        subscriber.onValue = { log.append($0) }
        subscription.attach { _ in nil }
        #expect(log == ["finished"])
        #expect(!subscription.isActive)
    }

    @Test("the subscription does not keep the control alive, and the control does not keep a cancelled subscription")
    func noCycle() async {
        var button: FakeButton? = FakeButton()
        weak let weakButton = button
        var subscription: HandlerSubscription<String>? = TestSubscriber().subscribe(to: button!, events: .tap)
        weak let weakSubscription = subscription
        subscription!.request(Int.max)
        button = nil
        #expect(weakButton == nil)

        let kept = FakeButton()
        subscription = TestSubscriber().subscribe(to: kept, events: .tap)
        weak let second = subscription
        subscription!.cancel()
        subscription = nil
        #expect(await settle { second == nil })
        #expect(weakSubscription == nil)
    }

    @Test("10,000 subscriptions cancelled leave no subscription, subscriber or handler alive")
    func tenThousand() async {
        let button = FakeButton()
        var subscriptions: [HandlerSubscription<String>] = []
        var weakSubscriptions: [() -> AnyObject?] = []
        var weakSubscribers: [() -> AnyObject?] = []
        for _ in 0..<10_000 {
            let subscriber = TestSubscriber()
            let subscription = subscriber.subscribe(to: button, events: .tap)
            subscription.request(1)
            weak let weakSubscription = subscription
            weak let weakSubscriber = subscriber
            weakSubscriptions.append { weakSubscription }
            weakSubscribers.append { weakSubscriber }
            subscriptions.append(subscription)
        }
        #expect(button.controlEventHandlers.count == 10_000)
        subscriptions.forEach { $0.cancel() }
        subscriptions = []
        #expect(await settle { button.controlEventHandlers.count == 0 })
        #expect(weakSubscriptions.allSatisfy { $0() == nil })
        #expect(weakSubscribers.allSatisfy { $0() == nil })
    }
}
