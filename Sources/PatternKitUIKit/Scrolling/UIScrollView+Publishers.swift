#if canImport(Combine) && canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlersUIKit
    public import UIKit

    /// A scroll view's delegate notifications as publishers (CombineCocoa's names), on the same
    /// delegate proxy as the closures: the app's delegate keeps receiving everything, and
    /// cancelling the subscription removes exactly its handler.
    ///
    /// ```swift
    /// scrollView.contentOffsetPublisher
    ///     .map(\.y)
    ///     .sink { y in header.alpha = max(0, 1 - y / 120) }
    ///     .store(in: &cancellables)
    /// ```
    @MainActor
    extension HandlersKit where Self: UIScrollView {
        /// Every notification of `method` (such as `.didScroll` or, on a table, `.didSelectRow`),
        /// with its input: the `publisher(for:)` of every delegate key and control event. (A key
        /// path still picks Foundation's key-value observing `publisher(for:)`.)
        ///
        /// ```swift
        /// tableView.publisher(for: .didSelectRow)
        ///     .sink { indexPath in open(items[indexPath.row]) }
        ///     .store(in: &cancellables)
        /// ```
        public func publisher<Input>(for method: DelegateMethod<Self, Input, Void>) -> EventPublisher<Input> {
            EventPublisher(self) { view, send in
                view.addHandler(for: method) { _, input in send(input) }
            }
        }

        /// The content offset, starting with the current one, then at every scroll.
        public var contentOffsetPublisher: EventPublisher<CGPoint> {
            EventPublisher(
                self,
                initial: { $0.contentOffset },
                register: { view, send in
                    view.addHandler(for: .didScroll) { view, _ in send(view.contentOffset) }
                }
            )
        }

        /// The content moved, by the user or in code.
        public var didScrollPublisher: EventPublisher<Void> { publisher(for: .didScroll) }

        /// The user began dragging the content.
        public var willBeginDraggingPublisher: EventPublisher<Void> { publisher(for: .willBeginDragging) }

        /// The user lifted the finger; the value is `willDecelerate`.
        public var didEndDraggingPublisher: EventPublisher<Bool> { publisher(for: .didEndDragging) }

        /// Deceleration after a drag ended.
        public var didEndDeceleratingPublisher: EventPublisher<Void> { publisher(for: .didEndDecelerating) }

        /// The zoom scale changed.
        public var didZoomPublisher: EventPublisher<Void> { publisher(for: .didZoom) }

        /// A scroll to the top (status bar tap) finished.
        public var didScrollToTopPublisher: EventPublisher<Void> { publisher(for: .didScrollToTop) }

        /// An animated scroll started in code finished.
        public var didEndScrollingAnimationPublisher: EventPublisher<Void> {
            publisher(for: .didEndScrollingAnimation)
        }

        /// The bottom of the content came within `threshold` points, once per arrival (the same
        /// decision and parameter as `didReachBottom(threshold:handler:)`; CombineCocoa's name):
        /// for loading the next page.
        ///
        /// ```swift
        /// tableView.reachedBottomPublisher(threshold: 300)
        ///     .sink { feed.loadMore() }
        ///     .store(in: &cancellables)
        /// ```
        public func reachedBottomPublisher(threshold: CGFloat = 0) -> EventPublisher<Void> {
            EventPublisher(self) { view, send in
                var tracker = BottomEdgeTracker(threshold: Double(threshold))
                return view.addHandler(for: .didScroll) { view, _ in
                    let reached = tracker.update(
                        contentOffsetY: Double(view.contentOffset.y), contentHeight: Double(view.contentSize.height),
                        visibleHeight: Double(view.bounds.height), bottomInset: Double(view.adjustedContentInset.bottom)
                    )
                    if reached { send(()) }
                }
            }
        }
    }

    /// A table's selection and display notifications as publishers (CombineCocoa's names).
    @MainActor
    extension HandlersKit where Self: UITableView {
        /// The index path of each row the user selects.
        public var didSelectRowPublisher: EventPublisher<IndexPath> { publisher(for: .didSelectRow) }

        /// The index path of each row the user deselects.
        public var didDeselectRowPublisher: EventPublisher<IndexPath> { publisher(for: .didDeselectRow) }

        /// Each cell about to be displayed, with its index path.
        public var willDisplayCellPublisher: EventPublisher<(cell: UITableViewCell, indexPath: IndexPath)> {
            EventPublisher(self) { view, send in
                view.addHandler(for: .willDisplayCell) { _, input in send((input.0, input.1)) }
            }
        }

        /// Each cell that left the screen, with its index path.
        public var didEndDisplayingCellPublisher: EventPublisher<(cell: UITableViewCell, indexPath: IndexPath)> {
            EventPublisher(self) { view, send in
                view.addHandler(for: .didEndDisplayingCell) { _, input in send((input.0, input.1)) }
            }
        }

        /// The index path of each row whose accessory button was tapped.
        public var itemAccessoryButtonTappedPublisher: EventPublisher<IndexPath> {
            publisher(for: .accessoryButtonTapped)
        }
    }

    /// A collection view's selection and display notifications as publishers (CombineCocoa's names).
    @MainActor
    extension HandlersKit where Self: UICollectionView {
        /// The index path of each item the user selects.
        public var didSelectItemPublisher: EventPublisher<IndexPath> { publisher(for: .didSelectItem) }

        /// The index path of each item the user deselects.
        public var didDeselectItemPublisher: EventPublisher<IndexPath> { publisher(for: .didDeselectItem) }

        /// Each cell about to be displayed, with its index path.
        public var willDisplayCellPublisher: EventPublisher<(cell: UICollectionViewCell, indexPath: IndexPath)> {
            EventPublisher(self) { view, send in
                view.addHandler(for: .willDisplayCell) { _, input in send((input.0, input.1)) }
            }
        }
    }
#endif
