#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    public import UIKit

    /// `UISlider` reports its `value` (Float) to `onChange`:
    ///
    /// ```swift
    /// volumeSlider.onChange { volume in player.volume = volume }
    /// ```
    extension UISlider: ValueReportingControl {
        /// The control's `value`, which its `.valueChanged` handlers receive.
        public var reportedValue: Float { value }
    }
#endif
