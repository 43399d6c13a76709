import Foundation
import PatternKitValidation
import Testing

/// A form of every kind of field, producing the app's own type.
enum Order {
    enum Plan: String, Decodable, FormChoice { case free, pro, team }

    struct Address: Decodable, Equatable { var city: String }

    struct Value: Decodable, Sendable, Equatable {
        var name: String
        var seats: Int
        var price: Decimal
        var ratio: Double
        var terms: Bool
        var start: Date
        var plan: Plan
        var tags: [String]
        var note: String?
        var address: Address
    }

    enum Field: String, Hashable, Sendable, CaseIterable {
        case name, seats, price, ratio, terms, start, plan, tags, note
        case city = "address.city"
    }

    static let firstDay = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01T00:00:00Z

    static let form = FormValidator<Field>()
        .field(.name, RequiredValidator.required)
        .field(.seats, as: Int.self, .range(1...50))
        .field(.price, as: Decimal.self, .atLeast(0))
        .field(.ratio, as: Double.self, .range(0...1))
        .field(.terms, as: Bool.self, .mustBeOn)
        .field(.start, as: Date.self, .atLeast(firstDay))
        .field(.plan, as: Plan.self)
        .field(.tags, as: [String].self, .itemCount(1...3))
        .field(.note, as: String?.self, LengthValidator(0...10))
        .field(.city, RequiredValidator.required)
        .producing(Value.self)

    static let valid: [Field: FormValue] = [
        .name: "Ada", .seats: .integer(3), .price: .decimal(Decimal(string: "9.99")!), .ratio: .number(0.5),
        .terms: .bool(true), .start: .date(firstDay), .plan: "pro", .tags: .list(["a", "b"]), .city: "Paris",
    ]

    static func values(_ changes: [Field: FormValue]) -> FormValues<Field> {
        FormValues(typed: valid.merging(changes) { $1 })
    }
}

@Suite("Typed forms: one parse from typed values to the app's own type")
struct TypedFormTests {
    @Test("Valid values become the app's value, exactly as validated")
    func parses() async throws {
        let value = try await Order.form.parse(Order.values([:]))
        #expect(
            value
                == Order.Value(
                    name: "Ada", seats: 3, price: Decimal(string: "9.99")!, ratio: 0.5, terms: true,
                    start: Order.firstDay,
                    plan: .pro, tags: ["a", "b"], note: nil, address: .init(city: "Paris")))
        let noted = try await Order.form.parse(Order.values([.note: "Gift"]))
        #expect(noted.note == "Gift")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let field: Order.Field
        let value: FormValue
        let code: ValidationError.Code
        var testDescription: String { "\(field.rawValue) = \(value) → \(code.rawValue)" }
    }

    @Test(
        "Each kind refuses a value of another type, a missing value and one out of its range, on its own field",
        arguments: [
            Case(field: .seats, value: "3", code: 1120),
            Case(field: .seats, value: .null, code: .required),
            Case(field: .seats, value: .integer(51), code: 1131),
            Case(field: .price, value: .bool(true), code: 1121),
            Case(field: .price, value: .decimal(-1), code: 1130),
            Case(field: .ratio, value: .text("0.5"), code: 1121),
            Case(field: .ratio, value: .number(1.5), code: 1131),
            Case(field: .terms, value: .text("true"), code: .expectedBoolean),
            Case(field: .terms, value: .bool(false), code: .mustBeOn),
            Case(field: .terms, value: .null, code: .required),
            Case(field: .start, value: .text("2025-01-01"), code: .expectedDate),
            Case(field: .start, value: .date(Order.firstDay.addingTimeInterval(-1)), code: .dateTooEarly),
            Case(field: .plan, value: "gold", code: 1145),
            Case(field: .plan, value: .integer(1), code: .expectedText),
            Case(field: .tags, value: "a", code: .expectedList),
            Case(field: .tags, value: .list([]), code: .tooFewItems),
            Case(field: .tags, value: .list(["a", "b", "c", "d"]), code: .tooManyItems),
            Case(field: .tags, value: .list([.integer(1)]), code: .expectedList),
            Case(field: .note, value: .integer(5), code: .expectedText),
            Case(field: .note, value: "Far too long a note", code: 1111),
        ])
    func refuses(_ testCase: Case) async {
        let values = Order.values([testCase.field: testCase.value])
        let result = Order.form.validate(values)
        #expect(result.invalidFields == [testCase.field])
        #expect(result.errors(for: testCase.field).first?.code == testCase.code)
        await #expect(throws: FormRejection.self) { try await Order.form.parse(values) }
    }

    @Test("A choice that is none of the cases names the ones allowed")
    func choices() {
        let error = Order.form.validate(Order.values([.plan: "gold"])).errors(for: .plan).first
        #expect(error?.parameters[.allowed] == .list(["free", "pro", "team"]))
        #expect(error?.localizedFailureReason(in: "en") == "The input must be one of: free, pro, team")
    }

    @Test("A reading error (a number sent for text) fails its field whatever the rules; setting the value clears it")
    func readingErrors() {
        var values = Order.values([:])
        values.readingErrors[.name] = ValidationError(.expectedText)
        #expect(Order.form.validate(values).errors(for: .name).map(\.code) == [.expectedText])
        values[.name] = "Ada"
        #expect(Order.form.validate(values).isValid)
    }

    @Test("A rejection lists every failing field with its name, in the form's order")
    func rejection() async throws {
        let values = Order.values([.seats: .integer(0), .city: "", .terms: .bool(false)])
        do {
            _ = try await Order.form.parse(values)
            Issue.record("an invalid form parsed")
        } catch let rejection as FormRejection {
            #expect(rejection.failures.map(\.field) == ["seats", "terms", "address.city"])
        }
    }

    @Test("A text field left out decodes as empty text; an optional typed one as nil")
    func missingText() async throws {
        struct Profile: Decodable, Sendable, Equatable {
            var name: String
            var note: String?
        }
        enum Field: String, Hashable, Sendable { case name, note }
        let form = FormValidator<Field>().field(.name, LengthValidator(0...5)).field(.note, as: String?.self)
            .producing(Profile.self)
        #expect(try await form.parse(FormValues()) == Profile(name: "", note: nil))
        #expect(try await form.parse(FormValues(typed: [.note: "hi"])) == Profile(name: "", note: "hi"))
    }

    @Test("Text fields keep their meaning: a missing text is empty text for the rules to judge")
    func textFields() {
        let form = FormValidator<Order.Field>().field(.name, LengthValidator(0...3))
        #expect(form.validate([:]).isValid)
        #expect(form.validate([.name: "Grace"]).errors(for: .name).first?.code == 1111)
        #expect(form.kind(of: .name) == .text && Order.form.validator.kind(of: .seats) == .integer)
    }
}

@Suite("The values a form hands the app are the ones its rules judged: tidied by their sanitizers")
struct TidiedValuesTests {
    enum Field: String, Hashable, Sendable { case age, name, code }
    struct Person: Decodable, Sendable, Equatable {
        var age: String
        var name: String
        var code: String
    }

    static let trimmed = IntegerValidator<Int>(range: .range(1...130), locale: Locale(identifier: "en_US_POSIX"))
        .sanitizing(with: .trimmingWhitespace)

    @Test(
        "A sanitizer survives .and, .ifPresent() and AnyValidator: the field and the output get the tidied text",
        arguments: [
            ("sanitizing", AnyValidator(trimmed)),
            (".and", AnyValidator(trimmed.and(LengthValidator(0...10)))),
            (".ifPresent()", AnyValidator(trimmed.ifPresent())),
            ("AnyValidator twice", AnyValidator(AnyValidator(trimmed))),
        ] as [(String, AnyValidator<String>)])
    func survives(_ name: String, rule: AnyValidator<String>) async throws {
        let form = FormValidator<Field>().field(.age, rule).field(.name, RequiredValidator.required)
            .field(.code, LengthValidator(0...10))
        let values: FormValues<Field> = [.age: " 12 ", .name: " Ada ", .code: " x "]
        #expect(form.validate(values).isValid, "\(name)")
        #expect(form.tidiedValues(values)[.age] == "12", "\(name)")
        // Fields whose rules tidy nothing keep their text.
        #expect(form.tidiedValues(values)[.name] == " Ada ")
        let person = try await form.producing(Person.self).parse(values)
        #expect(person == Person(age: "12", name: " Ada ", code: " x "), "\(name)")
        #expect(InputValidator.wrapping(rule).sanitize(" 12 ") == "12", "\(name)")
    }
}

@Suite("A confirmation says \"do not match\" only once something is typed in it")
struct ConfirmationTimingTests {
    enum Field: String, Hashable, Sendable { case password, confirmation }

    @Test("Empty: no mismatch (its own rules decide); typed and different: mismatch; equal: valid")
    func waits() {
        let optional = FormValidator<Field>().field(.password, LengthValidator(0...64))
            .rule(.matching(.confirmation, .password))
        #expect(optional.validate([.password: "Secret12"]).isValid)
        #expect(
            optional.validate([.password: "Secret12", .confirmation: "Secret1"]).errors(for: .confirmation).map(\.code)
                == [.confirmationMismatch])
        #expect(optional.validate([.password: "Secret12", .confirmation: "Secret12"]).isValid)
        let required = optional.field(.confirmation, RequiredValidator.required)
        #expect(required.validate([.password: "Secret12"]).errors(for: .confirmation).map(\.code) == [.required])
    }
}
