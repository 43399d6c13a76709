#if os(iOS)
import PatternKitHandlers
import PatternKitUIKit
import UIKit

/// Issue 12: a picker's data source and delegate from closures, and the keyboard's moves.
enum PickerAndKeyboardScenarios {
    @MainActor
    static let all: [Scenario] = [
        Scenario("a picker needs no object of its own: closures answer components, rows and titles", covers: "issue 12: picker view") { e in
            let picker = UIPickerView()
            let sizes = ["S", "M", "L"]
            var selected: [String] = []
            picker
                .numberOfComponents { _ in 1 }
                .numberOfRowsInComponent { _, _ in sizes.count }
                .titleForRow { _, row, _ in sizes[row] }
                .didSelectRow { _, row, _ in selected.append(sizes[row]) }
            e.expectEqual(picker.dataSource?.numberOfComponents(in: picker), 1, "components")
            e.expectEqual(picker.dataSource?.pickerView(picker, numberOfRowsInComponent: 0), 3, "rows")
            e.expectEqual(picker.delegate?.pickerView?(picker, titleForRow: 1, forComponent: 0), "M", "title")
            picker.delegate?.pickerView?(picker, didSelectRow: 2, inComponent: 0)
            e.expectEqual(selected, ["L"], "selection")
            let width = #selector(UIPickerViewDelegate.pickerView(_:widthForComponent:))
            e.expect(picker.delegate?.responds(to: width) == false, "widths are left to UIKit")
        },
        Scenario("a picker's app data source answers what the closures leave open, and gets every selection", covers: "issue 12: picker view") { e in
            let picker = UIPickerView()
            let app = RecordingPickerSource()
            picker.dataSource = app
            picker.delegate = app
            picker.numberOfRowsInComponent { _, component in component == 0 ? 12 : nil }
            picker.titleForRow { _, row, component in component == 1 ? "closure \(row)" : nil }
            var closureSelections = 0
            picker.didSelectRow { _, _, _ in closureSelections += 1 }
            e.expect(picker.forwardingDataSource === app && picker.forwardingDelegate === app, "the app's objects go behind the closures")
            e.expectEqual(picker.dataSource?.numberOfComponents(in: picker), 2, "components from the app")
            e.expectEqual(picker.dataSource?.pickerView(picker, numberOfRowsInComponent: 0), 12, "rows of column 0 from the closure")
            e.expectEqual(picker.dataSource?.pickerView(picker, numberOfRowsInComponent: 1), 5, "rows of column 1 from the app")
            e.expectEqual(picker.delegate?.pickerView?(picker, titleForRow: 3, forComponent: 0), "app 3", "title from the app")
            e.expectEqual(picker.delegate?.pickerView?(picker, titleForRow: 3, forComponent: 1), "closure 3", "title from the closure")
            e.expectEqual(picker.delegate?.pickerView?(picker, widthForComponent: 0), 120, "widths from the app's delegate")
            picker.delegate?.pickerView?(picker, didSelectRow: 1, inComponent: 1)
            e.expectEqual(app.selections, ["1/1"], "the app's delegate gets the selection")
            e.expectEqual(closureSelections, 1, "and the closure")
        },
        Scenario("a picker with closures and no app data source answers zero once they are removed", covers: "issue 12: picker view") { e in
            let picker = UIPickerView()
            picker.numberOfComponents { _ in 2 }
            picker.pickerDataSourceHandlers.removeHandlers(for: .numberOfComponents)
            e.expectEqual(picker.dataSource?.numberOfComponents(in: picker), 0, "no column, no crash")
        },
        Scenario("keyboard closures get the transition UIKit's notification carries; a token removes one", covers: "issue 12: keyboard") { e in
            let center = NotificationCenter()
            let keyboard = KeyboardObserver(center: center)
            var shown: [KeyboardTransition] = []
            var changes = 0
            keyboard.willShow { shown.append($0) }
            let token = keyboard.addHandler(for: .keyboardWillChangeFrame) { _ in changes += 1 }
            let end = CGRect(x: 0, y: 500, width: 390, height: 344)
            let userInfo: [AnyHashable: Any] = [
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
                UIResponder.keyboardAnimationCurveUserInfoKey: 7,
            ]
            center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: userInfo)
            center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
            e.expectEqual(shown, [KeyboardTransition(endFrame: end, duration: 0.25, curveRawValue: 7)], "the transition")
            e.expectEqual(changes, 1, "frame changes")
            token.cancel()
            center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
            e.expectEqual(changes, 1, "the cancelled closure no longer runs")
            center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [:])
            e.expectEqual(shown.count, 1, "a notification without a frame calls nothing")
        },
        Scenario("a keyboard observer that has gone is never called; UIKit's keys are the core's", covers: "issue 12: keyboard") { e in
            let center = NotificationCenter()
            var calls = 0
            weak var gone: KeyboardObserver?
            do {
                let keyboard = KeyboardObserver(center: center)
                keyboard.willHide { _ in calls += 1 }
                gone = keyboard
            }
            center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: .zero)])
            e.expect(gone == nil, "the observer is freed with its owner")
            e.expectEqual(calls, 0, "calls after it went away")
            e.expectEqual(UIResponder.keyboardFrameEndUserInfoKey, KeyboardTransition.Key.endFrame, "end frame key")
            e.expectEqual(UIResponder.keyboardFrameBeginUserInfoKey, KeyboardTransition.Key.beginFrame, "begin frame key")
            e.expectEqual(UIResponder.keyboardAnimationDurationUserInfoKey, KeyboardTransition.Key.duration, "duration key")
            e.expectEqual(UIResponder.keyboardAnimationCurveUserInfoKey, KeyboardTransition.Key.curve, "curve key")
            e.expectEqual(UIResponder.keyboardIsLocalUserInfoKey, KeyboardTransition.Key.isLocal, "is-local key")
        },
    ]
}
#endif
