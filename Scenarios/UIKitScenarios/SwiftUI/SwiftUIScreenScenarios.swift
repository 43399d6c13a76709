#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
    import PatternKitSwiftUI
    import PatternKitUIKit
    import SwiftUI
    import UIKit

    /// Issue 28: what the user sees is what the form holds. Hosted in a `UIHostingController`,
    /// typed into the `UITextField`s SwiftUI makes (`insertText(_:)`, which posts the
    /// text-changed notification SwiftUI's text field listens to), focus moved as Return and
    /// a submit move it.
    @available(iOS 15, tvOS 15, *)
    @MainActor
    package enum SwiftUIScreenScenarios {
        /// Every scenario of issue 28, for the scenario runner.
        package static var all: [Scenario] {
            [
                Scenario("SwiftUI: a refused key disappears from the field", covers: "issue 28.1, 28.2") {
                    refusedKeyLeavesTheScreen(&$0)
                },
                Scenario("SwiftUI: a key the mask strips disappears from the field", covers: "issue 28.1") {
                    maskStrippedKeyLeavesTheScreen(&$0)
                },
                Scenario("SwiftUI: Return moves focus to a field that then says nothing", covers: "issue 28.3") {
                    returnMovesFocusSilently(&$0)
                },
                Scenario("SwiftUI: submit focuses and scrolls to an off-screen invalid row", covers: "issue 28.4") {
                    submitRevealsOffscreenRow(&$0)
                },
                Scenario("SwiftUI: a standalone field cleared in code says nothing", covers: "issue 28.7") {
                    standaloneFieldClearedInCode(&$0)
                },
                Scenario("SwiftUI: .editFiltering around a form's field reaches the form", covers: "issue 28.5") {
                    environmentOptionsReachTheForm(&$0)
                },
                Scenario(
                    "SwiftUI: a keystroke redraws its own row, not the 49 others nor the form",
                    covers: "issue 28.9, 40.8"
                ) {
                    keystrokeRedrawsOneRow(&$0)
                },
            ]
        }

        /// 28.1 and 28.2: "ab" + "!" in the user name, whose rule is `alphanumeric.and(length)`.
        package static func refusedKeyLeavesTheScreen(_ e: inout Expectations) {
            let form = ScreenForm.make()
            let host = SwiftUIScenarioHost(ScreenFormView(form: form, fillerRows: 0))
            defer { host.tearDown() }
            guard let userName = host.textFields.first else { return e.expect(false, "the user name is hosted") }
            userName.becomeFirstResponder()
            host.settle { userName.isFirstResponder }
            host.type("ab!", into: userName)
            e.expect(
                host.settle { userName.text == "ab" }, "the field shows what the form holds: \(userName.text ?? "nil")")
            e.expectEqual(form.values[.userName], "ab", "the form refused the \"!\"")
            e.expect(form.feedback(for: .userName).error != nil, "and says why")
            host.type("c", into: userName)
            e.expect(
                host.settle { userName.text == "abc" }, "the next key is judged on \"ab\": \(userName.text ?? "nil")")
            e.expectEqual(form.values[.userName], "abc", "and taken")
        }

        /// 28.1: "(555) 1" + "x" in the phone field, formatted by its mask.
        package static func maskStrippedKeyLeavesTheScreen(_ e: inout Expectations) {
            let form = ScreenForm.make()
            let host = SwiftUIScenarioHost(ScreenFormView(form: form, fillerRows: 0))
            defer { host.tearDown() }
            guard let phone = host.textFields.dropFirst().first else { return e.expect(false, "the phone is hosted") }
            phone.becomeFirstResponder()
            host.settle { phone.isFirstResponder }
            host.type("5551", into: phone)
            e.expect(host.settle { phone.text == "(555) 1" }, "the mask: \(phone.text ?? "nil")")
            host.type("x", into: phone)
            e.expect(host.settle { phone.text == "(555) 1" }, "the stripped key is gone: \(phone.text ?? "nil")")
            e.expectEqual(form.values[.phone], "(555) 1", "the form holds the masked number")
        }

        /// 28.3: `.onSubmit { form.focusNextField() }` — the `@FocusState` passes through `nil`.
        package static func returnMovesFocusSilently(_ e: inout Expectations) {
            let form = ScreenForm.make()
            let host = SwiftUIScenarioHost(ScreenFormView(form: form, fillerRows: 0))
            defer { host.tearDown() }
            let fields = host.textFields
            guard fields.count >= 3 else { return e.expect(false, "three fields are hosted") }
            fields[0].becomeFirstResponder()
            e.expect(host.settle { form.focusedField == .userName }, "the form follows the user's focus")
            host.type("ada", into: fields[0])
            // What Return does in a SwiftUI text field: focus leaves it, then `.onSubmit` runs.
            fields[0].resignFirstResponder()
            form.focusNextField()
            e.expect(host.settle { fields[1].isFirstResponder }, "the phone field has focus")
            e.expectEqual(form.focusedField, .phone, "the form says so")
            e.expectEqual(form.feedback(for: .phone), .none, "and the phone, not typed in yet, says nothing")
            e.expectEqual(form.feedback(for: .userName), .valid, "the user name, left, shows its state")
        }

        /// 28.4: the invalid field is below 60 rows; the app scrolls to `fieldToReveal`.
        package static func submitRevealsOffscreenRow(_ e: inout Expectations) {
            let form = ScreenForm.make()
            let host = SwiftUIScenarioHost(
                ScreenFormView(form: form, fillerRows: 60), size: CGSize(width: 320, height: 240))
            defer { host.tearDown() }
            form.binding(for: .userName).wrappedValue = "ada"
            let before = host.textFields.count
            e.expect(!form.validate(), "the e-mail, below the fold, is empty")
            e.expectEqual(form.fieldToReveal?.field, .email, "the form asks to reveal it")
            e.expect(
                host.settle { host.textFields.count > before || host.textFields.contains { $0.isFirstResponder } },
                "its row scrolled into view")
            e.expect(host.settle { host.textFields.last?.isFirstResponder == true }, "and its text field has focus")
        }

        /// 28.5: the form filters nothing; the view around the user name says it refuses invalid
        /// characters, as it would for a standalone field.
        package static func environmentOptionsReachTheForm(_ e: inout Expectations) {
            let form = ScreenForm.make()
            form.options = FieldOptions()
            let host = SwiftUIScenarioHost(ScreenFormView(form: form, fillerRows: 0).editFiltering(.invalidCharacters))
            defer { host.tearDown() }
            e.expectEqual(
                form.options(for: .userName).editFiltering, .invalidCharacters,
                "the row gave the form the view's options")
            guard let userName = host.textFields.first else { return e.expect(false, "the user name is hosted") }
            userName.becomeFirstResponder()
            host.settle { userName.isFirstResponder }
            host.type("ab!", into: userName)
            e.expect(host.settle { userName.text == "ab" }, "the \"!\" is refused: \(userName.text ?? "nil")")
        }

        /// 28.7: a message shows, then the app clears the text.
        package static func standaloneFieldClearedInCode(_ e: inout Expectations) {
            let box = FieldBox()
            let host = SwiftUIScenarioHost(BoxedFieldView(box: box, validator: LengthValidator(3...20)))
            defer { host.tearDown() }
            guard let field = host.textFields.first else { return e.expect(false, "a text field is hosted") }
            field.becomeFirstResponder()
            host.settle { field.isFirstResponder }
            host.type("ab", into: field)
            field.resignFirstResponder()
            e.expect(host.settle { box.feedback.error != nil }, "too short, once left")
            box.text = ""
            e.expect(host.settle { field.text == "" }, "cleared")
            e.expect(host.settle { box.feedback == .none }, "and silent, not \"required\"")
        }

        /// 28.9: every row shows its state; a keystroke in one redraws that one.
        package static func keystrokeRedrawsOneRow(_ e: inout Expectations) {
            var rules = FormValidator<Int>()
            for field in 0..<50 { rules = rules.field(field, LengthValidator(1...5)) }
            let form = FormSession(rules, options: FieldOptions(feedbackTiming: .whileEditing))
            let counter = RowCounter()
            let host = SwiftUIScenarioHost(
                FiftyRowsView(form: form, counter: counter), size: CGSize(width: 320, height: 4_000))
            defer { host.tearDown() }
            form.validate()
            host.settle { counter.count > 0 }
            guard let first = host.textFields.first else { return e.expect(false, "the rows are hosted") }
            first.becomeFirstResponder()
            host.settle { first.isFirstResponder }
            host.type("a", into: first)  // the first keystroke also gives the form its focus
            host.settle { form.values[0] == "a" }
            counter.count = 0
            counter.parents = 0
            host.type("b", into: first)
            host.settle { form.values[0] == "ab" }
            e.expect(counter.count >= 1, "the typed row redrew")
            e.expect(counter.count <= 2, "no other row redrew: \(counter.count) row bodies for one keystroke")
            e.expectEqual(counter.parents, 0, "the view that owns the form did not redraw: its status is unchanged")
        }
    }

    /// The fields of issue 28's form.
    enum ScreenField: Hashable, Sendable, CaseIterable {
        case userName, phone, email
    }

    /// A user name that refuses what is not a letter or digit as it is typed, a masked phone,
    /// and a required e-mail address.
    @MainActor
    enum ScreenForm {
        static let phoneMask = InputMask("(###) ###-####")

        static func make() -> FormSession<ScreenField> {
            let rules = FormValidator<ScreenField>()
                .field(.userName, CharacterClassValidator.alphanumeric.and(LengthValidator(3...20)))
                .field(.phone, MaskValidator(phoneMask).ifPresent())
                .field(.email, RequiredValidator.required)
            let form = FormSession(rules, options: FieldOptions(editFiltering: .invalidCharacters))
            form.formatters[.phone] = AnySanitizer(DigitsSanitizer.digitsOnly.then(phoneMask))
            return form
        }
    }

    /// The form in a `List`, the e-mail after `fillerRows` rows, scrolled to the row the form
    /// asks to reveal.
    @available(iOS 15, tvOS 15, *)
    @MainActor
    struct ScreenFormView: View {
        @ObservedObject var form: FormSession<ScreenField>
        let fillerRows: Int
        @FocusState private var focus: ScreenField?

        var body: some View {
            ScrollViewReader { proxy in
                List {
                    field(.userName)
                    field(.phone)
                    ForEach(0..<fillerRows, id: \.self) { Text("Row \($0)") }
                    field(.email)
                }
                .focused($focus, in: form)
                .onChange(of: form.fieldToReveal) { reveal in
                    if let reveal { proxy.scrollTo(reveal.field) }
                }
            }
        }

        private func field(_ field: ScreenField) -> some View {
            FormRow(field, in: form) {
                TextField("\(field)", text: form.binding(for: field))
                    .focused($focus, equals: field)
            }
        }
    }

    /// Counts the message rows drawn, and the bodies of the view that owns the form.
    @MainActor
    final class RowCounter {
        var count = 0
        var parents = 0

        /// A row's message, counted.
        func row(_ message: String) -> Text {
            count += 1
            return Text(message)
        }
    }

    /// Fifty rows whose messages count their redraws, in the documented pattern: the view
    /// observes the form it owns (`@ObservedObject`, as `@StateObject` does), and each row is a
    /// `FormRow` that observes its own field.
    @available(iOS 15, tvOS 15, *)
    @MainActor
    struct FiftyRowsView: View {
        @ObservedObject var form: FormSession<Int>
        let counter: RowCounter

        var body: some View {
            counter.parents += 1
            return ScrollView {
                VStack {
                    ForEach(0..<50, id: \.self) { field in
                        FormRow(field, in: form) { TextField("\(field)", text: form.binding(for: field)) }
                    }
                }
            }
            .validationMessage { [counter] _, message in counter.row(message) }
        }
    }
#endif
