#if canImport(Combine) && canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlersUIKit
    public import UIKit

    /// Control events as publishers: `publisher(for:)` (the control, typed with its own class;
    /// the same spelling as a delegate key's publisher), CombineCocoa's `tapPublisher`, and each
    /// value control's value (`valuePublisher`, `isOnPublisher`…, through
    /// ``reportedValuePublisher``).
    ///
    /// ```swift
    /// slider.valuePublisher
    ///     .map { Int($0 * 100) }
    ///     .sink { percent in label.text = "\(percent) %" }
    ///     .store(in: &cancellables)
    /// ```
    @MainActor
    extension HandlersKit where Self: UIControl {
        /// The control each time one of `events` occurs, typed with its own class.
        public func publisher(for events: UIControl.Event) -> EventPublisher<Self> {
            EventPublisher(self) { control, send in control.addHandler(for: events) { send($0) } }
        }

        /// Each time one of `events` occurs, with no element: what the named event publishers
        /// (`tapPublisher`, `returnPublisher`…) give, as CombineCocoa's do.
        func signalPublisher(for events: UIControl.Event) -> EventPublisher<Void> {
            EventPublisher(self) { control, send in control.addHandler(for: events) { send(()) } }
        }

        /// A value of the control, read when one of `events` occurs, starting with the current one.
        func propertyPublisher<Value>(
            for events: UIControl.Event, _ read: @escaping @MainActor @Sendable (Self) -> Value
        ) -> EventPublisher<Value> {
            EventPublisher(self, initial: read) { control, send in control.addHandler(for: events) { send(read($0)) } }
        }
    }

    @MainActor
    extension HandlersKit where Self: UIButton {
        /// Each tap: the event `onTap` handles (`.touchUpInside`; `.primaryActionTriggered` on
        /// tvOS).
        public var tapPublisher: EventPublisher<Void> {
            signalPublisher(for: Self.tapEvent)
        }
    }

    @MainActor
    extension HandlersKit where Self: ValueReportingControl {
        /// The control's value, starting with the current one, then at each `.valueChanged`.
        public var reportedValuePublisher: EventPublisher<ReportedValue> {
            propertyPublisher(for: .valueChanged) { $0.reportedValue }
        }
    }

    @MainActor
    extension HandlersKit where Self: UISegmentedControl {
        /// The selected segment's index, starting with the current one (CombineCocoa's name).
        public var selectedSegmentIndexPublisher: EventPublisher<Int> { reportedValuePublisher }
    }

    @MainActor
    extension HandlersKit where Self: UIPageControl {
        /// The current page, starting with the current one (CombineCocoa's name).
        public var currentPagePublisher: EventPublisher<Int> { reportedValuePublisher }
    }

    #if !os(tvOS)
        // Sliders, steppers, switches, date pickers and refresh controls do not exist on tvOS.
        @MainActor
        extension HandlersKit where Self: UISlider {
            /// The slider's value, starting with the current one (CombineCocoa's name).
            public var valuePublisher: EventPublisher<Float> { reportedValuePublisher }
        }

        @MainActor
        extension HandlersKit where Self: UIStepper {
            /// The stepper's value, starting with the current one (CombineCocoa's name).
            public var valuePublisher: EventPublisher<Double> { reportedValuePublisher }
        }

        @MainActor
        extension HandlersKit where Self: UISwitch {
            /// Whether the switch is on, starting with the current state (CombineCocoa's name).
            public var isOnPublisher: EventPublisher<Bool> { reportedValuePublisher }
        }

        @MainActor
        extension HandlersKit where Self: UIDatePicker {
            /// The picked date, starting with the current one (CombineCocoa's name).
            public var datePublisher: EventPublisher<Date> { reportedValuePublisher }
        }

        @MainActor
        extension HandlersKit where Self: UIRefreshControl {
            /// Whether the control is refreshing, starting with the current state (CombineCocoa's
            /// name): `true` when the user pulled to refresh.
            public var isRefreshingPublisher: EventPublisher<Bool> {
                propertyPublisher(for: .valueChanged) { $0.isRefreshing }
            }
        }
    #endif
#endif
