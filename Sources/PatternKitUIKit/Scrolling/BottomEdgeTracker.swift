/// Decides when a scrolling list *reaches* its bottom: once when the bottom comes within
/// `threshold` points, and again only after the list moved away from it — the moment to
/// load the next page, without a request per scroll event.
///
/// The geometry is a scroll view's, as plain numbers, so the decision is tested on Linux;
/// UIKit's `didReachBottom` feeds it from `scrollViewDidScroll(_:)`.
///
/// ```swift
/// var tracker = BottomEdgeTracker(threshold: 100)
/// tracker.update(contentOffsetY: 0, contentHeight: 2000, visibleHeight: 800)     // false
/// tracker.update(contentOffsetY: 1150, contentHeight: 2000, visibleHeight: 800)  // true: reached
/// tracker.update(contentOffsetY: 1180, contentHeight: 2000, visibleHeight: 800)  // false: still there
/// ```
package struct BottomEdgeTracker: Sendable, Equatable {
    /// How close to the bottom counts as reached, in points (`0`: the very end).
    package var threshold: Double
    /// Whether the last update found the bottom within reach.
    package private(set) var isAtBottom = false

    /// Creates a tracker that reports the bottom once it comes within `threshold` points.
    package init(threshold: Double = 0) {
        self.threshold = threshold
    }

    /// How far the bottom of the content (its bottom inset included) is below the bottom of
    /// the visible area; `0` or less when it is visible, as for content shorter than the view.
    ///
    /// - Parameters:
    ///   - contentOffsetY: The content offset's `y`.
    ///   - contentHeight: The content size's height.
    ///   - visibleHeight: The scroll view's bounds height.
    ///   - bottomInset: The adjusted content inset's bottom.
    package static func distanceToBottom(
        contentOffsetY: Double, contentHeight: Double, visibleHeight: Double, bottomInset: Double = 0
    ) -> Double {
        contentHeight + bottomInset - (contentOffsetY + visibleHeight)
    }

    /// Takes the new geometry; returns `true` only when the bottom has just come within reach
    /// (it was not at the previous update).
    @discardableResult
    package mutating func update(
        contentOffsetY: Double, contentHeight: Double, visibleHeight: Double, bottomInset: Double = 0
    ) -> Bool {
        let distance = Self.distanceToBottom(
            contentOffsetY: contentOffsetY, contentHeight: contentHeight, visibleHeight: visibleHeight,
            bottomInset: bottomInset
        )
        let wasAtBottom = isAtBottom
        // An empty view (no height yet: before layout) has no bottom to reach.
        isAtBottom = visibleHeight > 0 && distance <= threshold
        return isAtBottom && !wasAtBottom
    }
}
