#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// `UISwitch` reports its `isOn` (Bool) to `onValueChanged` and `onChange`:
///
/// ```swift
/// wifiSwitch.onValueChanged { isOn in settings.wifi = isOn }
/// ```
extension UISwitch: ValueReportingControl {
    /// The control's `isOn`, which its `.valueChanged` handlers receive.
    public var reportedValue: Bool { isOn }
}
#endif
