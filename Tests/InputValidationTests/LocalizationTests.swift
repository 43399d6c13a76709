import Foundation
import InputValidation
@testable import InputValidationCore
import Testing

@Suite("Localization")
struct LocalizationTests {
    @Test("Every built-in message exists in each language", arguments: [
        ("en", "Input Validation Failed", "The input can contain only numerical values", "The input can contain only letters"),
        ("hi", "इनपुट सत्यापन विफल रहा", "इनपुट में केवल संख्यात्मक मान हो सकते हैं", "इनपुट में केवल अक्षर हो सकते हैं"),
        ("ru", "Ошибка проверки ввода", "Ввод может содержать только числовые значения", "Ввод может содержать только буквы"),
        ("zh-Hans", "输入验证失败", "输入只能包含数字", "输入只能包含字母"),
    ])
    func seedMessages(language: String, description: String, numeric: String, alpha: String) {
        let numericError = NumericInputValidator().failures("x")[0]
        let alphaError = AlphaInputValidator().failures("1")[0]
        #expect(numericError.localizedDescription(in: language) == description)
        #expect(numericError.localizedFailureReason(in: language) == numeric)
        #expect(alphaError.localizedFailureReason(in: language) == alpha)
        // Through NSError, with the language chosen for the scope.
        let nsError = ValidationLocalization.scopedLanguage.withValue(language) { numericError as NSError }
        #expect(nsError.localizedDescription == description)
        #expect(nsError.localizedFailureReason == numeric)
    }

    @Test("Parameters are filled into translated messages", arguments: [
        ("en", "The input contains a character that is not allowed: “z”"),
        ("hi", "इनपुट में एक ऐसा वर्ण है जिसकी अनुमति नहीं है: “z”"),
        ("ru", "Ввод содержит недопустимый символ: «z»"),
        ("zh-Hans", "输入包含不允许的字符：“z”"),
    ])
    func parameterizedMessage(language: String, reason: String) {
        let error = CharacterClassValidator.allowing(CharacterClass(charactersIn: "ab")).failures("abz")[0]
        #expect(error.localizedFailureReason(in: language) == reason)
    }

    @Test("Language tags are matched leniently", arguments: [
        (["ru-RU"], "ru"), (["ru_RU.UTF-8"], "ru"), (["HI"], "hi"), (["hi-IN"], "hi"), (["zh-CN"], "zh-Hans"),
        (["zh_CN"], "zh-Hans"), (["zh"], "zh-Hans"), (["zh-Hans-SG"], "zh-Hans"), (["zh-TW"], "en"), (["zh-Hant"], "en"),
        (["zh-HK", "ru"], "ru"), (["fr-FR", "hi"], "hi"), (["en-GB"], "en"), (["de"], "en"), ([], "en"),
    ])
    func matching(preferences: [String], expected: String) {
        #expect(ValidationLocalization.bestLanguage(for: preferences) == expected)
    }

    @Test("The resource bundle ships exactly the advertised languages, each with every key")
    func tablesAreComplete() throws {
        let bundle = Bundle.module
        // SwiftPM lowercases folder names on some platforms ("zh-hans.lproj").
        let shipped = Set(bundle.localizations.map { $0.lowercased() })
        #expect(shipped == Set(ValidationLocalization.availableLanguages.map { $0.lowercased() }))
        let english = StringsTable.table(nil, bundle: bundle, language: "en")
        #expect(english["reason.1001"] == "The input can contain only numerical values")
        for language in ValidationLocalization.availableLanguages {
            let table = StringsTable.table(nil, bundle: bundle, language: language)
            #expect(Set(table.keys) == Set(english.keys), "\(language)")
            for (key, value) in english {
                #expect(placeholders(in: table[key] ?? "") == placeholders(in: value), "\(language) \(key)")
            }
        }
    }

    @Test("Every core code has its own reason in every language")
    func everyCoreCodeHasAReason() {
        let codes: [ValidationError.Code] = [
            .numeric, .alpha, .alphanumeric, .disallowedCharacter, .decimalDigits, .letters, .patternMismatch,
            .invalidEdit, .invalidPattern,
        ]
        for language in ValidationLocalization.availableLanguages {
            let generic = ValidationError(12_345).localizedFailureReason(in: language)
            for code in codes {
                #expect(ValidationError(code).localizedFailureReason(in: language) != generic, "\(language) \(code)")
            }
        }
    }

    private func placeholders(in text: String) -> Set<String> {
        // Not omitting empty pieces: a text that starts with "{" has an empty piece before it.
        Set(text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) })
    }
}
