#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
    import PatternKitSwiftUI
    import PatternKitUIKit
    import SwiftUI
    import UIKit

    /// Issue 22: SwiftUI validated fields and forms, hosted in a `UIHostingController` and driven
    /// through their bindings, their `UITextField`s and focus. Each function plays one behaviour
    /// and records what went wrong in `e`.
    @available(iOS 15, tvOS 15, *)
    @MainActor
    package enum SwiftUIScenarios {
        /// Every SwiftUI scenario, for the scenario runner.
        package static var all: [Scenario] {
            [
                Scenario(
                    "SwiftUI: a field whose row was never on screen keeps the form from being sent",
                    covers: "issue 22.2"
                ) { offscreenFieldCounts(&$0) },
                Scenario(
                    "SwiftUI: text set and reset by code shows no message, even 'while editing'",
                    covers: "issue 22.3"
                ) { codeSetTextIsNotTyping(&$0) },
                Scenario(
                    "SwiftUI: focus leaving a field shows its message and tidies its text",
                    covers: "issue 22.4, 22.6"
                ) { focusEndsEditing(&$0) },
                Scenario(
                    "SwiftUI: typing digits in a form's phone field shows the mask",
                    covers: "issue 22.9: masks"
                ) { phoneMaskWhileTyping(&$0) },
                Scenario(
                    "SwiftUI: submit moves focus to the first invalid field",
                    covers: "issue 22.9: focus"
                ) { submitFocusesFirstInvalidField(&$0) },
                Scenario(
                    "SwiftUI: the confirmation follows the password as it is typed",
                    covers: "issue 22.7"
                ) { confirmationFollowsPassword(&$0) },
            ]
        }

        // MARK: Scenarios

        /// 22.2: a `List` builds rows lazily; the form still judges the field nobody scrolled to.
        package static func offscreenFieldCounts(_ e: inout Expectations) {
            let form = ScenarioForm.make()
            let view = ScenarioFormView(form: form, fillerRows: 60)
            let host = SwiftUIScenarioHost(view, size: CGSize(width: 320, height: 240))
            defer { host.tearDown() }
            form.binding(for: .name).wrappedValue = "Ada"
            form.binding(for: .password).wrappedValue = "analytical"
            e.expect(host.textFields.count < ScenarioField.allCases.count, "some field rows are off screen")
            e.expect(!form.validate(), "the empty confirmation, never on screen, keeps the form from being sent")
            e.expectEqual(form.focusedField, .confirmation, "focus goes to it")
        }

        /// 22.3: code sets and clears the binding; nothing is refused, no "required" shows.
        package static func codeSetTextIsNotTyping(_ e: inout Expectations) {
            let box = FieldBox()
            let view = BoxedFieldView(box: box, validator: RequiredValidator.required)
            let host = SwiftUIScenarioHost(view.feedbackTiming(.whileEditing))
            defer { host.tearDown() }
            box.text = "Ann"
            host.settle { host.textFields.first?.text == "Ann" }
            e.expectEqual(box.feedback, .none, "a value set by code starts no message")
            box.text = ""
            host.settle { host.textFields.first?.text == "" }
            e.expectEqual(box.feedback, .none, "clearing the field in code does not say 'required'")
        }

        /// 22.4 and 22.6: after editing by default; the sanitizer's text in the binding at once.
        package static func focusEndsEditing(_ e: inout Expectations) {
            let box = FieldBox()
            let trimmed = InputValidator(CharacterClassValidator.numeric) { $0.trimmingCharacters(in: .whitespaces) }
            let host = SwiftUIScenarioHost(BoxedFieldView(box: box, validator: trimmed).validatesOnEndEditing())
            defer { host.tearDown() }
            guard let field = host.textFields.first else { return e.expect(false, "a text field is hosted") }
            field.becomeFirstResponder()
            e.expect(host.settle { field.isFirstResponder }, "the field takes focus")
            host.type("1a", into: field)
            e.expect(host.settle { box.text == "1a" }, "typing reaches the binding")
            e.expectEqual(box.feedback, .none, "nothing shows while the user types")
            field.resignFirstResponder()
            e.expect(host.settle { box.feedback.error != nil }, "leaving the field shows the error")
            field.becomeFirstResponder()
            host.settle { field.isFirstResponder }
            field.deleteBackward()
            field.deleteBackward()
            host.settle { box.text.isEmpty }
            host.type(" 12 ", into: field)
            field.resignFirstResponder()
            e.expect(host.settle { box.text == "12" }, "the tidied text is in the binding when editing ends")
            e.expectEqual(box.feedback, .valid, "and it passes")
        }

        /// 22.9: the phone field's binding formats each keystroke.
        package static func phoneMaskWhileTyping(_ e: inout Expectations) {
            let form = ScenarioForm.make()
            let host = SwiftUIScenarioHost(ScenarioFormView(form: form, fillerRows: 0))
            defer { host.tearDown() }
            guard let phone = host.textFields.dropFirst().first else {
                return e.expect(false, "the phone field is hosted")
            }
            phone.becomeFirstResponder()
            host.settle { phone.isFirstResponder }
            host.type("5551234567", into: phone)
            e.expect(host.settle { phone.text == "(555) 123-4567" }, "the field shows the mask: \(phone.text ?? "nil")")
            e.expectEqual(form.values[.phone], "(555) 123-4567", "the form holds the formatted number")
        }

        /// 22.9: `validate()` moves the `@FocusState` bound with `focused(_:in:)`.
        package static func submitFocusesFirstInvalidField(_ e: inout Expectations) {
            let form = ScenarioForm.make()
            let host = SwiftUIScenarioHost(ScenarioFormView(form: form, fillerRows: 0))
            defer { host.tearDown() }
            form.binding(for: .name).wrappedValue = "Ada"
            e.expect(!form.validate(), "the form is not valid")
            let password = host.textFields.dropFirst(2).first
            e.expect(
                host.settle { password?.isFirstResponder == true }, "the first invalid field, the password, has focus")
            e.expect(form.feedback(for: .password).error != nil, "and shows its message")
        }

        /// 22.7: the rule across fields reads the password as it is now.
        package static func confirmationFollowsPassword(_ e: inout Expectations) {
            let form = ScenarioForm.make()
            let host = SwiftUIScenarioHost(ScenarioFormView(form: form, fillerRows: 0))
            defer { host.tearDown() }
            form.binding(for: .password).wrappedValue = "analytical"
            form.binding(for: .confirmation).wrappedValue = "analytical"
            form.focusedField = .confirmation
            form.focusedField = nil
            e.expectEqual(form.feedback(for: .confirmation), .valid, "the confirmation matches")
            form.binding(for: .password).wrappedValue = "analytical engine"
            e.expectEqual(form.feedback(for: .confirmation).error?.code, .confirmationMismatch, "then stops matching")
        }
    }

    // MARK: The views the scenarios host

    /// The fields of the scenarios' form.
    enum ScenarioField: Hashable, Sendable, CaseIterable {
        case name, phone, password, confirmation
    }

    /// The scenarios' form: a name, a masked phone number, a password and its confirmation.
    @MainActor
    enum ScenarioForm {
        static let phoneMask = InputMask("(###) ###-####")

        static func make() -> FormSession<ScenarioField> {
            let rules = FormValidator<ScenarioField>()
                .field(.name, RequiredValidator.required)
                .field(.phone, MaskValidator(phoneMask).ifPresent())
                .field(.password, LengthValidator.length(min: 8))
                .field(.confirmation, RequiredValidator.required)
                .rule(.matching(.confirmation, .password))
            let form = FormSession(rules)
            form.formatters[.phone] = AnySanitizer(DigitsSanitizer.digitsOnly.then(phoneMask))
            return form
        }
    }

    /// The form in a `List`, after `fillerRows` rows that push the last fields off screen.
    @available(iOS 15, tvOS 15, *)
    @MainActor
    struct ScenarioFormView: View {
        @ObservedObject var form: FormSession<ScenarioField>
        let fillerRows: Int
        @FocusState private var focus: ScenarioField?

        var body: some View {
            List {
                field(.name)
                field(.phone)
                ForEach(0..<fillerRows, id: \.self) { Text("Row \($0)") }
                field(.password)
                field(.confirmation)
            }
            .focused($focus, in: form)
        }

        private func field(_ field: ScenarioField) -> some View {
            TextField("\(field)", text: form.binding(for: field))
                .focused($focus, equals: field)
                .validated(field, in: form)
        }
    }

    /// A value the scenario sets from outside the view, as an app's model does.
    @MainActor
    final class FieldBox: ObservableObject {
        @Published var text = ""
        @Published var feedback = FieldFeedback.none
    }

    /// One text field validated by the modifier, bound to a ``FieldBox``.
    @available(iOS 15, tvOS 15, *)
    @MainActor
    struct BoxedFieldView<V: Validator<String>>: View {
        @ObservedObject var box: FieldBox
        let validator: V

        var body: some View {
            TextField("Field", text: $box.text)
                .validated(by: validator, text: $box.text, feedback: $box.feedback)
        }
    }
#endif
