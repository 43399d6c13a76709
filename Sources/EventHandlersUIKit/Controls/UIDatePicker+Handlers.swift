#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

@MainActor
extension HandlersKit where Self: UIDatePicker {
    /// Sets *the* `.valueChanged` handler, handing it the control and its new `date`.
    ///
    /// ```swift
    /// picker.onValueChanged { date in booking.date = date }
    /// ```
    ///
    /// Same slot as `on(.valueChanged)`: setting one replaces the other.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onValueChanged(handler: @escaping (Self, Date) -> Void) -> Self {
        onValueChanged(reading: { $0.date }, handler)
    }

    /// Sets *the* `.valueChanged` handler, handing it the new `date`.
    @discardableResult
    public func onValueChanged(handler: @escaping (Date) -> Void) -> Self {
        onValueChanged { _, value in handler(value) }
    }
}
#endif
