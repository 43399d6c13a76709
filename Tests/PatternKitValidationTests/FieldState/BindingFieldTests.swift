import Foundation
import PatternKitValidation
import Testing

/// A field whose text is the app's binding (SwiftUI's `validated(by:text:)`), driven as the
/// adapter drives it: the view appearing, the binding changing, the platform reporting the
/// user's edits, focus. Issue 40: appearing is not an edit, code is not typing, one
/// announcement per change of meaning.
@MainActor
@Suite("A field bound to the app's text", asyncSuiteTimeLimit)
struct BindingFieldTests {
    /// A field with its binding's text, as the adapter holds them.
    @MainActor
    final class Screen {
        let field: BindingField
        var text = ""
        var heard: [ValidationError.Code] = []

        init(_ controller: FieldController, options: FieldOptions = FieldOptions(), reportsEdits: Bool = true) {
            field = BindingField(controller, reportsEdits: reportsEdits)
            field.onAnnouncement = { [unowned self] in self.heard.append($0.code) }
            field.appear(text: text, options: options)
        }

        /// The user types (or pastes) in the field: the platform reports the edit, the
        /// binding changes, the field's answer is put back in the binding.
        func type(_ new: String) {
            field.userDidEdit(to: new)
            bindingChanged(to: new)
        }

        /// The app sets its state: a button, a value loaded.
        func code(_ new: String) {
            bindingChanged(to: new)
        }

        func bindingChanged(to new: String) {
            text = new
            if let shown = field.textDidChange(to: new) {
                text = shown
                // Setting the binding is a change too, which the adapter reports again.
                #expect(field.textDidChange(to: shown) == nil)
            }
        }

        func focus() {
            _ = field.focusDidChange(true, text: text)
        }

        func leave() {
            if let tidied = field.focusDidChange(false, text: text) { text = tidied }
        }
    }

    // MARK: 5 — a view's appearance is not an edit

    @Test("A view appearing again keeps the check's answer about what the user typed: 'taken' stays taken")
    func appearingKeepsTheAnswer() async {
        let server = FakeUserNameServer()
        let screen = Screen(
            FieldController(CharacterClassValidator.alphanumeric, then: server.check),
            options: FieldOptions(checkDebounce: .none))
        screen.focus()
        screen.type("alice")
        #expect(await server.gates.expect(.waiting("alice")))
        server.respond("alice", available: false)
        await screen.field.controller.waitUntilIdle()
        screen.leave()
        #expect(screen.field.controller.feedback == .invalid(FakeUserNameServer.taken))
        screen.field.appear(text: "alice", options: FieldOptions(checkDebounce: .seconds(30)))
        #expect(screen.field.controller.feedback == .invalid(FakeUserNameServer.taken), "still taken")
        #expect(!screen.field.controller.state.isInProgress, "the server is not asked again")
        #expect(screen.heard == [FakeUserNameServer.taken.code], "and VoiceOver does not hear it again")
    }

    @Test("A field the user emptied still says 'required' when its view appears again")
    func appearingKeepsRequired() {
        let screen = Screen(FieldController(RequiredValidator.required))
        screen.focus()
        screen.type("a")
        screen.type("")
        screen.leave()
        #expect(screen.field.controller.feedback.error?.code == .required)
        screen.field.appear(text: "", options: FieldOptions())
        #expect(screen.field.controller.feedback.error?.code == .required, "the row scrolled back still says it")
        screen.code("")
        #expect(screen.field.controller.feedback == .none, "the app clearing the field silences it")
    }

    @Test("A text the app set while the view was away is code's: not checked, not refused")
    func textChangedWhileAway() async {
        let server = FakeUserNameServer()
        let screen = Screen(
            FieldController(CharacterClassValidator.alphanumeric, then: server.check),
            options: FieldOptions(editFiltering: .invalidCharacters, checkDebounce: .none))
        screen.field.appear(
            text: "bob!", options: FieldOptions(editFiltering: .invalidCharacters, checkDebounce: .none))
        #expect(screen.field.controller.text == "bob!", "kept as the app set it")
        #expect(screen.field.controller.feedback == .none)
        screen.field.appear(text: "bob", options: FieldOptions(checkDebounce: .none))
        #expect(screen.field.controller.state == .valid, "code's text counts as passing the check")
        await Task.yield()
        #expect(server.gates.history.isEmpty, "the server is not asked about code's text")
    }

    // MARK: 6 — code is not typing

    @Test("A button that sets a focused field's text is code: never refused, never formatted")
    func buttonInFocusedFieldIsCode() {
        let screen = Screen(
            FieldController(CharacterClassValidator.numeric),
            options: FieldOptions(feedbackTiming: .whileEditing, editFiltering: .invalidCharacters))
        screen.focus()
        screen.type("12")
        screen.code("12ab")  // "Paste" from the app's own clipboard model
        #expect(screen.text == "12ab", "kept as the app set it")
        #expect(screen.field.controller.text == "12ab")
        #expect(screen.field.controller.feedback.error?.code == .numeric, "shown: the field already shows its state")
        screen.type("12ab3")
        #expect(screen.text == "12ab3", "typing digits repairs code's text")
        screen.type("12ab3c")
        #expect(screen.text == "12ab3", "the user's letter is refused")
    }

    @Test("A 'Suggest name' button in a focused field never starts the check; typing does")
    func suggestionIsNotChecked() async {
        let server = FakeUserNameServer()
        let screen = Screen(
            FieldController(CharacterClassValidator.alphanumeric, then: server.check),
            options: FieldOptions(checkDebounce: .none))
        screen.focus()
        screen.code("alice2026")
        #expect(screen.field.controller.state == .valid)
        screen.type("alice2027")
        #expect(await server.gates.expect(.waiting("alice2027")), "the user's text is checked")
        #expect(!server.gates.history.contains(.waiting("alice2026")))
        server.respond("alice2027", available: true)
        await screen.field.controller.waitUntilIdle()
    }

    @Test("Where the platform reports no edits, a change while the field has focus is the user's")
    func focusFallback() {
        let screen = Screen(
            FieldController(CharacterClassValidator.numeric), options: FieldOptions(editFiltering: .invalidCharacters),
            reportsEdits: false)
        screen.code("1a")
        #expect(screen.text == "1a", "without focus: code's")
        screen.focus()
        screen.code("1")
        screen.code("1b")
        #expect(screen.text == "1", "with focus: typing, filtered")
    }

    @Test("validatesOnEndEditing tidies the binding's text when focus leaves")
    func leavingTidies() {
        let screen = Screen(
            FieldController(CharacterClassValidator.numeric.sanitizing(with: .trimmingWhitespace)),
            options: FieldOptions(validatesOnEndEditing: true))
        screen.focus()
        screen.type(" 12 ")
        screen.leave()
        #expect(screen.text == "12")
    }

    // MARK: 10 — one announcement per change of meaning

    @Test("A field on its own announces its first error, then only an error of another meaning")
    func announcements() {
        let screen = Screen(
            FieldController(LengthValidator(8...12)), options: FieldOptions(feedbackTiming: .whileEditing))
        screen.focus()
        screen.type("a")
        #expect(screen.heard == [.tooShort], "the first error is heard")
        screen.type("ab")
        screen.type("abc")
        #expect(screen.heard == [.tooShort], "another count is not news")
        screen.type("abcdefghijklm")
        #expect(screen.heard == [.tooShort, .tooLong])
        screen.type("abcdefgh")
        screen.type("abc")
        #expect(screen.heard == [.tooShort, .tooLong, .tooShort], "after valid, an error is news again")
    }

    @Test("A refused keystroke is heard once, not once per key")
    func refusalsHeardOnce() {
        let screen = Screen(
            FieldController(CharacterClassValidator.numeric), options: FieldOptions(editFiltering: .invalidCharacters))
        screen.focus()
        screen.type("1a")
        screen.type("1b")
        #expect(screen.heard == [.numeric])
    }
}
