// Every public API of HandlersKit 1.2.0, called the way its README and tests call it, with
// `import PatternKitUIKit` in place of `import HandlersKit`. `.ci/handlerskit-compat` compiles
// this file for iOS in Swift 5 and Swift 6 language modes: migrating is one changed import.
#if canImport(UIKit)
    import ContactsUI
    import PatternKitUIKit
    import UIKit

    // An app's own extension of the marker protocol.
    extension HandlersKit where Self: UIButton {
        @discardableResult
        func onLongTap(handler: @escaping (Self) -> Void) -> Self {
            on(.touchDownRepeat, handler: handler)
        }
    }

    @MainActor
    func useEveryHandlersKitAPI() {
        let button = UIButton()
        button.on(.touchUpInside) { (button: UIButton) in button.isEnabled = false }
        button.on(.touchUpInside) { print("tap") }
        button.onTap { (button: UIButton) in button.isSelected.toggle() }.onTap { print("tap") }
        button.onLongTap { _ in }

        UISwitch().onChange { (control: UISwitch, isOn: Bool) in print(control, isOn) }.onChange { (isOn: Bool) in
            print(isOn)
        }
        UISlider().onChange { (control: UISlider, value: Float) in print(control, value) }.onChange { (value: Float) in
            print(value)
        }
        UISegmentedControl().onChange { (control: UISegmentedControl, index: Int) in print(control, index) }.onChange {
            (index: Int) in print(index)
        }
        UIStepper().onChange { (control: UIStepper, value: Double) in print(control, value) }.onChange {
            (value: Double) in print(value)
        }
        UIPageControl().onChange { (control: UIPageControl, page: Int) in print(control, page) }.onChange {
            (page: Int) in print(page)
        }
        UIDatePicker().onChange { (control: UIDatePicker, date: Date) in print(control, date) }.onChange {
            (date: Date) in print(date)
        }

        _ = UIBarButtonItem(image: nil, style: .plain) { (item: UIBarButtonItem) in print(item) }
        _ = UIBarButtonItem(image: nil, style: .plain) { print("tap") }
        _ = UIBarButtonItem(title: "Done", style: .done) { (item: UIBarButtonItem) in print(item) }
        _ = UIBarButtonItem(title: "Done", style: .done) { print("tap") }
        _ = UIBarButtonItem(image: nil, landscapeImagePhone: nil, style: .plain) { (item: UIBarButtonItem) in
            print(item)
        }
        _ = UIBarButtonItem(image: nil, landscapeImagePhone: nil, style: .plain) { print("tap") }
        _ = UIBarButtonItem(barButtonSystemItem: .add) { (item: UIBarButtonItem) in print(item) }
        _ = UIBarButtonItem(barButtonSystemItem: .add) { print("tap") }
        UIBarButtonItem().onTap { (item: UIBarButtonItem) in print(item) }.onTap { print("tap") }

        _ = UITapGestureRecognizer { (recognizer: UITapGestureRecognizer) in print(recognizer.state) }
        _ = UIPanGestureRecognizer { print("pan") }
        UISwipeGestureRecognizer().onRecognize { (recognizer: UISwipeGestureRecognizer) in print(recognizer) }
            .onRecognize { print("swipe") }

        let field = UITextField()
        field
            .shouldBeginEditing { (field: UITextField) in field.isEnabled }.shouldBeginEditing { true }
            .didBeginEditing { (field: UITextField) in print(field) }.didBeginEditing { print("began") }
            .shouldEndEditing { (field: UITextField) in field.isEnabled }.shouldEndEditing { true }
            .didEndEditing { (field: UITextField) in print(field) }.didEndEditing { print("ended") }
            .shouldChangeCharacters { (field: UITextField, range: NSRange, string: String) in
                range.length + string.count < 10
            }
            .shouldChangeCharacters { (range: NSRange, string: String) in string.isEmpty || range.location < 10 }
            .shouldChangeString { (field: UITextField, from: String, to: String) in to.count <= 10 }
            .shouldChangeString { (from: String, to: String) in to.count <= 10 }
            .shouldClear { (field: UITextField) in field.isEnabled }.shouldClear { true }
            .shouldReturn { (field: UITextField) in field.resignFirstResponder() }.shouldReturn { true }

        let textView = UITextView()
        textView
            .shouldBeginEditing { (view: UITextView) in view.isEditable }.shouldBeginEditing { true }
            .shouldEndEditing { (view: UITextView) in view.isEditable }.shouldEndEditing { true }
            .didBeginEditing { (view: UITextView) in print(view) }.didBeginEditing { print("began") }
            .didEndEditing { (view: UITextView) in print(view) }.didEndEditing { print("ended") }
            .shouldChangeText { (view: UITextView, range: NSRange, text: String) in range.length + text.count < 280 }
            .shouldChangeText { (range: NSRange, text: String) in text.count < 280 }
            .shouldChangeString { (view: UITextView, from: String, to: String) in to.count <= 280 }
            .shouldChangeString { (from: String, to: String) in to.count <= 280 }
            .didChange { (view: UITextView) in print(view.text ?? "") }.didChange { print("changed") }
            .didChangeSelection { (view: UITextView) in print(view.selectedRange) }.didChangeSelection {
                print("moved")
            }
        textView
            .shouldInteractWithURL { (view: UITextView, url: URL, range: NSRange, interaction: UITextItemInteraction) in
                url.scheme == "https"
            }
            .shouldInteractWithURL { (url: URL, range: NSRange, interaction: UITextItemInteraction) in
                url.scheme == "https"
            }
            .shouldInteractWithAttachment {
                (view: UITextView, attachment: NSTextAttachment, range: NSRange, interaction: UITextItemInteraction) in
                true
            }
            .shouldInteractWithAttachment {
                (attachment: NSTextAttachment, range: NSRange, interaction: UITextItemInteraction) in true
            }

        let searchBar = UISearchBar()
        searchBar
            .shouldBeginEditing { (bar: UISearchBar) in bar.isUserInteractionEnabled }.shouldBeginEditing { true }
            .didBeginEditing { (bar: UISearchBar) in print(bar) }.didBeginEditing { print("began") }
            .shouldEndEditing { (bar: UISearchBar) in bar.isUserInteractionEnabled }.shouldEndEditing { true }
            .didEndEditing { (bar: UISearchBar) in print(bar) }.didEndEditing { print("ended") }
            .textDidChange { (bar: UISearchBar, text: String) in print(bar, text) }.textDidChange { (text: String) in
                print(text)
            }
            .shouldChangeText { (bar: UISearchBar, range: NSRange, text: String) in text.count < 50 }
            .shouldChangeText { (range: NSRange, text: String) in text.count < 50 }
            .searchButtonClicked { (bar: UISearchBar) in bar.resignFirstResponder() }.searchButtonClicked {
                print("search")
            }
            .bookmarkButtonClicked { (bar: UISearchBar) in print(bar) }.bookmarkButtonClicked { print("bookmark") }
            .cancelButtonClicked { (bar: UISearchBar) in print(bar) }.cancelButtonClicked { print("cancel") }
            .resultsListButtonClicked { (bar: UISearchBar) in print(bar) }.resultsListButtonClicked { print("results") }
            .selectedScopeButtonIndexDidChange { (bar: UISearchBar, index: Int) in print(bar, index) }
            .selectedScopeButtonIndexDidChange { (index: Int) in print(index) }

        UIImagePickerController()
            .didFinishPickingMedia { (picker: UIImagePickerController, info: [UIImagePickerController.InfoKey: Any]) in
                picker.dismiss(animated: true)
            }
            .didFinishPickingMedia { (info: [UIImagePickerController.InfoKey: Any]) in print(info.count) }
            .didCancel { (picker: UIImagePickerController) in picker.dismiss(animated: true) }
            .didCancel { print("cancelled") }

        CNContactViewController(forNewContact: nil).didFinish { (contact: CNContact?) in print(contact as Any) }
    }
#endif
