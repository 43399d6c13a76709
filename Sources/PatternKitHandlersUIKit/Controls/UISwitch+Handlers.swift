#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    public import UIKit

    /// `UISwitch` reports its `isOn` (Bool) to `onChange`:
    ///
    /// ```swift
    /// wifiSwitch.onChange { isOn in settings.wifi = isOn }
    /// ```
    extension UISwitch: ValueReportingControl {
        /// The control's `isOn`, which its `.valueChanged` handlers receive.
        public var reportedValue: Bool { isOn }
    }
#endif
