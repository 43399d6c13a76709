// expect: requires that 'UINavigationController' inherit from 'UIImagePickerController'
// An image picker's key on a plain navigation controller: only pickers send it.
import PatternKitUIKit
import UIKit

@MainActor func wrong(navigation: UINavigationController) {
    navigation.addHandler(for: .didFinishPickingMedia) { _, _ in }
}
