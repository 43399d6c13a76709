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

    /// HandlersKit's name for `onValueChanged(handler:)`: sets *the* `.valueChanged`
    /// handler, handing it the control and its new value. Same slot as `onValueChanged` and
    /// `on(.valueChanged)`: setting one replaces the others.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onChange(handler: @escaping (Self, Float) -> Void) -> Self {
        onValueChanged(handler: handler)
    }

    /// HandlersKit's name for `onValueChanged`: sets *the* `.valueChanged` handler, handing it
    /// the new value.
    @discardableResult
    public func onChange(handler: @escaping (Float) -> Void) -> Self {
        onValueChanged(handler: handler)
    }
}
#endif
