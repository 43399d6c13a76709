#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    public import UIKit

    // The notifications and decisions of a scroll view's delegate (`UIScrollViewDelegate`), keys of
    // every scroll view: table, collection and text views inherit them.

    extension DelegateMethod where Owner: UIScrollView, Input == Void, Output == Void {
        /// The content moved (`scrollViewDidScroll(_:)`), by the user or in code.
        public static var didScroll: Self { Self("didScroll") }
        /// The user began dragging the content (`scrollViewWillBeginDragging(_:)`).
        public static var willBeginDragging: Self { Self("willBeginDragging") }
        /// Deceleration after a drag ended (`scrollViewDidEndDecelerating(_:)`).
        public static var didEndDecelerating: Self { Self("didEndDecelerating") }
        /// The zoom scale changed (`scrollViewDidZoom(_:)`).
        public static var didZoom: Self { Self("didZoom") }
        /// A scroll to the top (status bar tap) finished (`scrollViewDidScrollToTop(_:)`).
        public static var didScrollToTop: Self { Self("didScrollToTop") }
        /// The bottom of the content came within reach (decided by `BottomEdgeTracker` at each
        /// `scrollViewDidScroll(_:)`).
        public static var didReachBottom: Self { Self("didReachBottom") }
        /// An animated scroll started in code finished
        /// (`scrollViewDidEndScrollingAnimation(_:)`).
        public static var didEndScrollingAnimation: Self { Self("didEndScrollingAnimation") }
    }

    extension DelegateMethod where Owner: UIScrollView, Input == Bool, Output == Void {
        /// The user lifted the finger (`scrollViewDidEndDragging(_:willDecelerate:)`); the input
        /// is `willDecelerate`: `false` means the content stopped here.
        public static var didEndDragging: Self { Self("didEndDragging") }
    }

    extension DelegateMethod where Owner: UIScrollView, Input == Void, Output == Bool {
        /// "May a status bar tap scroll to the top?" (`scrollViewShouldScrollToTop(_:)`).
        public static var shouldScrollToTop: Self { Self("shouldScrollToTop") }
    }
#endif
