#if canImport(UIKit) && !os(watchOS)
import UIKit

@MainActor
extension HandlersKit where Self: UIPageControl {
    /// Sets *the* `.valueChanged` handler, handing it the control and its new `currentPage`.
    ///
    /// ```swift
    /// pageControl.onValueChanged { page in scroll(to: page) }
    /// ```
    ///
    /// Same slot as `on(.valueChanged)`: setting one replaces the other.
    /// - Returns: The control, for chaining.
    @discardableResult
    public func onValueChanged(handler: @escaping (Self, Int) -> Void) -> Self {
        onValueChanged(reading: { $0.currentPage }, handler)
    }

    /// Sets *the* `.valueChanged` handler, handing it the new `currentPage`.
    @discardableResult
    public func onValueChanged(handler: @escaping (Int) -> Void) -> Self {
        onValueChanged { _, value in handler(value) }
    }
}
#endif
