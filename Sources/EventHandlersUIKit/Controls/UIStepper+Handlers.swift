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
}
#endif
