import Foundation
import PatternKitValidation
import Testing

@Suite("Validation alerts")
struct ValidationAlertTests {
    @Test(
        "The article's alert: description, failure reason and OK, in every language",
        arguments: [
            // The reason, then the recovery suggestion on its own line.
            (
                "en", "Input Validation Failed", "The input can contain only numerical values\nUse only the digits 0–9",
                "OK"
            ),
            (
                "hi", "इनपुट सत्यापन विफल रहा", "इनपुट में केवल अंक (0–9) हो सकते हैं\nरिक्त स्थान, चिह्न और अन्य लिपियों के अंक (जैसे ०–९) स्वीकार नहीं किए जाते",
                "ठीक है"
            ),
            (
                "ru", "Ошибка проверки ввода",
                "Значение может содержать только цифры (0–9)\nПробелы, знаки препинания и цифры других письменностей не допускаются",
                "ОК"
            ),
            ("zh-Hans", "输入验证失败", "输入只能包含半角数字（0–9）\n不接受空格、符号和全角数字", "好"),
        ])
    func articleAlert(language: String, title: String, message: String, ok: String) {
        let error = NumericInputValidator().failures("12a")[0]
        let alert = ValidationAlert(error, language: language)
        #expect(alert == ValidationAlert(title: title, message: message, dismissTitle: ok))
    }

    @Test("Without a language, the alert follows the scoped language")
    func scopedLanguage() {
        let error = AlphaInputValidator().failures("R2D2")[0]
        let alert = ValidationLocalization.scopedLanguage.withValue("ru") { ValidationAlert(error) }
        #expect(alert.title == "Ошибка проверки ввода")
        #expect(
            alert.message
                == "Значение может содержать только латинские буквы (A–Z, a–z)\nКириллица, буквы с диакритическими знаками и буквы других алфавитов не допускаются"
        )
        #expect(alert.dismissTitle == "ОК")
    }

    @Test("An error thrown as `any Error` gives the same alert as the ValidationError")
    func existentialError() {
        let error: any Error = NumericInputValidator().failures("x")[0]
        #expect(
            ValidationAlert(error, language: "hi")
                == ValidationAlert(NumericInputValidator().failures("x")[0], language: "hi"))
    }

    @Test("A foreign NSError shows its own description and reason, with a localized OK")
    func foreignError() {
        let error = NSError(
            domain: "Shop", code: 7,
            userInfo: [
                NSLocalizedDescriptionKey: "Wrong coupon",
                NSLocalizedFailureReasonErrorKey: "This coupon has expired",
            ])
        let alert = ValidationAlert(error, language: "zh-Hans")
        #expect(alert == ValidationAlert(title: "Wrong coupon", message: "This coupon has expired", dismissTitle: "好"))
        let bare = ValidationAlert(NSError(domain: "Shop", code: 8), language: "en")
        #expect(bare.message == nil)
        #expect(!bare.title.isEmpty)
    }

    @Test("A foreign NSError's recovery suggestion follows its reason in the message")
    func foreignSuggestion() {
        let error = NSError(
            domain: "Shop", code: 7,
            userInfo: [
                NSLocalizedDescriptionKey: "Wrong coupon",
                NSLocalizedFailureReasonErrorKey: "This coupon has expired",
                NSLocalizedRecoverySuggestionErrorKey: "Ask for a new one",
            ])
        #expect(ValidationAlert(error, language: "en").message == "This coupon has expired\nAsk for a new one")
    }

    @Test(
        "The announcement reads the title, then the message",
        arguments: [
            (
                ValidationAlert(title: "Input Validation Failed", message: "Digits only", dismissTitle: "OK"),
                "Input Validation Failed. Digits only"
            ),
            (
                ValidationAlert(title: "Wrong coupon!", message: "It expired", dismissTitle: "OK"),
                "Wrong coupon! It expired"
            ),
            (ValidationAlert(title: "输入验证失败。", message: "输入只能包含数字", dismissTitle: "好"), "输入验证失败。 输入只能包含数字"),
            (ValidationAlert(title: "Sold out", message: nil, dismissTitle: "OK"), "Sold out"),
            (ValidationAlert(title: "Sold out", message: "", dismissTitle: "OK"), "Sold out"),
        ])
    func announcement(alert: ValidationAlert, spoken: String) {
        #expect(alert.announcement == spoken)
    }

    @Test("Custom messages of a validator reach the alert")
    func customMessages() {
        let pin = CharacterClassValidator.numeric.message("A PIN has digits only", description: "Check your PIN")
        let alert = ValidationAlert(pin.failures("12a4")[0], language: "ru")
        #expect(alert.title == "Check your PIN")
        #expect(alert.message == "A PIN has digits only")
        #expect(alert.dismissTitle == "ОК")
    }
}

@Suite("Interface text")
struct ValidationInterfaceTextTests {
    @Test("Each text is translated, not left as its key", arguments: ValidationInterfaceText.allCases)
    func translated(text: ValidationInterfaceText) {
        let english = text.localized(in: "en")
        #expect(english != text.rawValue)
        for language in ["ar", "hi", "ko", "ru", "zh-Hans"] {
            let translated = text.localized(in: language)
            #expect(translated != text.rawValue, "\(language)")
            #expect(translated != english, "\(language) should not fall back to English")
        }
    }

    @Test("An unavailable language falls through to the next preference", arguments: ["sv", "zh-TW", ""])
    func fallback(language: String) {
        // Scoped, so that tests changing the app-wide language in parallel cannot interfere.
        ValidationLocalization.scopedLanguage.withValue("en") {
            #expect(ValidationInterfaceText.ok.localized(in: language) == "OK")
            #expect(ValidationInterfaceText.checking.localized(in: language) == "Checking…")
        }
        ValidationLocalization.scopedLanguage.withValue("ru") {
            #expect(ValidationInterfaceText.ok.localized(in: language) == "ОК")
        }
    }
}

@Suite("Bridging foreign errors")
struct ValidationErrorBridgingTests {
    @Test("A ValidationError comes back unchanged, also after a trip through NSError")
    func roundTrip() {
        let error = NumericInputValidator().failures("12a")[0]
        #expect(ValidationError(bridging: error) == error)
        ValidationLocalization.scopedLanguage.withValue("en") {
            let throughObjectiveC: any Error = error as NSError
            #expect(ValidationError(bridging: throughObjectiveC) == error)
        }
    }

    @Test("A list and a decimal parameter come back from an NSError's user info")
    func listAndDecimal() throws {
        let minimum = try #require(Decimal(string: "2.50", locale: Locale(identifier: "en")))
        let error = ValidationError(.notOneOf, parameters: [.allowed: .list(["S", "M"]), .minimum: .decimal(minimum)])
        let rebuilt = ValidationLocalization.scopedLanguage.withValue("en") {
            ValidationError(
                bridging: NSError(domain: InputValidationErrorDomain, code: 1145, userInfo: (error as NSError).userInfo)
            )
        }
        #expect(rebuilt == error)
    }

    @Test("An NSError of our domain keeps its parameters and custom messages")
    func ourDomain() {
        let pin = CharacterClassValidator.numeric.message("A PIN has digits only, not “{character}”")
        let error = pin.failures("12a4")[0]
        let rebuilt = ValidationLocalization.scopedLanguage.withValue("en") {
            ValidationError(
                bridging: NSError(domain: InputValidationErrorDomain, code: 1001, userInfo: (error as NSError).userInfo)
            )
        }
        #expect(rebuilt.code == .numeric)
        #expect(rebuilt.parameters[.character] == "a")
        #expect(rebuilt.parameters[.utf16Offset] == 2)
        #expect(rebuilt.localizedFailureReason(in: "en") == "A PIN has digits only, not “a”")
    }

    @Test("A foreign NSError keeps its code, messages and domain")
    func foreign() {
        let foreign = NSError(
            domain: "Shop", code: 7,
            userInfo: [
                NSLocalizedDescriptionKey: "Wrong coupon",
                NSLocalizedFailureReasonErrorKey: "This coupon has expired",
            ])
        let error = ValidationError(bridging: foreign)
        #expect(error.code.rawValue == 7)
        #expect(error.parameters[.domain] == "Shop")
        #expect(error.localizedDescription(in: "ru") == "Wrong coupon")
        #expect(error.localizedFailureReason(in: "ru") == "This coupon has expired")
    }

    @Test("A foreign error without a failure reason uses its description as the reason")
    func noReason() {
        let error = ValidationError(
            bridging: NSError(domain: "Shop", code: 8, userInfo: [NSLocalizedDescriptionKey: "Sold out"]))
        #expect(error.localizedFailureReason(in: "en") == "Sold out")
    }
}
