// expect: requires that 'UITextField' inherit from 'UISearchBar'
// A search bar's key on a text field: only search bars route `.textDidChange`.
import PatternKitUIKit
import UIKit

@MainActor func wrong(field: UITextField) {
    field.addHandler(for: .textDidChange) { _, _ in }
}
