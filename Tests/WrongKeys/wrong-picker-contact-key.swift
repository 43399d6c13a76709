// expect: requires that 'UIPickerView' inherit from 'CNContactViewController'
// A contact controller's key on a picker: only contact view controllers route `.didFinish`.
import PatternKitUIKit
import UIKit

@MainActor func wrong(picker: UIPickerView) {
    picker.addHandler(for: .didFinish) { _, _ in }
}
