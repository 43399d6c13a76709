#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
    import PatternKitSwiftUI
    import PatternKitUIKit
    import SwiftUI
    import UIKit

    /// Issue 40.11: `FormTextField`, the opt-in representable over a `UITextField` that asks the
    /// form about each edit before it happens. Hosted in a `UIHostingController`, typed into
    /// with `insertText(_:)` (which asks the delegate's `shouldChangeCharactersIn` first, as the
    /// keyboard does), the caret moved with `selectedTextRange`, as a tap in the text moves it.
    @available(iOS 15, *)
    @MainActor
    package enum SwiftUICaretScenarios {
        /// Every scenario of issue 40.11, for the scenario runner.
        package static var all: [Scenario] {
            [
                Scenario("FormTextField: a refused key never reaches the field", covers: "issue 40.11") {
                    refusedKeyNeverShows(&$0)
                },
                Scenario("FormTextField: a digit typed mid-number keeps the caret after it", covers: "issue 40.11") {
                    maskKeepsTheCaret(&$0)
                },
                Scenario("FormTextField: keyboard, Return key, content type, Dynamic Type", covers: "issue 40.11") {
                    settingsReachTheTextField(&$0)
                },
                Scenario("FormTextField: text set by code shows; the form moves the keyboard", covers: "issue 40.11") {
                    followsTheForm(&$0)
                },
            ]
        }

        /// Two fields: a user name that refuses what is not a letter or digit, a masked phone.
        struct CaretFormView: View {
            let form: FormSession<ScreenField>
            var body: some View {
                VStack {
                    FormTextField("User name", field: .userName, in: form, contentType: .username)
                        .validated(.userName, in: form)
                    FormTextField(
                        "Phone", field: .phone, in: form, keyboardType: .phonePad, submitLabel: .done,
                        contentType: .telephoneNumber)
                }
            }
        }

        static func hosted(_ form: FormSession<ScreenField>) -> SwiftUIScenarioHost<CaretFormView> {
            SwiftUIScenarioHost(CaretFormView(form: form))
        }

        static func refusedKeyNeverShows(_ e: inout Expectations) {
            let form = ScreenForm.make()
            let host = hosted(form)
            defer { host.tearDown() }
            guard let userName = host.textFields.first else { return e.expect(false, "the user name is hosted") }
            userName.becomeFirstResponder()
            host.settle { userName.isFirstResponder }
            userName.insertText("a")
            userName.insertText("b")
            userName.insertText("!")
            // No settling: the refusal is decided before UIKit changes the text.
            e.expectEqual(userName.text, "ab", "the \"!\" never appeared")
            e.expectEqual(form.values[.userName], "ab", "the form holds what the field shows")
            e.expect(form.feedback(for: .userName).error != nil, "and says why")
        }

        static func maskKeepsTheCaret(_ e: inout Expectations) {
            let form = ScreenForm.make()
            let host = hosted(form)
            defer { host.tearDown() }
            guard let phone = host.textFields.dropFirst().first else { return e.expect(false, "the phone is hosted") }
            phone.becomeFirstResponder()
            host.settle { phone.isFirstResponder }
            for digit in "5551234" { phone.insertText(String(digit)) }
            e.expectEqual(phone.text, "(555) 123-4", "the mask as the digits come")
            // The caret after "(555) 1", then a 9: the digits 5551 9 234.
            if let position = phone.position(from: phone.beginningOfDocument, offset: 7) {
                phone.selectedTextRange = phone.textRange(from: position, to: position)
            }
            phone.insertText("9")
            e.expectEqual(phone.text, "(555) 192-34", "the number reformatted around the new digit")
            let caret = phone.selectedTextRange.map { phone.offset(from: phone.beginningOfDocument, to: $0.start) }
            e.expectEqual(caret, 8, "the caret right after the 9, not at the end")
            e.expectEqual(form.values[.phone], "(555) 192-34", "the form holds it")
        }

        static func settingsReachTheTextField(_ e: inout Expectations) {
            let form = ScreenForm.make()
            let host = hosted(form)
            defer { host.tearDown() }
            let fields = host.textFields
            guard fields.count == 2 else { return e.expect(false, "two text fields are hosted") }
            e.expectEqual(fields[0].placeholder, "User name", "the title is the placeholder")
            e.expectEqual(fields[0].textContentType, .username, "the content type, for AutoFill")
            e.expectEqual(fields[0].returnKeyType, .next, "Return says Next by default")
            e.expectEqual(fields[1].keyboardType, .phonePad, "the phone keyboard")
            e.expectEqual(fields[1].returnKeyType, .done, "the submit label")
            e.expect(fields[1].adjustsFontForContentSizeCategory, "the text follows Dynamic Type")
            e.expectEqual(fields[1].font, .preferredFont(forTextStyle: .body), "in the body text style")
        }

        static func followsTheForm(_ e: inout Expectations) {
            let form = ScreenForm.make()
            let host = hosted(form)
            defer { host.tearDown() }
            let fields = host.textFields
            guard fields.count == 2 else { return e.expect(false, "two text fields are hosted") }
            form.set(.userName, to: "grace")
            e.expect(host.settle { fields[0].text == "grace" }, "code's text shows: \(fields[0].text ?? "nil")")
            e.expectEqual(form.feedback(for: .userName), .none, "and is no typing: nothing shown")
            form.focusedField = .userName
            e.expect(host.settle { fields[0].isFirstResponder }, "the form moved the keyboard to the user name")
            // Return is a key press: the scenario asks the delegate as UIKit does on Return.
            e.expectEqual(fields[0].delegate?.textFieldShouldReturn?(fields[0]), false, "Return inserts nothing")
            e.expectEqual(form.focusedField, .phone, "Return moved the form's focus to the next field")
            e.expect(host.settle { fields[1].isFirstResponder }, "and the keyboard followed")
        }
    }
#endif
