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

    /// HandlersKit's name for `onValueChanged(handler:)`: sets *the* `.valueChanged`
    /// handler, handing it the control and its new value. Same slot as `onValueChanged` and
    /// `on(.valueChanged)`: setting one replaces the others.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onChange(handler: @escaping (Self, Bool) -> Void) -> Self {
        onValueChanged(handler: handler)
    }

    /// HandlersKit's name for `onValueChanged`: sets *the* `.valueChanged` handler, handing it
    /// the new value.
    @discardableResult
    public func onChange(handler: @escaping (Bool) -> Void) -> Self {
        onValueChanged(handler: handler)
    }
}
#endif
