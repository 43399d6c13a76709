#if canImport(UIKit) && os(iOS)
    import PatternKitUIKit
    import UIKit

    /// `CustomTextField`'s own keystroke filter (it no longer rides on the closure handlers'
    /// proxy, so a field without closures links none of them) beside PatternKit's closures and
    /// the app's delegate, in the orders an app uses them. Keystrokes are replayed as
    /// `UserGestures.type` describes (only the system keyboard makes UIKit ask the delegate);
    /// iOS 26's multi-range question is `DelegateOrderScenarios.customTextFieldRangesDelegate`.
    enum CustomTextFieldFilterScenarios {
        @MainActor
        static var all: [Scenario] {
            [filterBeforeClosures, closuresBeforeFilter, filterOffGivesTheChainBack, delegateSavedAndRestored]
        }

        /// A digits-only field that refuses letters as they are typed.
        @MainActor
        static func digitsField(_ e: Expectations) -> CustomTextField {
            let field = e.layOut(CustomTextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            field.inputValidator = NumericInputValidator()
            return field
        }

        @MainActor
        static let filterBeforeClosures = Scenario(
            "CustomTextField: editFiltering, then a shouldChangeString closure, then delegate = app: UIKit's delegate is the filter, the closures' proxy behind it, the app behind that; each is asked once per keystroke and a letter is refused",
            covers: "issue 30 item 2b: the field's own filter beside the closures (issue 27 item 6)"
        ) { e in
            let field = digitsField(e)
            field.editFiltering = .invalidCharacters
            var asked: [String] = []
            field.shouldChangeString { _, _, to in
                asked.append(to)
                return true
            }
            let app = CountingFieldDelegate()
            field.delegate = app
            e.expect(field.forwardingDelegate === app, "the app's delegate behind the closures")
            e.expect(field.delegate !== app, "UIKit's delegate is the field's filter")
            UserGestures.type("1", into: field)
            UserGestures.type("a", into: field)
            e.expectEqual(field.text ?? "", "1", "the letter refused by the field")
            e.expectEqual(asked, ["1", "1a"], "the closure asked about both keystrokes, once each")
            e.expectEqual(app.changes, 2, "the app's delegate asked about both keystrokes, once each")
            field.becomeFirstResponder()
            e.expectEqual(app.began, 1, "UIKit's didBeginEditing reached the app's delegate through the filter")
            field.resignFirstResponder()
        }

        @MainActor
        static let closuresBeforeFilter = Scenario(
            "CustomTextField: delegate = app, a shouldChangeString closure refusing \"9\", then editFiltering: the closure still refuses, the field refuses letters, the app is asked",
            covers: "issue 30 item 2b: the filter installed in front of an installed closure proxy"
        ) { e in
            let field = digitsField(e)
            let app = CountingFieldDelegate()
            field.delegate = app
            field.shouldChangeString { _, _, to in !to.contains("9") }
            field.editFiltering = .invalidCharacters
            UserGestures.type("9", into: field)
            UserGestures.type("b", into: field)
            UserGestures.type("2", into: field)
            e.expectEqual(field.text ?? "", "2", "\"9\" refused by the closure, \"b\" by the field")
            e.expectEqual(app.changes, 3, "the app's delegate asked each time")
            e.expect(field.forwardingDelegate === app, "the app's delegate still behind the closures")
        }

        @MainActor
        static let filterOffGivesTheChainBack = Scenario(
            "CustomTextField: filtering turned off with closures installed: UIKit's delegate is the closures' proxy again, the app behind it; removing the closures gives the app the slot",
            covers: "issue 30 item 2b: the filter leaves no trace"
        ) { e in
            let field = digitsField(e)
            field.editFiltering = .invalidCharacters
            let token = field.addHandler(for: .shouldReturn) { _, _ in false }
            let app = CountingFieldDelegate()
            field.delegate = app
            field.editFiltering = .none
            UserGestures.type("c", into: field)
            e.expectEqual(field.text ?? "", "c", "nothing filters any more")
            e.expect(field.forwardingDelegate === app, "the app's delegate behind the closures")
            token.cancel()
            e.expect(field.delegate === app, "the last closure gone: the app's delegate holds the slot")
        }

        @MainActor
        static let delegateSavedAndRestored = Scenario(
            "CustomTextField: filtering, delegate = app, then `let saved = field.delegate; field.delegate = nil; field.delegate = saved` (saved is the filter): nothing loops, letters are still refused, the app's delegate is still asked",
            covers: "issue 27 review of the filter: the filter assigned to itself"
        ) { e in
            let field = digitsField(e)
            field.editFiltering = .invalidCharacters
            let app = CountingFieldDelegate()
            field.delegate = app
            let saved = field.delegate
            field.delegate = nil
            field.delegate = saved
            UserGestures.type("d", into: field)
            UserGestures.type("4", into: field)
            e.expectEqual(field.text ?? "", "4", "the letter refused")
            e.expectEqual(
                app.changes, 0, "delegate = nil dropped the app's delegate; restoring the filter did not loop")
            field.delegate = app
            UserGestures.type("5", into: field)
            e.expectEqual(app.changes, 1, "the app's delegate asked again once set again")
        }
    }
#endif
