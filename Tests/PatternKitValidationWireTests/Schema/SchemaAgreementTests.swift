import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

/// A plan, with a raw value that Swift's `String` equality also finds in U+212A KELVIN SIGN.
private enum Plan: String, FormChoice {
    case free, pro
    case kilo = "K"
}

/// For every kind of rule, random bodies — Unicode of every sort among them — judged by the form
/// (read strictly, then validated) and by our reading of the schema's keywords
/// (`SchemaKeywords`): the schema never refuses a body the form accepts, and where the rule is
/// fully stated by keywords, the schema accepts only what the form accepts.
@Suite("A form's JSON Schema agrees with the form")
struct SchemaAgreementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let form: FormValidator<String>
        /// Whether the keywords state the rule exactly.
        let isExact: Bool
        let values: @Sendable (inout SplitMix64) -> SchemaKeywords.Instance
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        text("required", RequiredValidator.required, isExact: false),
        text("notEmpty", RequiredValidator.notEmpty, isExact: true),
        text("length in characters", LengthValidator(2...4), isExact: false),
        text("length in scalars", LengthValidator(2...4, unit: .unicodeScalars), isExact: true),
        text("length in UTF-16", LengthValidator(2...5, unit: .utf16), isExact: false),
        text("length in UTF-8", LengthValidator(3...7, unit: .utf8), isExact: false),
        text("alphanumeric", CharacterClassValidator.alphanumeric, isExact: true),
        text("numeric", CharacterClassValidator.numeric, isExact: true),
        text("hexadecimal", CharacterClassValidator.hexadecimal, isExact: true),
        text(
            "allowing punctuation", CharacterClassValidator.allowing(CharacterClass(charactersIn: "-_.;[]\\^ K")),
            isExact: true),
        text("letters of any script", CharacterClassValidator.letters, isExact: false),
        text("one of", OneOfValidator(["K", "pro", "a;b"]), isExact: true),
        text("one of, ignoring case", OneOfValidator(["K", "pro"], caseSensitive: false), isExact: false),
        text("e-mail", EmailValidator.email, isExact: false),
        text("password policy", PasswordPolicyValidator(minimumLength: 8, uppercase: 1, digits: 1), isExact: false),
        text("payment card", PaymentCardValidator(), isExact: false),
        text("phone number", PhoneNumberValidator.phoneNumber, isExact: false),
        text("regular expression", try! PatternValidator("[a-z]+;?"), isExact: false),
        text("length if present", LengthValidator(2...3, unit: .unicodeScalars).ifPresent(), isExact: false),
        text("all of", RequiredValidator.notEmpty.and(CharacterClassValidator.numeric), isExact: true),
        text("any of", CharacterClassValidator.numeric.or(CharacterClassValidator.alpha), isExact: false),
        text(
            "trimmed, then a length",
            LengthValidator(2...3, unit: .unicodeScalars).sanitizing(with: .trimmingWhitespace),
            isExact: false),
        Case(
            name: "integer range", form: FormValidator<String>().field("f", as: Int.self, .range(-5...20)),
            isExact: true, values: { SchemaAgreementTests.number(&$0) }),
        Case(
            name: "optional integer range", form: FormValidator<String>().field("f", as: Int?.self, .range(1...9)),
            isExact: true, values: { SchemaAgreementTests.number(&$0) }),
        Case(
            name: "decimal range",
            form: FormValidator<String>().field("f", as: Decimal.self, RangeValidator(Decimal(-2)..<Decimal(7))),
            isExact: true, values: { SchemaAgreementTests.number(&$0) }),
        Case(
            name: "double range", form: FormValidator<String>().field("f", as: Double.self, .range(-2.5...7)),
            isExact: false, values: { SchemaAgreementTests.number(&$0) }),
        Case(
            name: "optional text with a length",
            form: FormValidator<String>().field("f", as: String?.self, LengthValidator(2...3, unit: .unicodeScalars)),
            isExact: true,
            values: { generator in
                Bool.random(using: &generator) ? .null : .string(SchemaAgreementTests.text(&generator))
            }),
        Case(
            name: "must be on", form: FormValidator<String>().field("f", as: Bool.self, .mustBeOn), isExact: true,
            values: { SchemaAgreementTests.anyValue(&$0) }),
        Case(
            name: "choice", form: FormValidator<String>().field("f", as: Plan.self), isExact: true,
            values: { SchemaAgreementTests.choice(&$0) }),
        Case(
            name: "optional choice", form: FormValidator<String>().field("f", as: Plan?.self), isExact: true,
            values: { SchemaAgreementTests.choice(&$0) }),
        Case(
            name: "list with 1 to 3 items",
            form: FormValidator<String>().field("f", as: [String].self, ItemCountValidator(1...3)), isExact: true,
            values: { generator in
                // One piece alone, often: a whole e-mail address, a card number, a choice.
                let count = Bool.random(using: &generator) ? 1 : Int.random(in: 0...5, using: &generator)
                return .array(
                    (0..<count).map { _ in
                        Bool.random(using: &generator) ? .string(SchemaAgreementTests.text(&generator)) : .integer(1)
                    })
            }),
        Case(
            name: "date", form: FormValidator<String>().field("f", as: Date.self), isExact: false,
            values: { SchemaAgreementTests.date(&$0) }),
        Case(
            name: "date range",
            form: FormValidator<String>().field(
                "f", as: Date.self, RangeValidator(Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 4e9))),
            isExact: false, values: { SchemaAgreementTests.date(&$0) }),
        Case(
            name: "dotted names",
            form: FormValidator<String>().field("address.city", LengthValidator(0...3, unit: .unicodeScalars))
                .field("address.zip", as: Int?.self, .range(1...9)),
            isExact: false,
            values: { generator in
                let city = SchemaKeywords.Instance.string(SchemaAgreementTests.text(&generator))
                let zip = SchemaAgreementTests.number(&generator)
                return [
                    .object(["city": city, "zip": zip]), .object(["city": city]), .object(["zip": zip]), .object([:]),
                    .string("Paris"), .array([city]), .null,
                ].randomElement(using: &generator) ?? .null
            }),
        Case(
            name: "rule across fields",
            form: FormValidator<String>().field("f", RequiredValidator.notEmpty).rule(.matching("g", "f")),
            isExact: false, values: { .string(SchemaAgreementTests.text(&$0)) }),
    ]

    private static func text(_ name: String, _ rule: some Validator<String>, isExact: Bool) -> Case {
        Case(
            name: name, form: FormValidator<String>().field("f", rule), isExact: isExact,
            values: { generator in
                switch Int.random(in: 0..<20, using: &generator) {
                case 0: .null
                case 1: .integer(7)
                case 2: .bool(true)
                default: .string(SchemaAgreementTests.text(&generator))
                }
            })
    }

    @Test("The schema never refuses what the form accepts; an exact one accepts only that", arguments: cases)
    func agreement(_ rule: Case) throws {
        let schema = rule.form.jsonSchema()
        var generator = SplitMix64(seed: 41)
        var accepted = 0
        for _ in 0..<400 {
            let key = rule.name == "dotted names" ? "address" : "f"
            let body =
                Bool.random(using: &generator) || rule.name == "rule across fields"
                ? SchemaKeywords.Instance.object([key: rule.values(&generator)])
                : .object(Int.random(in: 0..<4, using: &generator) == 0 ? [:] : [key: rule.values(&generator)])
            let byForm = formAccepts(rule.form, body)
            let bySchema = try SchemaKeywords.accepts(schema: schema, body)
            accepted += byForm ? 1 : 0
            #expect(bySchema || !byForm, "the schema refuses \(body.json), which the form accepts")
            if rule.isExact {
                #expect(byForm || !bySchema, "the schema accepts \(body.json), which the form refuses")
            }
        }
        // Both verdicts were exercised.
        #expect(accepted > 0 && accepted < 400, "\(accepted) of 400 accepted")
    }

    /// Whether the form accepts `body` as a server does: read strictly, then validated.
    private func formAccepts(_ form: FormValidator<String>, _ body: SchemaKeywords.Instance) -> Bool {
        guard let values = try? FormValues(json: Data(body.json.utf8), form: form) else { return false }
        return form.validate(values).isValid
    }

    // MARK: Values

    /// Pieces of text: ASCII, what the rules look for, and Unicode that counts differently in
    /// every unit — combining marks, an emoji ZWJ sequence, a flag, right-to-left text and
    /// marks, the scalars Swift's equality takes for ASCII ones.
    private static let pieces = [
        "a", "Z", "K", "7", "0", "f", " ", "\n", "-", "_", ".", ";", "[", "\\", "^", "@", "ada@example.com",
        "Secret123", "4111111111111111", "+14155552671", "pro", "a;b", "PRO", "\u{212A}", "\u{037E}", "e\u{301}", "é",
        "\u{301}",
        "👨‍👩‍👧", "🇫🇷", "שלום", "\u{200F}", "مرحبا", "٣", "１", "ß", "\u{1F600}", "\t",
    ]

    static func text(_ generator: inout SplitMix64) -> String {
        // One piece alone, often: a whole e-mail address, a card number, a choice.
        let count = Bool.random(using: &generator) ? 1 : Int.random(in: 0...5, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    static func number(_ generator: inout SplitMix64) -> SchemaKeywords.Instance {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: .null
        case 1: .number(Double(Int.random(in: -10...25, using: &generator)) + 0.5)
        case 2: .number(Double(Int.random(in: -10...25, using: &generator)))
        case 3: .string("3")
        default: .integer(Int.random(in: -10...25, using: &generator))
        }
    }

    static func anyValue(_ generator: inout SplitMix64) -> SchemaKeywords.Instance {
        [.null, .bool(true), .bool(false), .string("true"), .integer(1)].randomElement(using: &generator) ?? .null
    }

    static func choice(_ generator: inout SplitMix64) -> SchemaKeywords.Instance {
        [.null, "free", "pro", "K", "\u{212A}", "Pro", "", .integer(1), .string(text(&generator))]
            .randomElement(using: &generator) ?? .null
    }

    static func date(_ generator: inout SplitMix64) -> SchemaKeywords.Instance {
        let year = String(format: "%04d", Int.random(in: 0...10_000, using: &generator))
        let month = String(format: "%02d", Int.random(in: 0...13, using: &generator))
        let day = String(format: "%02d", Int.random(in: 0...32, using: &generator))
        let date = "\(year)-\(month)-\(day)"
        let times = [
            "", "T09:30:00Z", "T23:59:60Z", "t09:30:00z", "T09:30:00.123456789+14:00", "T24:00:00Z",
            "T09:30:00.1234567890Z", "T09:30:00-23:59", "T09:30", "\n",
        ]
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return .null
        case 1: return .string(text(&generator))
        case 2: return .integer(20_250_131)
        default: return .string(date + (times.randomElement(using: &generator) ?? ""))
        }
    }
}
