#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UIPageControl` reports its `currentPage` (Int) to `onValueChanged` and `onChange`:
///
/// ```swift
/// pageControl.onValueChanged { page in scroll(to: page) }
/// ```
extension UIPageControl: ValueReportingControl {
    /// The control's `currentPage`, which its `.valueChanged` handlers receive.
    public var reportedValue: Int { currentPage }
}
#endif
