import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

@Suite("Localization")
struct LocalizationTests {
    @Test(
        "Every built-in message exists in each language",
        arguments: [
            (
                "en", "Input Validation Failed", "The input can contain only numerical values",
                "The input can contain only letters"
            ),
            ("hi", "इनपुट सत्यापन विफल रहा", "इनपुट में केवल अंक (0–9) हो सकते हैं", "इनपुट में केवल लैटिन अक्षर (A–Z, a–z) हो सकते हैं"),
            (
                "ru", "Ошибка проверки ввода", "Значение может содержать только цифры (0–9)",
                "Значение может содержать только латинские буквы (A–Z, a–z)"
            ),
            ("zh-Hans", "输入验证失败", "输入只能包含半角数字（0–9）", "输入只能包含拉丁字母（A–Z、a–z）"),
            (
                "ar", "فشل التحقق من الإدخال", "يمكن أن يحتوي الإدخال على الأرقام (\u{2066}0–9\u{2069}) فقط",
                "يمكن أن يحتوي الإدخال على الحروف اللاتينية (\u{2066}A–Z\u{2069}، \u{2066}a–z\u{2069}) فقط"
            ),
            (
                "de", "Eingabeprüfung fehlgeschlagen", "Die Eingabe darf nur Ziffern (0–9) enthalten",
                "Die Eingabe darf nur lateinische Buchstaben (A–Z, a–z) enthalten"
            ),
            (
                "es", "Error de validación", "El valor introducido solo puede contener dígitos (0–9)",
                "El valor introducido solo puede contener letras del alfabeto latino (A–Z, a–z)"
            ),
            (
                "fr", "Échec de la validation de la saisie", "La saisie ne peut contenir que des chiffres (0–9)",
                "La saisie ne peut contenir que des lettres latines (A–Z, a–z)"
            ),
            (
                "it", "Convalida non riuscita", "Il valore inserito può contenere solo cifre (0–9)",
                "Il valore inserito può contenere solo lettere latine (A–Z, a–z)"
            ),
            ("ja", "入力の検証に失敗しました", "入力には半角数字（0–9）のみ使用できます", "入力には半角英字（A–Z、a–z）のみ使用できます"),
            ("ko", "입력 검증 실패", "입력에는 숫자(0–9)만 사용할 수 있습니다", "입력에는 영문자(A–Z, a–z)만 사용할 수 있습니다"),
            (
                "nl", "Invoercontrole mislukt", "De invoer mag alleen cijfers (0–9) bevatten",
                "De invoer mag alleen Latijnse letters (A–Z, a–z) bevatten"
            ),
            (
                "pl", "Weryfikacja danych nie powiodła się", "Wprowadzone dane mogą zawierać tylko cyfry (0–9)",
                "Wprowadzone dane mogą zawierać tylko litery łacińskie (A–Z, a–z)"
            ),
            (
                "pt-BR", "Falha na validação", "O valor informado só pode conter dígitos (0–9)",
                "O valor informado só pode conter letras do alfabeto latino (A–Z, a–z)"
            ),
            (
                "tr", "Geçersiz değer", "Girilen değer yalnızca rakam (0–9) içerebilir",
                "Girilen değer yalnızca Latin harfleri (A–Z, a–z) içerebilir"
            ),
            (
                "uk", "Помилка перевірки введення", "Значення може містити лише цифри (0–9)",
                "Значення може містити лише латинські літери (A–Z, a–z)"
            ),
        ])
    func articleMessages(language: String, description: String, numeric: String, alpha: String) {
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

    @Test(
        "Parameters are filled into translated messages",
        arguments: [
            ("en", "The input contains a character that is not allowed: “z”"),
            ("hi", "इनपुट में एक ऐसा वर्ण है जिसकी अनुमति नहीं है: “z”"),
            ("ru", "Значение содержит недопустимый символ: «z»"),
            ("zh-Hans", "输入包含不允许的字符：“z”"),
            ("de", "Die Eingabe enthält ein unzulässiges Zeichen: „z“"),
            ("fr", "La saisie contient un caractère non autorisé\u{A0}: «\u{A0}z\u{A0}»"),
            ("ja", "入力に使用できない文字が含まれています：「z」"),
            // Right to left: the Latin parameter is isolated so it cannot reorder the Arabic around it.
            ("ar", "يحتوي الإدخال على حرف غير مسموح به: «\u{2068}z\u{2069}»"),
        ])
    func parameterizedMessage(language: String, reason: String) {
        let error = CharacterClassValidator.allowing(CharacterClass(charactersIn: "ab")).failures("abz")[0]
        #expect(error.localizedFailureReason(in: language) == reason)
    }

    @Test(
        "Language tags are matched leniently",
        arguments: [
            (["ru-RU"], "ru"), (["ru_RU.UTF-8"], "ru"), (["HI"], "hi"), (["hi-IN"], "hi"), (["zh-CN"], "zh-Hans"),
            (["zh_CN"], "zh-Hans"), (["zh"], "zh-Hans"), (["zh-Hans-SG"], "zh-Hans"), (["zh-TW"], "en"),
            (["zh-Hant"], "en"),
            (["zh-HK", "ru"], "ru"), (["fr-FR", "hi"], "fr"), (["en-GB"], "en"), (["de"], "de"), ([], "en"),
            (["pt-BR"], "pt-BR"), (["pt_BR"], "pt-BR"), (["pt"], "pt-BR"), (["PT-br"], "pt-BR"), (["pt-PT"], "pt-BR"),
            (["zh-Hant", "ja"], "ja"), (["zh-Hant-TW", "ko-KR"], "ko"), (["ar-EG"], "ar"), (["ar_SA.UTF-8"], "ar"),
            (["uk-UA"], "uk"), (["es-419"], "es"), (["de-CH"], "de"), (["nl-BE"], "nl"), (["tr-TR"], "tr"),
            (["pl-PL"], "pl"),
            (["it-CH"], "it"), (["fr-CA"], "fr"), (["sv-SE", "nb"], "en"), (["sr-Latn-RS"], "en"), (["x"], "en"),
            ([""], "en"),
        ])
    func matching(preferences: [String], expected: String) {
        #expect(ValidationLocalization.bestLanguage(for: preferences) == expected)
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
}
