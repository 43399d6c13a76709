#if os(iOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UIPickerViewDelegate` behind a picker's closures (`titleForRow`, `didSelectRow`): one
    /// per picker, found by its identity, owned by it. Widths, row heights and custom row views
    /// are never claimed: they reach the app's delegate untouched.
    @MainActor
    final class PickerViewDelegateProxy: DelegateProxy<UIPickerView>, UIPickerViewDelegate {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UIPickerViewDelegate).self) } }
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(selector, in: .pickerViewDelegate) { forwardeeResponds(to: selector) }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UIPickerViewDelegate).self]
        }

        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            handlers.answer(.titleForRow, (row: row, component: component)) {
                delegate($0, as: (any UIPickerViewDelegate).self).pickerView?(
                    pickerView, titleForRow: row, forComponent: component)
            }
        }

        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            handlers.notify(.didSelectRow, (row: row, component: component)) {
                delegate($0, as: (any UIPickerViewDelegate).self).pickerView?(
                    pickerView, didSelectRow: row, inComponent: component)
            }
        }
    }
#endif
