#if os(iOS)
    import Darwin
    import ObjectiveC
    import PatternKitUIKit
    import UIKit

    /// Text fields in the app's window: `becomeFirstResponder`/`resignFirstResponder` make UIKit
    /// ask and tell the delegate about editing, and `insertText(_:)` (the keyboard's own
    /// `UIKeyInput` path) asks it about each change.
    enum HostedTextScenarios {
        /// UIKit's delegate and data source setters: PatternKit hooks none of them (its proxies take
        /// the slot at the first closure and give it back at the last).
        static let setters: [(AnyClass, Selector)] = [
            (UITextField.self, #selector(setter: UITextField.delegate)),
            (UITextView.self, #selector(setter: UITextView.delegate)),
            (UIScrollView.self, #selector(setter: UIScrollView.delegate)),
            (UITableView.self, #selector(setter: UITableView.delegate)),
            (UICollectionView.self, #selector(setter: UICollectionView.delegate)),
            (UIPickerView.self, #selector(setter: UIPickerView.delegate)),
            (UIPickerView.self, #selector(setter: UIPickerView.dataSource)),
            (UISearchBar.self, #selector(setter: UISearchBar.delegate)),
            (UIGestureRecognizer.self, #selector(setter: UIGestureRecognizer.delegate)),
            (UINavigationController.self, #selector(setter: UINavigationController.delegate)),
            (UITabBarController.self, #selector(setter: UITabBarController.delegate)),
        ]

        /// The file of the image that holds `selector`'s implementation for instances of `type`.
        static func imageOfImplementation(_ type: AnyClass, _ selector: Selector) -> String {
            guard let method = class_getInstanceMethod(type, selector) else { return "no method" }
            var info = Dl_info()
            let address = unsafeBitCast(method_getImplementation(method), to: UnsafeRawPointer.self)
            guard dladdr(address, &info) != 0, let file = info.dli_fname else { return "unknown image" }
            return String(cString: file)
        }

        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "a text field without closures is untouched after others used closures: its class, and UIKit's delegate setters, are UIKit's own",
                covers: "issue 18 item 1: no process-wide change"
            ) { e in
                let withClosures = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                withClosures.shouldReturn { _ in true }.didEndEditing { _, _ in }
                UITableView().didSelectRow { _, _ in }
                UIPickerView().numberOfComponents { _ in 1 }
                let plain = UITextField()
                e.expect(object_getClass(plain) === UITextField.self, "a closure-free field's class is UITextField")
                let app = RecordingFieldDelegate()
                plain.delegate = app
                e.expect(plain.delegate === app, "its delegate is exactly what the app set")
                for setter in setters {
                    let type: AnyClass = setter.0
                    let selector = setter.1
                    let image = imageOfImplementation(type, selector)
                    e.expect(
                        image.contains("UIKitCore"),
                        "\(type).\(NSStringFromSelector(selector)) is implemented in \(image), not UIKit")
                }
            },
            Scenario(
                "text field in the window: UIKit's begin and end of editing reach the app's delegate and the closures",
                covers: "issue 18: editing through UIKit"
            ) { e in
                let field = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                let app = RecordingFieldDelegate()
                field.delegate = app
                var log: [String] = []
                field.didBeginEditing { _ in log.append("began") }
                field.didEndEditing { _, reason in
                    log.append("ended \(reason == .committed ? "committed" : "cancelled")")
                }
                e.expect(field.becomeFirstResponder(), "UIKit made the field first responder")
                e.expect(field.resignFirstResponder(), "and resigned it")
                e.expectEqual(app.calls, ["didBeginEditing"], "the app's delegate")
                e.expectEqual(log, ["began", "ended committed"], "the closures")
            },
            Scenario(
                "text field: a shouldBeginEditing closure that refuses keeps UIKit from starting to edit",
                covers: "issue 18: editing through UIKit"
            ) { e in
                let field = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                var began = 0
                field.shouldBeginEditing { _ in false }.didBeginEditing { _ in began += 1 }
                e.expect(!field.becomeFirstResponder(), "UIKit refused to make it first responder")
                e.expect(!field.isFirstResponder, "not editing")
                e.expectEqual(began, 0, "didBeginEditing never came")
            },
            Scenario(
                "text field: a delegate set through forwardingDelegate after the closures goes behind them; forwardingDelegate = nil removes only it; delegate = nil removes the proxy too, until the next closure",
                covers: "defect 4"
            ) { e in
                let field = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                var began = 0
                field.didBeginEditing { _ in began += 1 }
                let app = RecordingFieldDelegate()
                field.forwardingDelegate = app
                e.expect(field.delegate !== app, "the closures' proxy keeps the slot")
                e.expect(field.forwardingDelegate === app, "forwardingDelegate reads the app's delegate")
                field.becomeFirstResponder()
                field.resignFirstResponder()
                e.expectEqual(app.calls, ["didBeginEditing"], "UIKit's call reached the app's delegate")
                e.expectEqual(began, 1, "and the closure")
                field.forwardingDelegate = nil
                field.becomeFirstResponder()
                field.resignFirstResponder()
                e.expectEqual(app.calls.count, 1, "the removed delegate is not asked")
                e.expectEqual(began, 2, "the closure is")
                field.delegate = nil  // as a cell's prepareForReuse does
                e.expect(field.delegate == nil, "delegate = nil empties the slot, the closures' proxy included")
                field.becomeFirstResponder()
                field.resignFirstResponder()
                e.expectEqual(began, 2, "the closures are silent until the next one is registered")
                field.didBeginEditing { _ in began += 10 }
                e.expect(field.delegate != nil, "the next closure puts the proxy back")
                field.becomeFirstResponder()
                field.resignFirstResponder()
                e.expectEqual(began, 12, "the new closure hears UIKit's call")
                e.expectEqual(app.calls.count, 1, "the removed delegate still is not asked")
            },
        ]
    }
#endif
