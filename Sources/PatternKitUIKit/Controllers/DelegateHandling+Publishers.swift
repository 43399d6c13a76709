#if canImport(Combine) && canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlersUIKit
    public import UIKit

    /// Any delegate notification of a text field, text view, search bar, navigation
    /// controller, tab bar controller, search controller, presentation controller or gesture
    /// recognizer as a publisher: `publisher(for:)`, and the named publishers built on it
    /// (`didEndEditingPublisher`, `didShowPublisher`, `didSelectPublisher`,
    /// `didDismissPublisher`…). A new delegate family gets its publishers in one line each.
    ///
    /// ```swift
    /// editor.presentationController?.didDismissPublisher
    ///     .sink { reload() }
    ///     .store(in: &cancellables)
    /// ```
    @MainActor
    extension DelegateHandling where Self: Sendable {
        /// What the notification `method`'s closures receive besides the object, each time it is
        /// called. The app's delegate and the other closures are not affected.
        public func publisher<Input>(for method: DelegateMethod<Self, Input, Void>) -> EventPublisher<Input> {
            EventPublisher(self) { object, send in object.addHandler(for: method) { _, input in send(input) } }
        }
    }

    @MainActor
    extension HandlersKit where Self: UINavigationController {
        /// The view controller about to be shown, and whether it is animated.
        public var willShowPublisher: EventPublisher<(viewController: UIViewController, animated: Bool)> {
            publisher(for: .willShow)
        }

        /// The view controller shown, and whether it was animated.
        public var didShowPublisher: EventPublisher<(viewController: UIViewController, animated: Bool)> {
            publisher(for: .didShow)
        }
    }

    @MainActor
    extension HandlersKit where Self: UITabBarController {
        /// The view controller of each tab the user selects.
        public var didSelectPublisher: EventPublisher<UIViewController> { publisher(for: .didSelect) }
    }

    @MainActor
    extension HandlersKit where Self: UISearchController {
        /// Each time the search results should be updated (text or scope changed).
        public var updateSearchResultsPublisher: EventPublisher<Void> { publisher(for: .updateSearchResults) }
    }

    @MainActor
    extension HandlersKit where Self: UIPresentationController {
        /// Each time the user begins dismissing the sheet.
        public var willDismissPublisher: EventPublisher<Void> { publisher(for: .willDismiss) }

        /// Each time the user dismissed the sheet.
        public var didDismissPublisher: EventPublisher<Void> { publisher(for: .didDismiss) }

        /// Each time the user tried to dismiss a sheet that refused.
        public var didAttemptToDismissPublisher: EventPublisher<Void> { publisher(for: .didAttemptToDismiss) }
    }
#endif
