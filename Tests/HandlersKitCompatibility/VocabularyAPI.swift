// The one vocabulary (issue 19), called as an app calls it: a named method sets, addHandler(for:_:)
// adds and returns a token, removeHandlers(for:) removes, events(for:) streams; keys that share a
// name across views resolve without type annotations. Compiled by .ci/handlerskit-compat.
#if canImport(UIKit)
    import PatternKitUIKit
    import UIKit

    @MainActor
    func vocabularyCheck() async {
        let table = UITableView()
        _ = table.addHandler(for: .didSelectRow) { table, indexPath in print(table, indexPath.row) }
        _ = table.addHandler(for: .willDisplayCell) { _, input in print(input.0, input.1) }
        _ = table.addHandler(for: .didScroll) { _, _ in }
        _ = table.addHandler(for: .shouldSelectRow) { _, _ in true }
        table.removeHandlers(for: .didSelectRow)
        for await ip in table.events(for: .didSelectRow) { print(ip) }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        _ = collection.addHandler(for: .willDisplayCell) { _, input in print(input.0) }
        _ = collection.addHandler(for: .didSelectItem) { _, ip in print(ip) }
        let textView = UITextView()
        _ = textView.addHandler(for: .didChange) { _, _ in }
        _ = textView.addHandler(for: .shouldChangeText) { _, edit in edit.replacement.isEmpty }
        _ = textView.addHandler(for: .didScroll) { _, _ in }
        textView.removeHandlers(for: .didChange)
        for await _ in textView.events(for: .didEndEditing) {}
        let field = UITextField()
        _ = field.addHandler(for: .editingChanged) { _ in }
        _ = field.addHandler(for: .didEndEditing) { _, _ in }
        field.textDidChange { text in print(text) }
        for await _ in field.events(for: .didEndEditing) {}
        let navigation = UINavigationController()
        _ = navigation.addHandler(for: .willShow) { _, shown in print(shown.viewController) }
        let keyboard = KeyboardObserver()
        _ = keyboard.addHandler(for: .willShow) { transition in print(transition.duration) }
        for await _ in keyboard.events(for: .willHide) {}
        let item = UIBarButtonItem()
        _ = item.addHandler { _ in }
        item.removeHandlers()
        for await _ in item.events() {}
        let tabs = UITabBarController()
        _ = tabs.addHandler(for: .didSelect) { _, vc in print(vc) }
        _ = UISlider().onChange { value in print(value) }
        let picker = UIPickerView()
        _ = picker.addHandler(for: .didSelectRow) { _, selection in print(selection.row, selection.component) }
        _ = picker.addHandler(for: .numberOfRowsInComponent) { _, component in component == 0 ? 3 : nil }
        picker.removeHandlers(for: .didSelectRow)
        collection.removeHandlers(for: .willDisplayCell)
        navigation.removeHandlers(for: .willShow)
        keyboard.removeHandlers(for: .willShow)
        for await ip in collection.events(for: .didSelectItem) { print(ip) }
    }
#endif
