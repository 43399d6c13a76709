#if canImport(Combine) && canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlersUIKit
    public import UIKit

    /// Bar button item taps and gesture recognizer actions as publishers, with CombineCocoa's
    /// names (`tapPublisher`, `panPublisher`…).
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer()
    /// card.addGestureRecognizer(pan)
    /// pan.panPublisher
    ///     .filter { $0.state == .ended }
    ///     .sink { pan in settle(card, velocity: pan.velocity(in: nil)) }
    ///     .store(in: &cancellables)
    /// ```
    @MainActor
    extension ActionHandling where Self: Sendable {
        /// The object at each action (a bar button item's tap, each state change of a gesture
        /// recognizer), typed with its own class.
        public var actionPublisher: EventPublisher<Self> {
            EventPublisher(self) { object, send in object.addHandler { send($0) } }
        }
    }

    @MainActor
    extension HandlersKit where Self: UIBarButtonItem {
        /// Each tap (CombineCocoa's name).
        public var tapPublisher: EventPublisher<Void> {
            EventPublisher(self) { item, send in item.addHandler { send(()) } }
        }
    }

    @MainActor
    extension HandlersKit where Self: UITapGestureRecognizer {
        /// The recognizer at each recognized tap (CombineCocoa's name).
        public var tapPublisher: EventPublisher<Self> { actionPublisher }
    }

    @MainActor
    extension HandlersKit where Self: UIPanGestureRecognizer {
        /// The recognizer at each state change of a pan (CombineCocoa's name).
        public var panPublisher: EventPublisher<Self> { actionPublisher }
    }

    @MainActor
    extension HandlersKit where Self: UISwipeGestureRecognizer {
        /// The recognizer at each recognized swipe (CombineCocoa's name).
        public var swipePublisher: EventPublisher<Self> { actionPublisher }
    }

    @MainActor
    extension HandlersKit where Self: UILongPressGestureRecognizer {
        /// The recognizer at each state change of a long press (CombineCocoa's name).
        public var longPressPublisher: EventPublisher<Self> { actionPublisher }
    }

    #if !os(tvOS)
        // Pinch, rotation and screen-edge pans do not exist on tvOS.
        @MainActor
        extension HandlersKit where Self: UIPinchGestureRecognizer {
            /// The recognizer at each state change of a pinch (CombineCocoa's name).
            public var pinchPublisher: EventPublisher<Self> { actionPublisher }
        }

        @MainActor
        extension HandlersKit where Self: UIRotationGestureRecognizer {
            /// The recognizer at each state change of a rotation (CombineCocoa's name).
            public var rotationPublisher: EventPublisher<Self> { actionPublisher }
        }

        @MainActor
        extension HandlersKit where Self: UIScreenEdgePanGestureRecognizer {
            /// The recognizer at each state change of an edge pan (CombineCocoa's name).
            public var screenEdgePanPublisher: EventPublisher<Self> { actionPublisher }
        }
    #endif
#endif
