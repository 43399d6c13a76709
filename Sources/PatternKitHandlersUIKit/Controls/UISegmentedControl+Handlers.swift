#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    /// `UISegmentedControl` reports its `selectedSegmentIndex` (Int) to `onChange`:
    ///
    /// ```swift
    /// modeControl.onChange { index in mode = Mode(rawValue: index) }
    /// ```
    extension UISegmentedControl: ValueReportingControl {
        /// The control's `selectedSegmentIndex`, which its `.valueChanged` handlers receive.
        public var reportedValue: Int { selectedSegmentIndex }
    }
#endif
