#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    public import UIKit

    /// A control whose `.valueChanged` event reports one value: a switch's `isOn`, a slider's
    /// `value`, a segmented control's `selectedSegmentIndex`, a stepper's `value`, a page
    /// control's `currentPage`, a date picker's `date`. It gets HandlersKit's `onChange`,
    /// handing closures the new value.
    ///
    /// Adopt it for your own control to get the same methods:
    ///
    /// ```swift
    /// extension RatingControl: ValueReportingControl {
    ///     public var reportedValue: Int { rating }
    /// }
    /// ratingControl.onChange { rating in review.rating = rating }
    /// ```
    @MainActor
    public protocol ValueReportingControl: UIControl {
        /// The type of the value.
        associatedtype ReportedValue
        /// The value `.valueChanged` reports.
        var reportedValue: ReportedValue { get }
    }

    @MainActor
    extension HandlersKit where Self: ValueReportingControl {
        /// Sets *the* `.valueChanged` handler, handing it the control and its new value
        /// (HandlersKit's name).
        ///
        /// Same slot as `on(.valueChanged)`: setting one replaces the other.
        /// - Returns: The control, for chaining.
        @discardableResult
        public func onChange(handler: @escaping (Self, ReportedValue) -> Void) -> Self {
            on(.valueChanged) { control in handler(control, control.reportedValue) }
        }

        /// Sets *the* `.valueChanged` handler, handing it the new value.
        @discardableResult
        public func onChange(handler: @escaping (ReportedValue) -> Void) -> Self {
            onChange { _, value in handler(value) }
        }
    }
#endif
