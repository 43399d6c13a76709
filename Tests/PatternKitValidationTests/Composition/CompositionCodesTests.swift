import Foundation
import PatternKitValidation
import Testing

@Suite("Composition, form, typed-form and async codes")
struct CompositionCodesTests {
    static let codes: [ValidationError.Code] = [
        .noAlternativeMatched, .negatedRuleMatched, .incompleteMask, .noneOfFieldsFilled, .asyncCheckFailed,
        .expectedText, .expectedBoolean, .expectedDate, .expectedList, .expectedGroup, .tooFewItems, .tooManyItems,
        .unreadableForm, .duplicateKey, .ambiguousKey, .formTooLarge, .unsupportedFormat, .alreadyTaken,
        .serviceUnavailable, .tooManyRequests, .serverError,
    ]

    @Test("Codes are stable and inside their range")
    func stable() {
        #expect(
            Self.codes.map(\.rawValue) == [
                1501, 1502, 1510, 1521, 1540, 1561, 1563, 1564, 1565, 1566, 1570, 1571, 1580, 1581, 1582, 1583, 1584,
                1541,
                1585, 1586, 1587,
            ])
        #expect(Self.codes.allSatisfy { ValidationError.Code.compositionCodes.contains($0.rawValue) })
        #expect(ValidationError.Code.compositionCodes.allSatisfy(ValidationError.Code.ruleLibraryCodes.contains))
    }

    @Test("Each code has its own reason in every language, and NSError carries it")
    func reasons() {
        for language in ValidationLocalization.availableLanguages {
            let generic = ValidationError(12_345).localizedFailureReason(in: language)
            for code in Self.codes {
                #expect(ValidationError(code).localizedFailureReason(in: language) != generic, "\(language) \(code)")
            }
        }
        let error = ValidationError(.noneOfFieldsFilled) as NSError
        #expect(error.domain == InputValidationErrorDomain && error.code == 1521)
        let nsError = ValidationLocalization.scopedLanguage.withValue("zh-Hans") {
            ValidationError(.noneOfFieldsFilled) as NSError
        }
        #expect(nsError.localizedFailureReason == "请至少填写其中一个字段")
        #expect(nsError.localizedDescription == "输入验证失败")
    }

    @Test("1520 is retired: no message in any language, so no rule can be throwing it")
    func retired() {
        for language in ValidationLocalization.availableLanguages {
            let generic = ValidationError(12_345).localizedFailureReason(in: language)
            #expect(ValidationError(1520).localizedFailureReason(in: language) == generic, "\(language)")
        }
    }
}
