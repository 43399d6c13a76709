import PatternKitHandlers
import PatternKitTestSupport
import PatternKitValidation
import Testing

@testable import ShowcaseKit

@MainActor
@Suite("Alerts and validated fields", .englishMessages)
struct AlertTests {
    @Test("a validated field shows the article's alert as focus leaves; the alert is modal; after OK focus goes on")
    func validationAlert() {
        let field = TUICustomTextField()
        field.inputValidator = NumericInputValidator()
        field.options.validatesOnEndEditing = true
        let next = TUITextField()
        let harness = Harness(field, next)
        harness.press(KeyEvent(.tab))
        harness.type("12a")
        harness.press(KeyEvent(.tab))
        #expect(harness.shows("Input Validation Failed"))
        #expect(harness.shows("The input can contain only numerical values"))
        #expect(harness.shows("[ OK ]"))
        #expect(field.lastError?.code == 1001)
        harness.type("zz")
        #expect(next.text.isEmpty && field.text == "12a", "keys go to the alert only")
        harness.press(KeyEvent(.enter))
        #expect(harness.window.presentedAlert == nil)
        #expect(next.isFirstResponder, "focus goes where Tab was heading: the field never holds the user")
        #expect(!harness.shows("Input Validation Failed"))
    }

    @Test(
        "the alert speaks the language of the messages, its button too (the core's ValidationAlert)",
        arguments: [
            ("ru", "Ошибка проверки ввода", "Значение может содержать только цифры (0–9)", "[ ОК ]"),
            ("zh-Hans", "输入验证失败", "输入只能包含半角数字（0–9）", "[ 好 ]"),
        ])
    func localizedAlert(language: String, title: String, message: String, button: String) {
        ValidationLocalization.scopedLanguage.withValue(language) {
            let field = TUICustomTextField()
            field.inputValidator = NumericInputValidator()
            field.options.validatesOnEndEditing = true
            let harness = Harness(field, TUITextField())
            harness.press(KeyEvent(.tab))
            harness.type("12a")
            harness.press(KeyEvent(.tab))
            let expected = ValidationAlert(NumericInputValidator().failures("12a")[0], language: language)
            #expect(harness.window.presentedAlert?.title == expected.title)
            #expect(harness.window.presentedAlert?.actions.map(\.title) == [expected.dismissTitle])
            #expect(harness.shows(title) && harness.shows(message))
            #expect(harness.shows(button))
        }
    }

    /// A validated field and the field after it, whose editing events are recorded.
    @MainActor
    private final class FieldAndNext {
        let field = TUICustomTextField()
        let next = TUITextField()
        let harness: Harness
        private(set) var nextEvents: [String] = []

        init(_ validator: InputValidator) {
            field.inputValidator = validator
            field.options.validatesOnEndEditing = true
            harness = Harness(field, next)
            next.addHandler(for: .editingDidBegin) { [unowned self] _ in nextEvents.append("begin") }
            next.addHandler(for: .editingDidEnd) { [unowned self] _ in nextEvents.append("end") }
        }
    }

    @Test("without returning focus, the view Tab was heading to gets focus — with its begin and end events")
    func focusTargetAfterAlert() {
        let fields = FieldAndNext(AlphaInputValidator())
        fields.field.returnsFocusOnFailure = false
        let harness = fields.harness
        harness.press(KeyEvent(.tab))
        harness.type("ab1")
        harness.press(KeyEvent(.tab))
        #expect(harness.shows("The input can contain only letters"))
        #expect(fields.nextEvents.isEmpty)
        harness.press(KeyEvent(.escape))
        #expect(fields.next.isFirstResponder)
        #expect(fields.nextEvents == ["begin"])
        harness.press(KeyEvent(.backTab))
        #expect(fields.nextEvents == ["begin", "end"])
    }

    @Test(
        "by default the failing field never holds the user: after OK, focus is where Tab was heading and no alert follows"
    )
    func failingFieldLetsTheUserGo() {
        let fields = FieldAndNext(AlphaInputValidator())
        let harness = fields.harness
        harness.press(KeyEvent(.tab))
        harness.type("Иван")
        harness.press(KeyEvent(.tab))
        #expect(harness.shows("The input can contain only letters"))
        harness.press(KeyEvent(.enter))
        #expect(fields.next.isFirstResponder)
        #expect(!harness.shows("The input can contain only letters"))
        #expect(fields.field.text == "Иван", "the text stays as typed, to be fixed when the user comes back")
        #expect(fields.field.lastError?.code.rawValue == 1002)
    }

    @Test("OK puts focus back in the failing field without passing it through the view Tab was heading to")
    func returningFocusSkipsTheTabTarget() {
        let fields = FieldAndNext(NumericInputValidator())
        fields.field.returnsFocusOnFailure = true
        let harness = fields.harness
        harness.press(KeyEvent(.tab))
        harness.type("12a")
        harness.press(KeyEvent(.tab), KeyEvent(.enter))
        #expect(fields.field.isFirstResponder)
        #expect(fields.nextEvents.isEmpty, "the next field never began (nor ended) editing")
        harness.press(KeyEvent(.backspace), KeyEvent(.tab))
        #expect(fields.next.isFirstResponder)
        #expect(fields.nextEvents == ["begin"])
    }

    @Test("valid text passes silently")
    func validText() {
        let field = TUICustomTextField()
        field.inputValidator = NumericInputValidator()
        field.options.validatesOnEndEditing = true
        let harness = Harness(field, TUIButton(title: "Next"))
        harness.press(KeyEvent(.tab))
        harness.type("2024")
        harness.press(KeyEvent(.tab))
        #expect(harness.window.presentedAlert == nil)
        #expect(field.validate())
    }

    @Test(
        "alert buttons: arrows move between actions, Enter picks one, Escape picks cancel; handlers run after dismissal"
    )
    func alertActions() {
        let harness = Harness(TUIButton(title: "Behind"))
        harness.press(KeyEvent(.tab))
        var chosen: [String] = []
        let alert = TUIAlertController(title: "Delete?", message: "This cannot be undone.")
        alert.addAction(TUIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        alert.addAction(
            TUIAlertAction(title: "Delete", style: .destructive) { [weak harness] _ in
                chosen.append(harness?.window.presentedAlert == nil ? "delete after dismissal" : "delete while shown")
            })
        harness.window.present(alert)
        #expect(harness.shows("Delete?") && harness.shows("This cannot be undone."))
        harness.press(KeyEvent(.right), KeyEvent(.enter))
        #expect(chosen == ["delete after dismissal"])
        harness.window.present(alert)
        harness.press(KeyEvent(.escape))
        #expect(chosen == ["delete after dismissal", "cancel"])
        #expect(harness.root.subviews.first?.isFirstResponder == true, "focus is back where it was")
    }

    @Test("a long message wraps inside the box on an 80-column screen")
    func wrapping() {
        let harness = Harness(TUIButton(title: "x"))
        let message = String(repeating: "word ", count: 40)
        let alert = TUIAlertController(title: "Title", message: message)
        harness.window.present(alert)
        let lines = harness.lines
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        #expect(lines.filter { $0.contains("word") }.count >= 3)
    }
}
