#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

@MainActor
extension HandlersKit where Self: UISwitch {
    /// Sets *the* `.valueChanged` handler, handing it the control and its new state (`isOn`).
    ///
    /// ```swift
    /// wifiSwitch.onValueChanged { isOn in settings.wifi = isOn }
    /// ```
    ///
    /// Same slot as `on(.valueChanged)`: setting one replaces the other.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onValueChanged(handler: @escaping (Self, Bool) -> Void) -> Self {
        onValueChanged(reading: { $0.isOn }, handler)
    }

    /// Sets *the* `.valueChanged` handler, handing it the new state (`isOn`).
    @discardableResult
    public func onValueChanged(handler: @escaping (Bool) -> Void) -> Self {
        onValueChanged { _, value in handler(value) }
    }
}
#endif
