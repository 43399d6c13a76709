#if canImport(UIKit) && !os(watchOS)
import UIKit

@MainActor
extension HandlersKit where Self: UISegmentedControl {
    /// Sets *the* `.valueChanged` handler, handing it the control and its new `selectedSegmentIndex`.
    ///
    /// ```swift
    /// modeControl.onValueChanged { index in mode = Mode(rawValue: index) }
    /// ```
    ///
    /// Same slot as `on(.valueChanged)`: setting one replaces the other.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onValueChanged(handler: @escaping (Self, Int) -> Void) -> Self {
        onValueChanged(reading: { $0.selectedSegmentIndex }, handler)
    }

    /// Sets *the* `.valueChanged` handler, handing it the new `selectedSegmentIndex`.
    @discardableResult
    public func onValueChanged(handler: @escaping (Int) -> Void) -> Self {
        onValueChanged { _, value in handler(value) }
    }

    /// HandlersKit's name for `onValueChanged(handler:)`: sets *the* `.valueChanged`
    /// handler, handing it the control and its new value. Same slot as `onValueChanged` and
    /// `on(.valueChanged)`: setting one replaces the others.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onChange(handler: @escaping (Self, Int) -> Void) -> Self {
        onValueChanged(handler: handler)
    }

    /// HandlersKit's name for `onValueChanged`: sets *the* `.valueChanged` handler, handing it
    /// the new value.
    @discardableResult
    public func onChange(handler: @escaping (Int) -> Void) -> Self {
        onValueChanged(handler: handler)
    }
}
#endif
