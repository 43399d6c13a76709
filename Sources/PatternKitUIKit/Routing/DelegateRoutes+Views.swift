// The Objective-C selectors the scroll view and gesture recognizer delegate families route to
// closures, by method name: here, beside their proxies, so that an app that links neither links
// their tables. Strings outside `#if canImport(UIKit)`, so that what each family claims is
// tested on Linux; the UIKit scenarios check each selector against its protocol.

extension DelegateRoutes {
    /// `UIScrollViewDelegate`, inherited by table and collection views (and text views).
    package static let scrollView = DelegateRoutes(
        """
        scrollViewDidScroll: didScroll didReachBottom
        scrollViewWillBeginDragging: willBeginDragging
        scrollViewDidEndDragging:willDecelerate: didEndDragging
        scrollViewDidEndDecelerating: didEndDecelerating
        scrollViewDidZoom: didZoom
        scrollViewShouldScrollToTop: shouldScrollToTop
        scrollViewDidScrollToTop: didScrollToTop
        scrollViewDidEndScrollingAnimation: didEndScrollingAnimation
        """
    )

    /// `UIGestureRecognizerDelegate`: should begin, simultaneous recognition, failure
    /// requirements, should receive a touch.
    package static let gestureRecognizer = DelegateRoutes([
        "gestureRecognizerShouldBegin:": ["shouldBegin"],
        "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:": ["shouldRecognizeSimultaneously"],
        "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:": ["shouldRequireFailure"],
        "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:": ["shouldBeRequiredToFail"],
        "gestureRecognizer:shouldReceiveTouch:": ["shouldReceiveTouch"],
    ])
}
