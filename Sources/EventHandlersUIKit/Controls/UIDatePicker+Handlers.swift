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

    /// HandlersKit's name for `onValueChanged(handler:)`: sets *the* `.valueChanged`
    /// handler, handing it the control and its new value. Same slot as `onValueChanged` and
    /// `on(.valueChanged)`: setting one replaces the others.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onChange(handler: @escaping (Self, Date) -> Void) -> Self {
        onValueChanged(handler: handler)
    }

    /// HandlersKit's name for `onValueChanged`: sets *the* `.valueChanged` handler, handing it
    /// the new value.
    @discardableResult
    public func onChange(handler: @escaping (Date) -> Void) -> Self {
        onValueChanged(handler: handler)
    }
}
#endif
