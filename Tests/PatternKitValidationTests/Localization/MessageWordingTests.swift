import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

/// What a native speaker reads: rendered messages checked for the mistakes a careful read
/// of every language found.
@Suite("Message wording")
struct MessageWordingTests {
    static let bundle = Bundle.module

    /// Every counted message (failure reasons and checklist labels) rendered for `count`
    /// in `language`, with the key it came from.
    static func countedMessages(in language: String, count: Int) -> [(key: String, text: String)] {
        let parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [
            .minimum: .int(count), .maximum: .int(count), .expected: .int(count), .count: .int(count),
        ]
        return StringsTable.plurals(nil, bundle: bundle, language: "en").keys.sorted().compactMap { key in
            guard let template = MessageCatalog.shared.lookup([key], language: language, parameters: parameters) else {
                return nil
            }
            return (key, MessageTemplate.render(template, parameters: parameters, language: language))
        }
    }

    /// The "de"/"di" that Romance languages put only after a spelled "million", never after
    /// digits: "1000000 caractères", not "1000000 de caractères". (Italian "di seguito", in a
    /// row, is an adverb, not that "di": "≤ 3 di seguito".)
    static var digitThenPreposition: Regex<(Substring, Substring, Substring)> {
        /[0-9][ \u{A0}\u{202F}]+(de|di|d’|d')([ \u{A0}]|$)(?!seguito)/
    }

    @Test("No “de”/“di” after digits, whatever the count", arguments: ValidationLocalization.availableLanguages)
    func noPrepositionAfterDigits(language: String) {
        for count in [1_000_000, 2_000_000, 5, 1, 0, 21, 1_000_001] {
            let messages = Self.countedMessages(in: language, count: count)
            #expect(messages.count == StringsTable.plurals(nil, bundle: Self.bundle, language: "en").count)
            for (key, text) in messages {
                #expect(text.contains(String(count)) || language == "ar", "\(language) \(key) \(count): \(text)")
                if ["fr", "es", "it", "pt-BR"].contains(language) {
                    #expect(
                        text.firstMatch(of: Self.digitThenPreposition) == nil, "\(language) \(key) \(count): \(text)")
                }
            }
        }
    }

    @Test(
        "A million takes the plural noun directly",
        arguments: [
            ("fr", "La saisie est trop courte\u{A0}: 1000000 caractères minimum"),
            ("es", "El valor introducido es demasiado corto: mínimo 1000000 caracteres"),
            ("it", "Il valore inserito è troppo corto: minimo 1000000 caratteri"),
            ("pt-BR", "O valor informado é muito curto: mínimo de 1000000 caracteres"),
        ])
    func million(language: String, reason: String) {
        let error = ValidationError(.tooShort, parameters: [.minimum: 1_000_000])
        #expect(error.localizedFailureReason(in: language) == reason)
    }

    // MARK: What 1001–1003 and 1006 accept

    /// The four "only …" codes a user must be able to tell apart: ASCII digits, ASCII
    /// letters, both, and letters of any script.
    static let characterCodes: [ValidationError.Code] = [.numeric, .alpha, .alphanumeric, .letters]

    @Test("1001, 1002, 1003 and 1006 have four different reasons", arguments: ValidationLocalization.availableLanguages)
    func fourDistinctReasons(language: String) {
        let reasons = Self.characterCodes.map { ValidationError($0).localizedFailureReason(in: language) }
        #expect(Set(reasons).count == 4, "\(language): \(reasons)")
    }

    @Test(
        "Translations name 0–9 for 1001, A–Z for 1002 and both for 1003 in the reason",
        arguments: ValidationLocalization.availableLanguages.dropFirst())
    func translationsNameTheRange(language: String) {
        let digits = "0\u{2013}9".unicodeScalars.map(\.value)
        let letters = "A\u{2013}Z".unicodeScalars.map(\.value)
        func names(_ code: ValidationError.Code, _ range: [UInt32]) -> Bool {
            let scalars = ValidationError(code).localizedFailureReason(in: language).unicodeScalars.map(\.value)
            return scalars.indices.contains { scalars[$0...].starts(with: range) }
        }
        #expect(names(.numeric, digits) && !names(.numeric, letters), "\(language) 1001")
        #expect(names(.alpha, letters) && !names(.alpha, digits), "\(language) 1002")
        #expect(names(.alphanumeric, letters) && names(.alphanumeric, digits), "\(language) 1003")
        #expect(!names(.letters, letters) && !names(.letters, digits), "\(language) 1006 accepts every script")
    }

    @Test("English keeps the article's reasons and says the precise range in the recovery suggestion")
    func englishSuggestion() {
        ValidationLocalization.scopedLanguage.withValue("en") {
            let numeric = NumericInputValidator().failures("١٢٣")[0] as NSError
            #expect(numeric.localizedDescription == "Input Validation Failed")
            #expect(numeric.localizedFailureReason == "The input can contain only numerical values")
            #expect(numeric.userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String == "Use only the digits 0–9")
            let alpha = AlphaInputValidator().failures("Иван")[0] as NSError
            #expect(alpha.localizedFailureReason == "The input can contain only letters")
            #expect(
                alpha.userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String
                    == "Use only the Latin letters A–Z and a–z, without accents")
        }
        #expect(
            ValidationError(.alphanumeric).localizedFailureReason(in: "en")
                == "The input can contain only the Latin letters A–Z and a–z and the digits 0–9")
        #expect(
            ValidationError(.letters).localizedFailureReason(in: "en")
                == "The input can contain only letters, with no digits, spaces or symbols")
    }

    @Test(
        "Every language has a suggestion for 1001 and 1002, none for a code without one, and none under a custom reason",
        arguments: ValidationLocalization.availableLanguages)
    func suggestions(language: String) {
        for code in [ValidationError.Code.numeric, .alpha] {
            let error = ValidationError(code)
            let suggestion = error.localizedRecoverySuggestion(in: language)
            #expect(suggestion?.isEmpty == false, "\(language) \(code)")
            #expect(suggestion != error.localizedFailureReason(in: language), "\(language) \(code)")
            if language != "en" {
                #expect(
                    suggestion != ValidationError(code).localizedRecoverySuggestion(in: "en"),
                    "\(language) \(code) is translated")
            }
            #expect(
                error.replacingMessages(reason: "Digits only, please").localizedRecoverySuggestion(in: language) == nil)
        }
        #expect(ValidationError(.patternMismatch).localizedRecoverySuggestion(in: language) == nil)
        #expect(ValidationError(12_345).localizedRecoverySuggestion(in: language) == nil)
    }

    // MARK: Right to left

    static let lri: Unicode.Scalar = "\u{2066}"
    static let fsi: Unicode.Scalar = "\u{2068}"
    static let pdi: Unicode.Scalar = "\u{2069}"

    /// Whether `text` holds `literal` inside a left-to-right isolate, checked on code points.
    static func isolates(_ literal: String, in text: String, with opener: Unicode.Scalar = lri) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let wanted = [opener] + Array(literal.unicodeScalars) + [pdi]
        return scalars.indices.contains { scalars[$0...].starts(with: wanted) }
    }

    @Test("Arabic 1200 and 1201 keep their literals in left-to-right isolates")
    func arabicLiterals() {
        let color = ValidationError(.hexColor).localizedFailureReason(in: "ar")
        #expect(Self.isolates("#FF8800", in: color))
        #expect(
            color.unicodeScalars.map(\.value)
                == Array(
                    "الإدخال ليس لونًا سداسيًا عشريًا صالحًا (مثال: \u{2066}#FF8800\u{2069})".unicodeScalars.map(\.value)))
        let hex = ValidationError(.hexadecimal, parameters: [.character: "g", .utf16Offset: 0]).localizedFailureReason(
            in: "ar")
        #expect(Self.isolates("0\u{2013}9", in: hex) && Self.isolates("A\u{2013}F", in: hex))
        for code in [ValidationError.Code.numeric, .alphanumeric] {
            #expect(Self.isolates("0\u{2013}9", in: ValidationError(code).localizedFailureReason(in: "ar")), "\(code)")
        }
        #expect(Self.isolates("A\u{2013}Z", in: ValidationError(.alpha).localizedFailureReason(in: "ar")))
    }

    @Test(
        "Arabic bounds are numbers in left-to-right isolates, a negative one with its sign first",
        arguments: [
            (ValidationError.ParameterValue.int(-5), "-5"), (.double(-2.5), "-2.5"), (.int(5), "5"),
            (.double(2.5), "2.5"),
        ])
    func arabicNumbers(bound: ValidationError.ParameterValue, written: String) {
        let below = ValidationError(.belowMinimum, parameters: [.minimum: bound]).localizedFailureReason(in: "ar")
        #expect(
            Array(below.unicodeScalars) == Array("يجب ألا تقل القيمة عن ".unicodeScalars) + [Self.lri]
                + Array(written.unicodeScalars) + [Self.pdi])
        let above = ValidationError(.aboveMaximum, parameters: [.maximum: bound]).localizedFailureReason(in: "ar")
        #expect(Self.isolates(written, in: above))
        #expect(
            !ValidationError(.belowMinimum, parameters: [.minimum: bound]).localizedFailureReason(in: "ru")
                .unicodeScalars.contains(Self.lri),
            "left-to-right languages get no isolates")
    }

    @Test("No Latin letter or ASCII digit of an Arabic message stands outside an isolate")
    func arabicHasNoBareLatin() {
        let parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [
            .minimum: -3, .maximum: 12, .expected: 4, .count: 2, .character: "x", .pattern: "^[0-9]+$", .detail: "bad",
            .allowed: .list(["S", "M"]), .mask: "(###) ###-####", .location: 1, .length: 2, .textLength: 3,
            .country: "NL",
            .value: "ada",
        ]
        let keys =
            Array(StringsTable.table(nil, bundle: Self.bundle, language: "en").keys)
            + Array(StringsTable.plurals(nil, bundle: Self.bundle, language: "en").keys)
        for key in keys.sorted() where !key.hasPrefix("ui.") {
            guard let template = MessageCatalog.shared.lookup([key], language: "ar", parameters: parameters) else {
                continue
            }
            var depth = 0
            for scalar in MessageTemplate.render(template, parameters: parameters, language: "ar").unicodeScalars {
                if scalar == Self.lri || scalar == Self.fsi { depth += 1 } else if scalar == Self.pdi { depth -= 1 }
                if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    #expect(depth > 0, "\(key): “\(scalar)” outside an isolate")
                }
            }
            #expect(depth == 0, "\(key): every isolate is closed")
        }
    }

    // MARK: Country names

    /// The regional codes (declared in PatternKitRegions, which this target does not import).
    static let notInRegion: ValidationError.Code = 1171
    static let noPostalCodes: ValidationError.Code = 1221
    static let unknownRegion: ValidationError.Code = 1222

    @Test(
        "1171 and 1221 name the country in the message's language, where no case ending attaches",
        arguments: [
            (
                "en", Self.noPostalCodes, "AE",
                "Addresses in this country or region (United Arab Emirates) have no postal code"
            ),
            ("en", Self.notInRegion, "DE", "The phone number is not valid for this country or region (Germany)"),
            ("ru", Self.notInRegion, "NL", "Номер телефона недействителен для этой страны или региона (Нидерланды)"),
            ("ru", Self.noPostalCodes, "DE", "В адресах этой страны или региона (Германия) нет почтового индекса"),
            ("uk", Self.noPostalCodes, "DE", "В адресах цієї країни чи регіону (Німеччина) немає поштового індексу"),
            ("pl", Self.noPostalCodes, "DE", "Adresy w tym kraju lub regionie (Niemcy) nie mają kodu pocztowego"),
            (
                "fr", Self.notInRegion, "DE",
                "Le numéro de téléphone n’est pas valide pour ce pays ou cette région (Allemagne)"
            ),
            (
                "de", Self.notInRegion, "NL",
                "Die Telefonnummer ist für dieses Land bzw. diese Region (Niederlande) nicht gültig"
            ),
            ("tr", Self.notInRegion, "DE", "Telefon numarası bu ülke veya bölge için geçerli değil: Almanya"),
            ("ja", Self.noPostalCodes, "NL", "この国または地域（オランダ）の住所には郵便番号がありません"),
            (
                "ar", Self.noPostalCodes, "DE",
                "لا تستخدم العناوين في هذا البلد أو المنطقة (\u{2068}ألمانيا\u{2069}) رمزًا بريديًا"
            ),
        ])
    func countryName(language: String, code: ValidationError.Code, country: String, reason: String) {
        let error = ValidationError(code, parameters: [.country: .string(country)])
        #expect(error.localizedFailureReason(in: language) == reason)
    }

    @Test(
        "No language shows the ISO code of a known country, and an unknown code is shown as given",
        arguments: ValidationLocalization.availableLanguages)
    func noBareCodes(language: String) {
        for code in [Self.notInRegion, Self.noPostalCodes] {
            for country in ["NL", "DE", "JP", "BR"] {
                let reason = ValidationError(code, parameters: [.country: .string(country)]).localizedFailureReason(
                    in: language)
                #expect(!reason.contains(country) && !reason.contains("{"), "\(language) \(code) \(country): \(reason)")
            }
            #expect(
                ValidationError(code, parameters: [.country: "XX"]).localizedFailureReason(in: language).contains("XX"))
        }
        // 1222 is about the code itself, so it shows the code.
        #expect(
            ValidationError(Self.unknownRegion, parameters: [.country: "ZZ"]).localizedFailureReason(in: language)
                .contains("ZZ"))
    }

    // MARK: Terms a native speaker expects

    /// Every message of `language` (reasons, suggestions, descriptions, checklist labels),
    /// rendered with sample parameters, with its key; with `count`, every counted parameter
    /// (minimum, maximum, expected, count) is that number.
    static func everyMessage(in language: String, count: Int? = nil) -> [(key: String, text: String)] {
        var parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [
            .minimum: 3, .maximum: 12, .expected: 4, .count: 2, .character: "x", .pattern: "^a$", .detail: "bad",
            .allowed: "S, M", .mask: "##", .location: 1, .length: 2, .textLength: 3, .country: "XX",
        ]
        if let count {
            for key in [ValidationError.ParameterKey.minimum, .maximum, .expected, .count] {
                parameters[key] = .int(count)
            }
        }
        let keys =
            Array(StringsTable.table(nil, bundle: bundle, language: "en").keys)
            + Array(StringsTable.plurals(nil, bundle: bundle, language: "en").keys)
        return keys.sorted().compactMap { key in
            MessageCatalog.shared.lookup([key], language: language, parameters: parameters).map {
                (key, MessageTemplate.render($0, parameters: parameters, language: language))
            }
        }
    }

    @Test(
        "Words no message of a language uses",
        arguments: [
            ("en", "e-mail"),  // Apple writes "email"
            ("ru", "Ввод"), ("ru", "ввод "),  // the act of typing is not the subject: «Значение»
            ("ru", "прописн"),  // one word for capitals: «заглавные»
            ("uk", "Введення"), ("uk", "введення "), ("uk", "Поле "),
            ("it", "input"),  // an anglicism: «il valore inserito»
            ("pt-BR", "CEP"),  // a Brazilian postal code; the rule is any country's
            ("pt-BR", "validade válida"), ("ja", "有効な有効期限"), ("zh-Hans", "有效的有效期"),
            ("hi", "पिन कोड"), ("hi", "पूर्ण संख्या"),
            ("ko", "‘"), ("ko", "번"),  // one quote style, one counter for repetitions (회)
            ("pl", " z:"), ("pl", " ze:"),  // "jedną z:" cuts off the genitive: "jedną z następujących:"
        ])
    func avoidedWords(language: String, word: String) {
        for (key, text) in Self.everyMessage(in: language)
        where !(language == "ko" && word == "번" && text.contains("번호")) {
            #expect(!text.contains(word), "\(language) \(key): \(text)")
        }
    }

    @Test(
        "Terms and typography a native speaker expects",
        arguments: [
            ("uk", "reason.1101", "Значення не може бути порожнім"),
            ("ru", "reason.1108", "Значение должно быть написано заглавными буквами"),
            ("ru", "reason.1110", "Значение слишком короткое: минимум 3 символа"),
            ("de", "reason.1003", "Die Eingabe darf nur lateinische Buchstaben (A–Z, a–z) und Ziffern (0–9) enthalten"),
            ("it", "reason.1101", "Il campo è obbligatorio"),
            ("nl", "reason.1141", "De ingevoerde waarden komen niet overeen"),
            ("zh-Hans", "reason.1106", "输入只能包含文字（如字母、汉字）和数字，不能包含空格或符号"),
            ("hi", "reason.1120", "इनपुट एक पूर्णांक होना चाहिए"),
            ("fr", "reason.1222", "«\u{A0}XX\u{A0}» n’est pas un code de pays ou de région connu"),
            ("ja", "reason.1098", "編集範囲（位置1、長さ2）が長さ3のテキストの範囲外にあるか、文字を分割しています"),
            ("ja", "reason.1185", "有効期限の形式が正しくありません（例：12/29）"),
            ("ko", "reason.1237", "비밀번호에 같은 문자가 너무 많이 연속됩니다(최대 12회)"),
            ("pt-BR", "reason.1220", "Não é um código postal válido"),
            ("en", "reason.1150", "The input is not a valid email address"),
            ("pl", "reason.1145", "Wprowadzona wartość musi być jedną z następujących: S, M"),
        ])
    func terms(language: String, key: String, text: String) {
        #expect(Self.everyMessage(in: language).first { $0.key == key }?.text == text)
    }
}
