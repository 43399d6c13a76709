#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    /// `UIPageControl` reports its `currentPage` (Int) to `onChange`:
    ///
    /// ```swift
    /// pageControl.onChange { page in scroll(to: page) }
    /// ```
    extension UIPageControl: ValueReportingControl {
        /// The control's `currentPage`, which its `.valueChanged` handlers receive.
        public var reportedValue: Int { currentPage }
    }
#endif
