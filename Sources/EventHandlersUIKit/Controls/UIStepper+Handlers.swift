#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

@MainActor
extension HandlersKit where Self: UIStepper {
    /// Sets *the* `.valueChanged` handler, handing it the control and its new `value`.
    ///
    /// ```swift
    /// stepper.onValueChanged { count in label.text = "\(Int(count))" }
    /// ```
    ///
    /// Same slot as `on(.valueChanged)`: setting one replaces the other.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onValueChanged(handler: @escaping (Self, Double) -> Void) -> Self {
        onValueChanged(reading: { $0.value }, handler)
    }

    /// Sets *the* `.valueChanged` handler, handing it the new `value`.
    @discardableResult
    public func onValueChanged(handler: @escaping (Double) -> Void) -> Self {
        onValueChanged { _, value in handler(value) }
    }

    /// HandlersKit's name for `onValueChanged(handler:)`: sets *the* `.valueChanged`
    /// handler, handing it the control and its new value. Same slot as `onValueChanged` and
    /// `on(.valueChanged)`: setting one replaces the others.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onChange(handler: @escaping (Self, Double) -> Void) -> Self {
        onValueChanged(handler: handler)
    }

    /// HandlersKit's name for `onValueChanged`: sets *the* `.valueChanged` handler, handing it
    /// the new value.
    @discardableResult
    public func onChange(handler: @escaping (Double) -> Void) -> Self {
        onValueChanged(handler: handler)
    }
}
#endif
