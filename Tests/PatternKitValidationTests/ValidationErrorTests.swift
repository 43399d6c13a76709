import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

@Suite("ValidationError")
struct ValidationErrorTests {
    @Test("NSError bridging carries domain, code, messages and parameters", .englishMessages)
    func bridging() {
        let error = CharacterClassValidator.numeric.failures("12x")[0]
        let nsError = error as NSError
        #expect(nsError.domain == "InputValidationErrorDomain")
        #expect(nsError.code == 1001)
        #expect(nsError.localizedDescription == "Input Validation Failed")
        #expect(nsError.localizedFailureReason == "The input can contain only numerical values")
        let parameters = nsError.userInfo[ValidationError.parametersUserInfoKey] as? [String: Any]
        #expect(parameters?["character"] as? String == "x")
        #expect(parameters?["utf16Offset"] as? Int == 2)
    }

    @Test("Errors are equal when code, parameters and messages are")
    func equality() {
        let first = CharacterClassValidator.numeric.failures("1x")[0]
        #expect(first == CharacterClassValidator.numeric.failures("2x")[0])
        #expect(first != CharacterClassValidator.numeric.failures("x")[0])
        #expect(first != first.replacingMessages(reason: "Digits"))
        #expect(ValidationError(.numeric) == ValidationError(.numeric))
        #expect(ValidationError(.numeric) != ValidationError(.alpha))
    }

    @Test("An app's own code gets the generic reason until it supplies one")
    func appCode() {
        let code: ValidationError.Code = 50_000
        #expect(!code.isReservedForPatternKit)
        #expect(ValidationError.Code.numeric.isReservedForPatternKit)
        let error = ValidationError(code, parameters: ["limit": 3])
        #expect(error.localizedFailureReason(in: "en") == "The input is not valid")
        #expect(error.localizedFailureReason(in: "ru") == "Введено недопустимое значение")
        #expect(error.localizedDescription(in: "en") == "Input Validation Failed")
        let worded = error.replacingMessages(reason: "At most {limit} tries", description: "Too many tries")
        #expect(worded.localizedFailureReason(in: "en") == "At most 3 tries")
        #expect(worded.localizedDescription(in: "en") == "Too many tries")
        #expect(worded.code == code)
    }

    @Test("Placeholders are filled per language; unknown ones are left as written")
    func placeholders() {
        let error = ValidationError(20_000, parameters: ["max": 2.5, "name": "PIN", "on": true])
        let message: ValidationMessage = "{name}: at most {max}, {missing}, {on} {"
        let worded = error.replacingMessages(reason: message)
        #expect(worded.localizedFailureReason(in: "en") == "PIN: at most 2.5, {missing}, true {")
        #expect(worded.localizedFailureReason(in: "ru") == "PIN: at most 2,5, {missing}, true {")
    }

    @Test("Translations pick the requested language, else English")
    func translations() {
        let message = ValidationMessage.translations([
            "en": "Digits only", "ru": "Только цифры", "fr": "Chiffres seulement",
        ])
        let error = ValidationError(.numeric, reason: message)
        #expect(error.localizedFailureReason(in: "ru-RU") == "Только цифры")
        #expect(error.localizedFailureReason(in: "fr") == "Chiffres seulement")
        #expect(
            ValidationLocalization.scopedLanguage.withValue("en") { error.localizedFailureReason(in: "hi") }
                == "Digits only")
    }

    @Test("A validator's message override replaces messages but keeps code and parameters", .englishMessages)
    func messageOverride() throws {
        let pin = CharacterClassValidator.numeric.message(
            "A PIN has digits only, not “{character}”", description: "PIN")
        #expect(pin.isPerCharacter)
        #expect(pin.isValid("1234"))
        try pin.validate("1234")
        let error = pin.failures("12a4")[0]
        #expect(error.code == .numeric)
        #expect(error.parameters[.utf16Offset] == 2)
        #expect(error.localizedFailureReason(in: "en") == "A PIN has digits only, not “a”")
        let nsError = error as NSError
        #expect(nsError.localizedDescription == "PIN")
        #expect(nsError.code == 1001)
    }

    @Test("description names the code and the English reason, for logs")
    func logDescription() {
        #expect(ValidationError(.alpha).description == "ValidationError(1002: The input can contain only letters)")
        #expect("\(ValidationError.Code.numeric)" == "1001")
    }

    @Test(
        "Core codes are stable and inside their ranges",
        arguments: [
            (ValidationError.Code.numeric, 1001), (.alpha, 1002), (.alphanumeric, 1003), (.disallowedCharacter, 1004),
            (.decimalDigits, 1005), (.letters, 1006), (.patternMismatch, 1007), (.invalidEdit, 1098),
            (.invalidPattern, 1099),
        ])
    func stableCodes(code: ValidationError.Code, value: Int) {
        #expect(code.rawValue == value)
        #expect(ValidationError.Code.coreCodes.contains(code.rawValue))
        #expect(!ValidationError.Code.ruleLibraryCodes.contains(code.rawValue))
    }

    @Test("Parameter values convert and compare")
    func parameterValues() {
        let values: [ValidationError.ParameterValue] = [3, 2.5, "x", false]
        #expect(values.map(\.intValue) == [3, nil, nil, nil])
        #expect(values.map(\.doubleValue) == [3, 2.5, nil, nil])
        #expect(values.map(\.stringValue) == [nil, nil, "x", nil])
        #expect(values.map(\.description) == ["3", "2.5", "x", "false"])
    }
}
