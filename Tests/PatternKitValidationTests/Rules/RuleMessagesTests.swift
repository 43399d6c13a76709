import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

@Suite("Rule messages and codes")
struct RuleMessagesTests {
    static let codes: [ValidationError.Code] = [
        .required, .blank, .tooShort, .tooLong, .wrongLength, .notAnInteger, .notANumber, .tooManyFractionDigits,
        .belowMinimum, .aboveMaximum, .notGreaterThan, .notLessThan, .notEqual, .confirmationMismatch, .notOneOf,
        .email,
        .url, .phoneNumber, .paymentCard, .ipv4Address, .ipv6Address, .ipAddress, .uuid, .hexColor, .isbn, 1220,
        .passwordTooShort, .passwordTooLong, .passwordNeedsLowercase, .passwordNeedsUppercase, .passwordNeedsLetters,
        .passwordNeedsDigits, .passwordNeedsSymbols, .passwordRepeatsCharacters, .passwordContainsWhitespace, .custom,
        .ascii, .lettersAndDigits, .notLowercase, .notUppercase, .hostname, .hexadecimal, .base64, .cardExpiry,
        .cardExpired,
        .dateTooEarly, .dateTooLate, .dateNotAfter, .dateNotBefore, .mustBeOn,
    ]

    /// Codes declared by PatternKitRegions (phone numbers and postal codes of every
    /// region), whose messages live in this module's catalog; tested there.
    static let regionCodes: Set<Int> = [1171, 1172, 1221, 1222]  // and 1220, listed above by number

    @Test("Rule codes are distinct, in 1100–1499, and each has its own reason in every language")
    func everyCodeHasAReason() {
        #expect(Set(Self.codes).count == Self.codes.count)
        for code in Self.codes {
            #expect(ValidationError.Code.ruleCodes.contains(code.rawValue), "\(code)")
            #expect(ValidationError.Code.ruleLibraryCodes.contains(code.rawValue), "\(code)")
        }
        for language in ValidationLocalization.availableLanguages {
            let generic = ValidationError(12_345).localizedFailureReason(in: language)
            var reasons = Set<String>()
            for code in Self.codes {
                let reason = ValidationError(code).localizedFailureReason(in: language)
                #expect(reason != generic, "\(language) \(code)")
                reasons.insert(reason)
            }
            #expect(reasons.count == Self.codes.count, "\(language): two codes share a reason")
        }
    }

    @Test("Every rule line in the tables has a code constant", arguments: ValidationLocalization.availableLanguages)
    func noOrphanLines(language: String) {
        let table = StringsTable.table(nil, bundle: .module, language: language)
        let plurals = StringsTable.plurals(nil, bundle: .module, language: language)
        let ruleKeys = (Array(table.keys) + Array(plurals.keys)).compactMap { key -> Int? in
            guard key.hasPrefix("reason."), let code = Int(key.dropFirst("reason.".count)) else { return nil }
            return ValidationError.Code.ruleCodes.contains(code) ? code : nil
        }
        #expect(Set(ruleKeys) == Set(Self.codes.map(\.rawValue)).union(Self.regionCodes))
    }

    @Test(
        "Parameters fill the placeholders of every language",
        arguments: [
            ("en", "The input must be one of: S, M"), ("hi", "इनपुट इनमें से एक होना चाहिए: S, M"),
            ("ru", "Значение должно быть одним из следующих: S, M"), ("zh-Hans", "输入必须是以下值之一：S、M"),
        ])
    func placeholders(language: String, reason: String) {
        let error = OneOfValidator(["S", "M"]).firstFailure("L")
        #expect(error?.localizedFailureReason(in: language) == reason)
        for code in Self.codes {
            let filled = ValidationError(
                code, parameters: [.minimum: 1, .maximum: 2, .expected: 3, .allowed: "a"]
            ).localizedFailureReason(in: language)
            #expect(!filled.contains("{"), "\(language) \(code): \(filled)")
        }
    }

    @Test("Errors bridge to NSError with the domain, code, messages and parameters")
    func bridging() {
        let error = EmailValidator().firstFailure("ada@@example.com")
        let nsError = ValidationLocalization.scopedLanguage.withValue("zh-Hans") { error.map { $0 as NSError } }
        #expect(nsError?.domain == InputValidationErrorDomain)
        #expect(nsError?.code == 1150)
        #expect(nsError?.localizedDescription == "输入验证失败")
        #expect(nsError?.localizedFailureReason == "输入不是有效的电子邮件地址")
        let parameters = nsError?.userInfo[ValidationError.parametersUserInfoKey] as? [String: Any]
        #expect(parameters?["problem"] as? String == "multipleAt")
        #expect(parameters?["utf16Offset"] as? Int == 4)
    }

    @Test("Apps can word their own messages from the parameters")
    func customMessages() {
        let nickname = LengthValidator(3...20).message(
            .translations([
                "en": "{count} of {minimum}–{maximum} characters", "ru": "{count} из {minimum}–{maximum} символов",
            ]))
        #expect(nickname.firstFailure("ab")?.localizedFailureReason(in: "en") == "2 of 3–20 characters")
        #expect(nickname.firstFailure("ab")?.localizedFailureReason(in: "ru-RU") == "2 из 3–20 символов")
    }
}
