import Foundation
import PatternKitValidation

/// The fields of the forms these tests send over the wire.
enum Account: String, Hashable, Sendable, CaseIterable {
    case email, password, confirmation, userName
}

/// Forms, errors and reports the wire tests share.
enum WireSamples {
    /// An app code, outside PatternKit's ranges.
    static let userNameTaken: ValidationError.Code = 20_010

    static let form = FormValidator<Account>()
        .field(.email, RequiredValidator.required.and(EmailValidator.email))
        .field(.password, PasswordPolicyValidator(minimumLength: 8, uppercase: 1, digits: 1))
        .field(.confirmation, RequiredValidator.required)
        .field(.userName, RequiredValidator.required.and(LengthValidator(3...20)))
        .rule(.matching(.confirmation, .password))

    static let validValues: FormValues<Account> = [
        .email: "ada@example.com", .password: "Analytical1", .confirmation: "Analytical1", .userName: "ada",
    ]

    /// One parameter of every type, with the values a coder gets wrong most easily.
    static let everyParameterType: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [
        "int": .int(42), "intMax": .int(.max), "intMin": .int(.min),
        "double": .double(2.5), "tiny": .double(.leastNonzeroMagnitude), "huge": .double(1.7976931348623157e308),
        "negativeZero": .double(-0.0), "infinity": .double(.infinity), "minusInfinity": .double(-.infinity),
        "string": .string("Ада 👩🏽‍💻 \"quoted\" \\ / \u{0} \u{202E}rtl"), "empty": .string(""),
        "true": .bool(true), "false": .bool(false),
        "decimal": .decimal(Decimal(string: "12345678901234567890.123456789", locale: Locale(identifier: "en"))!),
        "negativeDecimal": .decimal(Decimal(string: "-0.05", locale: Locale(identifier: "en"))!),
        "list": .list(["S", "M, L", "\"quoted\" \\ /"]), "emptyList": .list([]),
    ]

    /// Where the encoder's output for the schema check lives.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")
}
