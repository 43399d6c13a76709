#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

@MainActor
extension HandlersKit where Self: UISlider {
    /// Sets *the* `.valueChanged` handler, handing it the control and its new `value`.
    ///
    /// ```swift
    /// volumeSlider.onValueChanged { slider, value in slider.accessibilityValue = "\(Int(value * 100)) %" }
    /// ```
    ///
    /// Same slot as `on(.valueChanged)`: setting one replaces the other.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onValueChanged(handler: @escaping (Self, Float) -> Void) -> Self {
        onValueChanged(reading: { $0.value }, handler)
    }

    /// Sets *the* `.valueChanged` handler, handing it the new `value`.
    @discardableResult
    public func onValueChanged(handler: @escaping (Float) -> Void) -> Self {
        onValueChanged { _, value in handler(value) }
    }
}
#endif
