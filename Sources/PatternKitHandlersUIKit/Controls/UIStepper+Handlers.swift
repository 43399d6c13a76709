#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    public import UIKit

    /// `UIStepper` reports its `value` (Double) to `onChange`:
    ///
    /// ```swift
    /// stepper.onChange { count in label.text = "\(Int(count))" }
    /// ```
    extension UIStepper: ValueReportingControl {
        /// The control's `value`, which its `.valueChanged` handlers receive.
        public var reportedValue: Double { value }
    }
#endif
