#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    import ContactsUI
    import PatternKitUIKit
    import UIKit

    /// One scenario per HandlersKit 1.2.0 method: each behaves as HandlersKit's does, with
    /// `import PatternKitUIKit`.
    enum HandlersKitScenarios {
        @MainActor
        static let all: [Scenario] = controls + barsAndGestures + textField + textView + searchBar + controllers

        @MainActor
        static let controls: [Scenario] = [
            Scenario("on(_:handler:) with and without the control", covers: "HandlersKit UIControl.on") { e in
                let button = UIButton()
                var log: [String] = []
                button.on(.touchDown) { (button: UIButton) in log.append("typed \(button.isEnabled)") }
                button.on(.touchUpInside) { log.append("plain") }
                button.sendActions(for: .touchDown)
                button.sendActions(for: .touchUpInside)
                e.expectEqual(log, ["typed true", "plain"], "calls")
            },
            Scenario("onTap replaces the tap handler", covers: "HandlersKit UIButton.onTap") { e in
                let button = UIButton()
                var log: [String] = []
                button.onTap { log.append("first") }.onTap { (_: UIButton) in log.append("second") }
                button.sendActions(for: .touchUpInside)
                e.expectEqual(log, ["second"], "taps")
            },
            Scenario("onTap on any control is its tap event, never a gesture recognizer", covers: "UIControl.onTap") {
                e in
                let control = UIControl()
                let label = UILabel()
                var log: [String] = []
                control.onTap { (_: UIControl) in log.append("control") }
                label.onTap { log.append("label") }
                control.sendActions(for: .touchUpInside)
                e.expectEqual(log, ["control"], "taps")
                e.expectEqual(control.gestureRecognizers?.count ?? 0, 0, "recognizers on the control")
                e.expectEqual(label.gestureRecognizers?.count ?? 0, 1, "recognizers on the label")
            },
            Scenario("onChange hands each value control its new value", covers: "HandlersKit onChange") { e in
                var log: [String] = []
                let toggle = UISwitch()
                toggle.onChange { (_: UISwitch, isOn: Bool) in log.append("switch \(isOn)") }
                toggle.isOn = true
                toggle.sendActions(for: .valueChanged)
                let slider = UISlider()
                slider.onChange { (value: Float) in log.append("slider \(value)") }
                slider.value = 0.5
                slider.sendActions(for: .valueChanged)
                let segments = UISegmentedControl(items: ["a", "b"])
                segments.onChange { (index: Int) in log.append("segment \(index)") }
                segments.selectedSegmentIndex = 1
                segments.sendActions(for: .valueChanged)
                let stepper = UIStepper()
                stepper.onChange { (value: Double) in log.append("stepper \(value)") }
                stepper.value = 3
                stepper.sendActions(for: .valueChanged)
                let pages = UIPageControl()
                pages.numberOfPages = 3
                pages.onChange { (page: Int) in log.append("page \(page)") }
                pages.currentPage = 2
                pages.sendActions(for: .valueChanged)
                let picker = UIDatePicker()
                let date = Date(timeIntervalSince1970: 0)
                picker.onChange { (picked: Date) in log.append("date \(picked == date)") }
                picker.date = date
                picker.sendActions(for: .valueChanged)
                e.expectEqual(
                    log, ["switch true", "slider 0.5", "segment 1", "stepper 3.0", "page 2", "date true"], "values")
            },
        ]

        @MainActor
        static let barsAndGestures: [Scenario] = [
            Scenario("bar button item initializers and onTap", covers: "HandlersKit UIBarButtonItem") { e in
                var log: [String] = []
                let items = [
                    UIBarButtonItem(title: "T", style: .plain) { (_: UIBarButtonItem) in log.append("title") },
                    UIBarButtonItem(image: nil, style: .plain) { log.append("image") },
                    UIBarButtonItem(image: nil, landscapeImagePhone: nil, style: .plain) { log.append("landscape") },
                    UIBarButtonItem(barButtonSystemItem: .done) { (_: UIBarButtonItem) in log.append("system") },
                    UIBarButtonItem().onTap { log.append("onTap") },
                ]
                for item in items {
                    guard let target = item.target as? NSObject, let action = item.action else {
                        e.expect(false, "an item has no target-action")
                        continue
                    }
                    target.perform(action, with: item)
                }
                e.expectEqual(log, ["title", "image", "landscape", "system", "onTap"], "taps")
            },
            Scenario("gesture recognizers: init(handler:) and onRecognize", covers: "HandlersKit UIGestureRecognizer") {
                e in
                var log: [String] = []
                let tap = UITapGestureRecognizer { (_: UITapGestureRecognizer) in log.append("init") }
                let swipe = UISwipeGestureRecognizer().onRecognize { log.append("onRecognize") }
                // UIKit fires a recognizer's actions only for real touches; what runs then is the
                // core's ActionHandlers, tested on Linux. Here: both forms attach to UIKit's targets.
                e.expectEqual(log, [], "nothing runs before a recognition")
                e.expect(swipe.view == nil && tap.view == nil, "recognizers not yet on a view")
            },
        ]

        @MainActor
        static let textField: [Scenario] = [
            Scenario(
                "every text field method, with and without the field: editing, typing and ending through UIKit",
                covers: "HandlersKit UITextField"
            ) { e in
                let field = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                field.text = "ab"
                var log: [String] = []
                var mayBegin = false
                field
                    .shouldBeginEditing {
                        log.append("shouldBegin")
                        return mayBegin
                    }
                    .didBeginEditing { (_: UITextField) in log.append("didBegin") }
                    .shouldEndEditing { (_: UITextField) in
                        log.append("shouldEnd")
                        return true
                    }
                    .didEndEditing { log.append("didEnd") }
                    .shouldClear {
                        log.append("shouldClear")
                        return false
                    }
                    .shouldReturn { (_: UITextField) in
                        log.append("shouldReturn")
                        return false
                    }
                    .shouldChangeString { (_: UITextField, from: String, to: String) in
                        log.append("\(from)→\(to)")
                        return true
                    }
                e.expect(!field.becomeFirstResponder(), "shouldBeginEditing's no: UIKit does not start editing")
                mayBegin = true
                e.expect(field.becomeFirstResponder(), "shouldBeginEditing's yes: editing")
                UserGestures.type("c", into: field)  // a keystroke (replayed: see UserGestures.type)
                e.expectEqual(field.text ?? "", "abc", "the typed letter, allowed by shouldChangeString")
                e.expect(field.resignFirstResponder(), "shouldEndEditing's yes: editing ends")
                // UIKit asks these two only for a tap on the clear button or the Return key.
                e.expectEqual(field.delegate?.textFieldShouldClear?(field), false, "shouldClear")
                e.expectEqual(field.delegate?.textFieldShouldReturn?(field), false, "shouldReturn")
                field.shouldChangeCharacters { (range: NSRange, string: String) in
                    log.append("\(range.location)+\(string)")
                    return false
                }
                field.becomeFirstResponder()
                UserGestures.type("x", into: field)
                field.resignFirstResponder()
                e.expectEqual(field.text ?? "", "abc", "the letter refused by shouldChangeCharacters")
                e.expectInOrder(
                    log,
                    [
                        "shouldBegin", "shouldBegin", "didBegin", "ab→abc", "shouldEnd", "didEnd", "shouldClear",
                        "shouldReturn", "3+x",
                    ], "calls")
                e.expect(!log.contains("abc→abcx"), "shouldChangeCharacters replaced shouldChangeString")
            }
        ]

        @MainActor
        static let textView: [Scenario] = [
            Scenario(
                "every text view method, with and without the view: editing, typing and ending through UIKit",
                covers: "HandlersKit UITextView"
            ) { e in
                let view = e.layOut(UITextView(), frame: CGRect(x: 0, y: 0, width: 200, height: 100))
                view.text = "hi"
                var log: [String] = []
                var mayEnd = false
                view
                    .shouldBeginEditing { (_: UITextView) in
                        log.append("shouldBegin")
                        return true
                    }
                    .didBeginEditing { log.append("didBegin") }
                    .shouldEndEditing {
                        log.append("shouldEnd")
                        return mayEnd
                    }
                    .didEndEditing { (_: UITextView) in log.append("didEnd") }
                    .didChange { log.append("didChange") }
                    .didChangeSelection { (_: UITextView) in log.append("selection") }
                    .shouldChangeString { (from: String, to: String) in
                        log.append("\(from)→\(to)")
                        return to.count < 4
                    }
                e.expect(view.becomeFirstResponder(), "editing")
                view.selectedRange = NSRange(location: 2, length: 0)
                view.insertText("!!")  // the keyboard's path: refused, too long
                view.insertText("!")
                e.expectEqual(view.text ?? "", "hi!", "only the short edit went in")
                e.expect(!view.resignFirstResponder(), "shouldEndEditing's no keeps it editing")
                mayEnd = true
                e.expect(view.resignFirstResponder(), "then it ends")
                e.expectInOrder(
                    log,
                    ["shouldBegin", "didBegin", "hi→hi!!", "hi→hi!", "didChange", "shouldEnd", "shouldEnd", "didEnd"],
                    "calls")
                e.expect(log.contains("selection"), "the selection change: \(log)")
            }
        ]

        @MainActor
        static let searchBar: [Scenario] = [
            Scenario("every search bar method, with and without the bar", covers: "HandlersKit UISearchBar") { e in
                let bar = UISearchBar()
                var log: [String] = []
                bar
                    .shouldBeginEditing {
                        log.append("shouldBegin")
                        return true
                    }
                    .didBeginEditing { (_: UISearchBar) in log.append("didBegin") }
                    .shouldEndEditing { (_: UISearchBar) in
                        log.append("shouldEnd")
                        return true
                    }
                    .didEndEditing { log.append("didEnd") }
                    .textDidChange { (text: String) in log.append("text \(text)") }
                    .shouldChangeText { (range: NSRange, text: String) in
                        log.append("change \(text)")
                        return true
                    }
                    .searchButtonClicked { (_: UISearchBar) in log.append("search") }
                    .bookmarkButtonClicked { log.append("bookmark") }
                    .cancelButtonClicked { (_: UISearchBar) in log.append("cancel") }
                    .resultsListButtonClicked { log.append("results") }
                    .selectedScopeButtonIndexDidChange { (_: UISearchBar, index: Int) in log.append("scope \(index)") }
                let delegate = bar.delegate
                // replayed: only real touches and keystrokes make UIKit call these; UIKit's sequence is
                // shouldBegin, didBegin, per keystroke shouldChangeTextIn then textDidChange, a button's click, shouldEnd, didEnd.
                _ = delegate?.searchBarShouldBeginEditing?(bar)
                delegate?.searchBarTextDidBeginEditing?(bar)
                _ = delegate?.searchBarShouldEndEditing?(bar)
                delegate?.searchBarTextDidEndEditing?(bar)
                delegate?.searchBar?(bar, textDidChange: "q")
                _ = delegate?.searchBar?(bar, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "q")
                delegate?.searchBarSearchButtonClicked?(bar)
                delegate?.searchBarBookmarkButtonClicked?(bar)
                delegate?.searchBarCancelButtonClicked?(bar)
                delegate?.searchBarResultsListButtonClicked?(bar)
                delegate?.searchBar?(bar, selectedScopeButtonIndexDidChange: 1)
                e.expectEqual(
                    log,
                    [
                        "shouldBegin", "didBegin", "shouldEnd", "didEnd", "text q", "change q",
                        "search", "bookmark", "cancel", "results", "scope 1",
                    ], "calls")
            }
        ]

        @MainActor
        static let controllers: [Scenario] = [
            Scenario(
                "image picker: didFinishPickingMedia and didCancel; the app's delegate still called",
                covers: "HandlersKit UIImagePickerController"
            ) { e in
                let picker = UIImagePickerController()
                var log: [String] = []
                picker
                    .didFinishPickingMedia { (info: [UIImagePickerController.InfoKey: Any]) in
                        log.append("picked \(info.count)")
                    }
                    .didCancel { (_: UIImagePickerController) in log.append("cancelled") }
                // replayed: only a real pick or cancel in the picker's UI makes UIKit call these; UIKit's sequence is
                // didFinishPickingMediaWithInfo (or imagePickerControllerDidCancel), then the app dismisses the picker.
                picker.delegate?.imagePickerController?(
                    picker, didFinishPickingMediaWithInfo: [.mediaType: "public.image"])
                picker.delegate?.imagePickerControllerDidCancel?(picker)
                e.expectEqual(log, ["picked 1", "cancelled"], "calls")
            },
            Scenario(
                "image picker without didCancel: the cancel is not claimed, so UIKit dismisses the picker",
                covers: "HandlersKit UIImagePickerController"
            ) { e in
                let picker = UIImagePickerController()
                picker.didFinishPickingMedia { _ in }
                e.expect(
                    picker.delegate?.responds(
                        to: #selector(UIImagePickerControllerDelegate.imagePickerControllerDidCancel(_:))) == false,
                    "cancel not claimed")
            },
            Scenario("contact view controller: didFinish", covers: "HandlersKit CNContactViewController") { e in
                let controller = CNContactViewController(forNewContact: nil)
                var finished = 0
                controller.didFinish { (contact: CNContact?) in if contact == nil { finished += 1 } }
                controller.delegate?.contactViewController?(controller, didCompleteWith: nil)
                e.expectEqual(finished, 1, "didFinish calls")
            },
        ]
    }
#endif
