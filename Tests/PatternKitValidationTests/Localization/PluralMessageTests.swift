import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

/// Rendered messages with counts, read as a native speaker would expect them.
@Suite("Plural messages")
struct PluralMessageTests {
    static let counts = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100]

    /// A message (with `{}` where the counted words go) and its counted words for each of ``counts``.
    static let minimumLengthCases: [(language: String, message: String, words: [String])] = [
        (
            "en", "The password is too short: the minimum is {}",
            [
                "0 characters", "1 character", "2 characters", "3 characters", "5 characters", "11 characters",
                "21 characters", "22 characters", "25 characters", "100 characters",
            ]
        ),
        (
            "ar", "كلمة المرور قصيرة جدًا: الحد الأدنى {}",
            [
                "\u{2066}0\u{2069} حرف", "حرف واحد", "حرفان", "\u{2066}3\u{2069} أحرف", "\u{2066}5\u{2069} أحرف",
                "\u{2066}11\u{2069} حرفًا", "\u{2066}21\u{2069} حرفًا", "\u{2066}22\u{2069} حرفًا",
                "\u{2066}25\u{2069} حرفًا", "\u{2066}100\u{2069} حرف",
            ]
        ),
        (
            "de", "Das Passwort ist zu kurz: mindestens {}",
            [
                "0 Zeichen", "1 Zeichen", "2 Zeichen", "3 Zeichen", "5 Zeichen", "11 Zeichen", "21 Zeichen",
                "22 Zeichen",
                "25 Zeichen", "100 Zeichen",
            ]
        ),
        (
            "es", "La contraseña es demasiado corta: mínimo {}",
            [
                "0 caracteres", "1 carácter", "2 caracteres", "3 caracteres", "5 caracteres", "11 caracteres",
                "21 caracteres", "22 caracteres", "25 caracteres", "100 caracteres",
            ]
        ),
        (
            "fr", "Le mot de passe est trop court\u{A0}: {} minimum",
            [
                "0 caractère", "1 caractère", "2 caractères", "3 caractères", "5 caractères", "11 caractères",
                "21 caractères", "22 caractères", "25 caractères", "100 caractères",
            ]
        ),
        (
            "hi", "पासवर्ड बहुत छोटा है: कम से कम {}",
            [
                "0 वर्ण होना चाहिए", "1 वर्ण होना चाहिए", "2 वर्ण होने चाहिए", "3 वर्ण होने चाहिए", "5 वर्ण होने चाहिए",
                "11 वर्ण होने चाहिए", "21 वर्ण होने चाहिए", "22 वर्ण होने चाहिए", "25 वर्ण होने चाहिए", "100 वर्ण होने चाहिए",
            ]
        ),
        (
            "it", "La password è troppo corta: minimo {}",
            [
                "0 caratteri", "1 carattere", "2 caratteri", "3 caratteri", "5 caratteri", "11 caratteri",
                "21 caratteri",
                "22 caratteri", "25 caratteri", "100 caratteri",
            ]
        ),
        (
            "ja", "パスワードが短すぎます：{}以上必要です",
            [
                "0文字", "1文字", "2文字", "3文字", "5文字", "11文字", "21文字", "22文字", "25文字", "100文字",
            ]
        ),
        ("ko", "비밀번호가 너무 짧습니다: 최소 {}", ["0자", "1자", "2자", "3자", "5자", "11자", "21자", "22자", "25자", "100자"]),
        (
            "nl", "Het wachtwoord is te kort: minimaal {}",
            [
                "0 tekens", "1 teken", "2 tekens", "3 tekens", "5 tekens", "11 tekens", "21 tekens", "22 tekens",
                "25 tekens", "100 tekens",
            ]
        ),
        (
            "pl", "Hasło jest za krótkie: minimum {}",
            [
                "0 znaków", "1 znak", "2 znaki", "3 znaki", "5 znaków", "11 znaków", "21 znaków", "22 znaki",
                "25 znaków",
                "100 znaków",
            ]
        ),
        (
            "pt-BR", "A senha é muito curta: mínimo de {}",
            [
                "0 caractere", "1 caractere", "2 caracteres", "3 caracteres", "5 caracteres", "11 caracteres",
                "21 caracteres", "22 caracteres", "25 caracteres", "100 caracteres",
            ]
        ),
        (
            "ru", "Пароль слишком короткий: минимум {}",
            [
                "0 символов", "1 символ", "2 символа", "3 символа", "5 символов", "11 символов", "21 символ",
                "22 символа",
                "25 символов", "100 символов",
            ]
        ),
        (
            "tr", "Parola çok kısa: en az {}",
            [
                "0 karakter", "1 karakter", "2 karakter", "3 karakter", "5 karakter", "11 karakter", "21 karakter",
                "22 karakter", "25 karakter", "100 karakter",
            ]
        ),
        (
            "uk", "Пароль занадто короткий: мінімум {}",
            [
                "0 символів", "1 символ", "2 символи", "3 символи", "5 символів", "11 символів", "21 символ",
                "22 символи",
                "25 символів", "100 символів",
            ]
        ),
        (
            "zh-Hans", "密码太短：最少 {}",
            [
                "0 个字符", "1 个字符", "2 个字符", "3 个字符", "5 个字符", "11 个字符", "21 个字符", "22 个字符", "25 个字符",
                "100 个字符",
            ]
        ),
    ]

    /// "at least N digits", where the languages with cases and genders differ most.
    static let digitCases: [(language: String, message: String, words: [String])] = [
        (
            "ar", "يجب أن تحتوي كلمة المرور على {} على الأقل",
            [
                "\u{2066}0\u{2069} رقم", "رقم واحد", "رقمين", "\u{2066}3\u{2069} أرقام", "\u{2066}5\u{2069} أرقام",
                "\u{2066}11\u{2069} رقمًا", "\u{2066}21\u{2069} رقمًا", "\u{2066}22\u{2069} رقمًا",
                "\u{2066}25\u{2069} رقمًا", "\u{2066}100\u{2069} رقم",
            ]
        ),
        (
            "de", "Das Passwort muss mindestens {} enthalten",
            [
                "0 Ziffern", "1 Ziffer", "2 Ziffern", "3 Ziffern", "5 Ziffern", "11 Ziffern", "21 Ziffern",
                "22 Ziffern",
                "25 Ziffern", "100 Ziffern",
            ]
        ),
        (
            "pl", "Hasło musi zawierać co najmniej {}",
            [
                "0 cyfr", "1 cyfrę", "2 cyfry", "3 cyfry", "5 cyfr", "11 cyfr", "21 cyfr", "22 cyfry", "25 cyfr",
                "100 cyfr",
            ]
        ),
        (
            "ru", "Пароль должен содержать хотя бы {}",
            [
                "0 цифр", "1 цифру", "2 цифры", "3 цифры", "5 цифр", "11 цифр", "21 цифру", "22 цифры", "25 цифр",
                "100 цифр",
            ]
        ),
        (
            "uk", "Пароль має містити щонайменше {}",
            [
                "0 цифр", "1 цифру", "2 цифри", "3 цифри", "5 цифр", "11 цифр", "21 цифру", "22 цифри", "25 цифр",
                "100 цифр",
            ]
        ),
    ]

    @Test("The minimum length takes the right word form for each count", arguments: minimumLengthCases)
    func minimumLength(language: String, message: String, words: [String]) {
        for (count, word) in zip(Self.counts, words) {
            let reason = PasswordRequirement.minimumLength(count).error.localizedFailureReason(in: language)
            #expect(reason == message.replacingOccurrences(of: "{}", with: word), "\(language) \(count)")
        }
    }

    @Test("“At least N digits” agrees with N", arguments: digitCases)
    func digits(language: String, message: String, words: [String]) {
        for (count, word) in zip(Self.counts, words) {
            let reason = PasswordRequirement.digits(count).error.localizedFailureReason(in: language)
            #expect(reason == message.replacingOccurrences(of: "{}", with: word), "\(language) \(count)")
        }
    }

    @Test(
        "Every counted message of every language renders its count, whatever the count",
        arguments: ValidationLocalization.availableLanguages)
    func everyCountedMessage(language: String) {
        let keys = StringsTable.plurals(nil, bundle: .module, language: "en").keys.filter { $0.hasPrefix("reason.") }
        for key in keys {
            let code = ValidationError.Code(rawValue: Int(key.dropFirst("reason.".count))!)
            for count in Self.counts + [1_000_000] {
                let reason = ValidationError(
                    code, parameters: [.minimum: .int(count), .maximum: .int(count), .expected: .int(count)]
                )
                .localizedFailureReason(in: language)
                #expect(!reason.contains("{") && !reason.contains("%"), "\(language) \(key) \(count): \(reason)")
                // Arabic writes one and two as words ("حرف واحد"); every other count appears as digits.
                #expect(
                    reason.contains(String(count)) || (language == "ar" && count <= 2),
                    "\(language) \(key) \(count): \(reason)")
            }
        }
    }

    @Test(
        "Other languages' failure reasons do not fall back to English",
        arguments: ValidationLocalization.availableLanguages.dropFirst())
    func translated(language: String) {
        let english = PasswordRequirement.uppercase(3).error.localizedFailureReason(in: "en")
        #expect(PasswordRequirement.uppercase(3).error.localizedFailureReason(in: language) != english)
    }

    @Test(
        "Checklist labels agree with their counts",
        arguments: [
            (PasswordRequirement.minimumLength(21), "ru", "от 21 символа"), (.minimumLength(8), "ru", "от 8 символов"),
            (.maximumLength(64), "ru", "до 64 символов"), (.digits(2), "ru", "от 2 цифр"), (.digits(1), "ru", "цифра"),
            (.digits(22), "ru", "от 22 цифр"), (.lowercase(5), "pl", "min. 5 małych liter"),
            (.lowercase(3), "pl", "min. 3 małe litery"),
            (.minimumLength(1), "en", "1+ character"), (.maximumLength(1), "en", "≤ 1 character"),
            (.minimumLength(2), "ar", "حرفان على الأقل"),
            (.minimumLength(11), "ar", "\u{2066}11\u{2069} حرفًا على الأقل"),
            (.maximumLength(3), "uk", "до 3 символів"), (.symbols(4), "uk", "від 4 спецсимволів"),
            (.letters(2), "de", "2+ Buchstaben"), (.digits(3), "ja", "数字3文字以上"),
        ])
    func checklist(requirement: PasswordRequirement, language: String, label: String) {
        #expect(requirement.localizedChecklistLabel(in: language) == label)
    }

    @Test(
        "Arabic “in a row” names the characters it counts, in every plural category",
        arguments: [
            (0, "\u{2066}0\u{2069} حرف متتالٍ كحد أقصى"), (1, "بلا حرف مكرر متتاليًا"), (2, "حرفان متتاليان كحد أقصى"),
            (3, "\u{2066}3\u{2069} أحرف متتالية كحد أقصى"), (10, "\u{2066}10\u{2069} أحرف متتالية كحد أقصى"),
            (11, "\u{2066}11\u{2069} حرفًا متتاليًا كحد أقصى"), (99, "\u{2066}99\u{2069} حرفًا متتاليًا كحد أقصى"),
            (100, "\u{2066}100\u{2069} حرف متتالٍ كحد أقصى"), (103, "\u{2066}103\u{2069} أحرف متتالية كحد أقصى"),
        ])
    func arabicRepeats(maximum: Int, label: String) {
        #expect(PasswordRequirement.maximumRepeats(maximum).localizedChecklistLabel(in: "ar") == label)
    }

    @Test(
        "Checklist labels are shorter than the reasons they stand for, in every language",
        arguments: ValidationLocalization.availableLanguages)
    func checklistIsShort(language: String) {
        for requirement in PasswordPolicyValidatorTests.everyRequirement + [.minimumLength(21), .digits(22)] {
            let label = requirement.localizedChecklistLabel(in: language)
            #expect(
                label.count < requirement.error.localizedFailureReason(in: language).count, "\(language) \(requirement)"
            )
            #expect(!label.contains("{") && !label.contains("%"), "\(language) \(requirement): \(label)")
        }
    }

    @Test("Right to left: text parameters get a first-strong isolate, numbers a left-to-right one")
    func rightToLeft() {
        let below = ValidationError(.belowMinimum, parameters: [.minimum: 5]).localizedFailureReason(in: "ar")
        #expect(below == "يجب ألا تقل القيمة عن \u{2066}5\u{2069}")
        let oneOf = ValidationError(.notOneOf, parameters: [.allowed: "S, M"]).localizedFailureReason(in: "ar-EG")
        #expect(oneOf == "يجب أن يكون الإدخال إحدى القيم التالية: \u{2068}S, M\u{2069}")
        let russian = ValidationError(.notOneOf, parameters: [.allowed: "S, M"]).localizedFailureReason(in: "ru")
        #expect(!russian.contains("\u{2068}"), "left-to-right languages get no isolates")
    }

    @Test("A decimal count is written the language's way and takes the fractional form")
    func decimalCount() {
        let error = ValidationError(.tooShort, parameters: [.minimum: .double(2.5)])
        #expect(error.localizedFailureReason(in: "ru") == "Значение слишком короткое: минимум 2,5 символа")
        #expect(error.localizedFailureReason(in: "en") == "The input is too short: the minimum is 2.5 characters")
        #expect(error.localizedFailureReason(in: "ar") == "الإدخال قصير جدًا: الحد الأدنى \u{2066}2.5\u{2069} حرف")
        let exact = ValidationError(
            .tooShort, parameters: [.minimum: .decimal(Decimal(string: "2.5", locale: Locale(identifier: "en"))!)])
        #expect(exact.localizedFailureReason(in: "ru") == "Значение слишком короткое: минимум 2,5 символа")
        #expect(exact.localizedFailureReason(in: "pl") == error.localizedFailureReason(in: "pl"))
    }
}
