#if os(iOS)
    import PatternKitHandlers
    import PatternKitUIKit
    import UIKit

    /// Issue 12: a picker's data source and delegate from closures, and the keyboard's moves.
    enum PickerAndKeyboardScenarios {
        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "a picker with closures and no app data source: UIKit counts their columns; removed, the slot is given back and UIKit counts none",
                covers: "issue 12: picker view; issue 27: slot given back"
            ) { e in
                let picker = UIPickerView()
                picker.numberOfComponents { _ in 2 }
                picker.numberOfRowsInComponent { _, _ in 3 }
                picker.reloadAllComponents()
                e.expectEqual(picker.numberOfComponents, 2, "UIKit asked the closures")
                picker.removeHandlers(for: .numberOfComponents)
                picker.removeHandlers(for: .numberOfRowsInComponent)
                e.expect(picker.dataSource == nil, "the slot is given back: the app had set no data source")
                picker.reloadAllComponents()
                e.expectEqual(picker.numberOfComponents, 0, "no column, no crash")
            },
            Scenario(
                "keyboard closures get the transition UIKit's notification carries; a token removes one",
                covers: "issue 12: keyboard"
            ) { e in
                let center = NotificationCenter()
                let keyboard = KeyboardObserver(center: center)
                var shown: [KeyboardTransition] = []
                var changes = 0
                keyboard.willShow { shown.append($0) }
                let token = keyboard.addHandler(for: .willChangeFrame) { _ in changes += 1 }
                let end = CGRect(x: 0, y: 500, width: 390, height: 344)
                let userInfo: [AnyHashable: Any] = [
                    UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                    UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
                    UIResponder.keyboardAnimationCurveUserInfoKey: 7,
                ]
                center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: userInfo)
                center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
                e.expectEqual(
                    shown, [KeyboardTransition(endFrame: end, duration: 0.25, curveRawValue: 7)], "the transition")
                e.expectEqual(changes, 1, "frame changes")
                token.cancel()
                center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
                e.expectEqual(changes, 1, "the cancelled closure no longer runs")
                center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: [:])
                e.expectEqual(shown.count, 1, "a notification without a frame calls nothing")
            },
            Scenario(
                "a keyboard observer that has gone is never called; UIKit's keys are the core's",
                covers: "issue 12: keyboard"
            ) { e in
                let center = NotificationCenter()
                var calls = 0
                weak var gone: KeyboardObserver?
                do {
                    let keyboard = KeyboardObserver(center: center)
                    keyboard.willHide { _ in calls += 1 }
                    gone = keyboard
                }
                center.post(
                    name: UIResponder.keyboardWillHideNotification, object: nil,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: .zero)])
                e.expect(gone == nil, "the observer is freed with its owner")
                e.expectEqual(calls, 0, "calls after it went away")
                // UIKit's keys are the ones the core reads: a transition built from a notification
                // that UIKit's constants fill carries every value.
                let frame = CGRect(x: 0, y: 500, width: 320, height: 300)
                let transition = KeyboardTransition(userInfo: [
                    UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
                    UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: .zero),
                    UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
                    UIResponder.keyboardAnimationCurveUserInfoKey: 7,
                    UIResponder.keyboardIsLocalUserInfoKey: true,
                ])
                e.expectEqual(transition?.endFrame, frame, "end frame, read with UIKit's key")
                e.expectEqual(transition?.duration, 0.25, "duration, read with UIKit's key")
            },
        ]
    }
#endif
