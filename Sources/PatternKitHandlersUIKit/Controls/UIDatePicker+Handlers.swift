#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    public import UIKit

    /// `UIDatePicker` reports its `date` (Date) to `onChange`:
    ///
    /// ```swift
    /// picker.onChange { date in booking.date = date }
    /// ```
    extension UIDatePicker: ValueReportingControl {
        /// The control's `date`, which its `.valueChanged` handlers receive.
        public var reportedValue: Date { date }
    }
#endif
