import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

@Suite("Plural templates (.stringsdict entries)")
struct PluralTemplateTests {
    static func entry(_ format: String, _ forms: [String: String], variable: String = "minimum") -> Any {
        var rule: [String: Any] = [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
        ]
        rule.merge(forms) { _, new in new }
        return ["NSStringLocalizedFormatKey": format, variable: rule]
    }

    @Test(
        "Forms are chosen by the count and the number fills %d",
        arguments: [
            (0, "no digits"), (1, "1 digit"), (2, "2 digits"), (21, "21 digits"),
        ])
    func resolves(count: Int, expected: String) throws {
        let template = try #require(
            PluralTemplate(
                propertyList: Self.entry(
                    "%#@minimum@", ["zero": "no digits", "one": "%d digit", "other": "%lu digits"])))
        let text = template.resolve(parameters: [.minimum: .int(count)], language: "en")
        #expect(MessageTemplate.render(text, parameters: [.minimum: .int(count)], language: "en") == expected)
    }

    @Test("Positional references, literal percent signs and {name} placeholders work together")
    func formatSyntax() throws {
        let template = try #require(
            PluralTemplate(
                propertyList: Self.entry(
                    "100%% sure: %1$#@minimum@ of {maximum}", ["one": "%1$d item", "other": "%1$ld items"])))
        let parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [.minimum: 3, .maximum: 9]
        let text = template.resolve(parameters: parameters, language: "en")
        #expect(MessageTemplate.render(text, parameters: parameters, language: "en") == "100% sure: 3 items of 9")
        #expect(template.references == ["minimum"])
    }

    @Test(
        "Bad entries and values never crash and never lose the text",
        arguments: [
            // (format, forms, value, expected)
            ("%#@minimum@", ["other": "%d things"], ValidationError.ParameterValue?.some("x"), "x things"),
            ("%#@minimum@", ["one": "%d thing"], .some(5), "5"),  // no `other`: the number alone
            ("%#@minimum@", ["other": "%d things"], nil, "{minimum} things"),  // no parameter: the placeholder stays
            ("%#@minimum@", ["other": "%d, 100%"], .some(true), "true, 100%"),  // a lone % is text
            ("%#@missing@ and %#@", ["other": "%d"], .some(2), "{missing} and %#@"),  // unknown variable, cut reference
            ("%#@minimum@", ["other": "%d things"], .some(.double(2.5)), "2.5 things"),
        ])
    func badInput(format: String, forms: [String: String], value: ValidationError.ParameterValue?, expected: String)
        throws
    {
        let template = try #require(PluralTemplate(propertyList: Self.entry(format, forms)))
        var parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [:]
        parameters[.minimum] = value
        let text = template.resolve(parameters: parameters, language: "en")
        #expect(MessageTemplate.render(text, parameters: parameters, language: "en") == expected)
    }

    @Test("Entries without a format are skipped; rules of another type are ignored")
    func parsing() {
        #expect(PluralTemplate(propertyList: "text") == nil)
        #expect(PluralTemplate(propertyList: ["minimum": ["other": "%d"]]) == nil)
        let other = PluralTemplate(propertyList: [
            "NSStringLocalizedFormatKey": "%#@minimum@",
            "minimum": ["NSStringFormatSpecTypeKey": "NSStringDeviceSpecificRuleType"],
        ])
        #expect(other?.variables.isEmpty == true)
    }

    @Test(
        "Specifier kinds are what a translation must keep",
        arguments: [
            ("%d of %@", [FormatSpecifier.Kind.integer, .object]), ("%1$ld%%", [.integer]), ("%.2f", [.floatingPoint]),
            ("50%% off", []), ("%", []), ("%s %c", [.string, .character]),
            ("50% off", [.integer]),  // as printf reads it: "% o" is a number in octal, so write "50%% off"
        ])
    func specifiers(text: String, kinds: [FormatSpecifier.Kind]) {
        #expect(FormatSpecifier.kinds(in: text) == kinds)
    }

    @Test("An app's own .stringsdict gives its messages plural forms")
    func appBundle() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "PluralTemplateTests-\(UUID().uuidString).bundle")
        let entries: [(language: String, one: String, few: String?, many: String?, other: String)] = [
            ("en", "PIN: at least %d digit", nil, nil, "PIN: at least %d digits"),
            (
                "ru", "PIN: не меньше %d цифры", "PIN: не меньше %d цифр", "PIN: не меньше %d цифр",
                "PIN: не меньше %d цифры"
            ),
        ]
        for entry in entries {
            var forms = ["one": entry.one, "other": entry.other]
            forms["few"] = entry.few
            forms["many"] = entry.many
            let list = ["pin.short": Self.entry("%#@minimum@", forms)]
            let data = try PropertyListSerialization.data(fromPropertyList: list, format: .xml, options: 0)
            let folder = root.appendingPathComponent("\(entry.language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: folder.appendingPathComponent("Errors.stringsdict"))
        }
        let bundle = try #require(Bundle(url: root))
        let pin = LengthValidator(min: 4).message(.localized("pin.short", table: "Errors", bundle: bundle))
        let error = try #require(pin.firstFailure("12"))
        #expect(error.localizedFailureReason(in: "en") == "PIN: at least 4 digits")
        #expect(error.localizedFailureReason(in: "ru") == "PIN: не меньше 4 цифр")
        let one = try #require(
            LengthValidator(min: 21).message(.localized("pin.short", table: "Errors", bundle: bundle)).firstFailure(""))
        #expect(one.localizedFailureReason(in: "ru") == "PIN: не меньше 21 цифры")
    }
}
