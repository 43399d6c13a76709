import Foundation
import PatternKitValidation
import Testing

/// Issue 22.8: SwiftUI messages follow the locale an app puts in the environment, and the
/// package's language choice otherwise.
@Suite("Message language of a view's locale")
struct MessageLanguageTests {
    @Test("The user's own locale leaves the choice to the package")
    func currentLocale() {
        #expect(MessageLanguage.forLocale(.autoupdatingCurrent) == nil)
        #expect(MessageLanguage.forLocale(Locale(identifier: "fr_FR"), current: Locale(identifier: "fr_FR")) == nil)
    }

    @Test(
        "A locale the app chose writes the messages in its language",
        arguments: ["ru", "ru_RU", "hi_IN", "pt_BR"])
    func chosenLocale(identifier: String) {
        let english = Locale(identifier: "en_US")
        let language = MessageLanguage.forLocale(Locale(identifier: identifier), current: english)
        #expect(language == identifier.replacingOccurrences(of: "_", with: "-"))
    }

    @Test("The chosen locale's language reaches the message; an unknown one falls back")
    func messageInLocale() {
        let feedback = FieldFeedback.invalid(NumericInputValidator().failures("a")[0])
        let current = Locale(identifier: "en_US")
        let english = ValidationLocalization.scopedLanguage.withValue("en") {
            feedback.message(in: MessageLanguage.forLocale(Locale(identifier: "xx"), current: current))
        }
        let russian = feedback.message(in: MessageLanguage.forLocale(Locale(identifier: "ru_RU"), current: current))
        #expect(english == "The input can contain only numerical values")
        #expect(russian != english)
        #expect(russian?.isEmpty == false)
    }
}
