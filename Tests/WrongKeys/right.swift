// Every key on the types that own it, subclasses included: compiles without a warning.
import ContactsUI
import PatternKitUIKit
import UIKit

final class FeedTable: UITableView {}

@MainActor func right(
    field: UITextField, searchBar: UISearchBar, textView: UITextView, scrollView: UIScrollView,
    table: FeedTable, collection: UICollectionView, picker: UIPickerView,
    navigation: UINavigationController, tabs: UITabBarController, pan: UIPanGestureRecognizer,
    keyboard: KeyboardObserver, imagePicker: UIImagePickerController, contact: CNContactViewController
) {
    field.addHandler(for: .shouldReturn) { _, _ in true }
    field.addHandler(for: .shouldChangeString) { _, _ in true }
    field.addHandler(for: .didEndEditingWithReason) { _, _ in }
    searchBar.addHandler(for: .textDidChange) { _, _ in }
    searchBar.addHandler(for: .shouldBeginEditing) { _, _ in true }
    textView.addHandler(for: .didChange) { _, _ in }
    textView.addHandler(for: .didScroll) { _, _ in }
    scrollView.addHandler(for: .didScroll) { _, _ in }
    table.addHandler(for: .didSelectRow) { _, _ in }
    table.addHandler(for: .didScroll) { _, _ in }
    table.addHandler(for: .willDisplayCell) { _, _ in }
    collection.addHandler(for: .willDisplayCell) { _, _ in }
    collection.removeHandlers(for: .didSelectItem)
    picker.addHandler(for: .didSelectRow) { _, _ in }
    // A picker's data source questions go to the data source proxy through the same entry.
    picker.addHandler(for: .numberOfRowsInComponent) { _, _ in nil }
    picker.addHandler(for: .titleForRow) { _, _ in "S" }
    picker.removeHandlers(for: .numberOfComponents)
    _ = picker.events(for: .didSelectRow)
    _ = navigation.events(for: .didShow)
    _ = tabs.events(for: .didSelect)
    pan.addHandler(for: .shouldRecognizeSimultaneously) { _, _ in false }
    keyboard.addHandler(for: .willShow) { _ in }
    // An image picker's keys reach the proxy UIKit calls, beside its navigation keys.
    imagePicker.addHandler(for: .didFinishPickingMedia) { _, _ in }
    imagePicker.removeHandlers(for: .didCancel)
    _ = imagePicker.events(for: .didCancel)
    imagePicker.addHandler(for: .willShow) { _, _ in }
    contact.addHandler(for: .didFinish) { _, _ in }
    contact.removeHandlers(for: .didFinish)
}
