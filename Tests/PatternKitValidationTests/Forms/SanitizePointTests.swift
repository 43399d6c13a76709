import Foundation
import PatternKitValidation
import Testing

/// One sanitize point: whatever reads a field's text — another rule of the field, a rule
/// across fields, an asynchronous check, a route's handler, a typed form's output, a form
/// session's values — receives exactly the text the field's sanitizing rule judged.
@MainActor
@Suite("One sanitize point: every consumer receives the text the rules judged", asyncSuiteTimeLimit)
struct SanitizePointTests {
    enum Field: String, Hashable, Sendable { case name, other }

    struct Person: Decodable, Sendable { var name: String }
    struct OptionalPerson: Decodable, Sendable { var name: String? }

    /// A sanitizer that changes the text typed or sent.
    struct Tidying: Sendable, CustomTestStringConvertible {
        let label: String
        let sanitizer: AnySanitizer
        let raw: String
        var testDescription: String { label }

        static let all = [
            Tidying(
                label: "trimming", sanitizer: AnySanitizer(TrimmingSanitizer.trimmingWhitespace),
                raw: "  Ada Lovelace \n"),
            Tidying(
                label: "phone mask",
                sanitizer: AnySanitizer(DigitsSanitizer.digitsOnly.then(InputMask("(###) ###-####"))),
                raw: "5551234567"),
            Tidying(label: "digits only", sanitizer: AnySanitizer(DigitsSanitizer.digitsOnly), raw: "(555) 123-4567"),
        ]
    }

    /// What the rules and consumers saw, by who saw it.
    final class Log: @unchecked Sendable {
        // @unchecked: `seen` is only touched under `lock`.
        private let lock = NSLock()
        private var seen: [String: [String]] = [:]

        func record(_ who: String, _ text: String) {
            lock.withLock { seen[who, default: []].append(text) }
        }

        func texts(_ who: String) -> [String] {
            lock.withLock { seen[who] ?? [] }
        }

        /// The field's sanitizing rule: records the text it judges, and passes.
        func rule(_ tidying: Tidying) -> SanitizingValidator<AnySanitizer, AnyValidator<String>> {
            AnyValidator<String> { text throws(ValidationError) in self.record("judged", text) }
                .sanitizing(with: tidying.sanitizer)
        }

        /// The field's rule as an `InputValidator` whose `sanitizer` slot holds the sanitizer.
        func inputValidator(_ tidying: Tidying) -> InputValidator {
            InputValidator(
                AnyValidator<String> { text throws(ValidationError) in self.record("judged", text) },
                sanitizer: tidying.sanitizer)
        }

        /// A rule or check that records what it receives, and passes.
        func recorder(_ who: String) -> AnyValidator<String> {
            AnyValidator<String> { text throws(ValidationError) in self.record(who, text) }
        }

        func check(_ who: String) -> AnyAsyncValidator<String> {
            AnyAsyncValidator<String> { text in self.record(who, text) }
        }
    }

    /// A path a field's text takes to a consumer: it returns what each consumer received.
    enum Path: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case anotherRuleOfTheField = "another rule of the field (FormValidator.validate)"
        case crossFieldRule = "a cross-field rule (FormRule)"
        case formAsyncCheck = "an asynchronous check (FormValidator.validateIncludingChecks)"
        case formValidatorRoute = "a FormValidator route's values (validatedValues)"
        case typedFormDecode = "a TypedForm's output (parse, output(from:))"
        case stringTypedField = "a field(_:as: String.self) field: tidiedValues and TypedForm"
        case optionalStringTypedField = "a field(_:as: String?.self) field: tidiedValues and TypedForm"
        case sessionValues = "a FormSession's tidiedValues and submit"
        case sessionAsyncCheck = "a FormSession's asynchronous check"
        case fieldAsyncCheck = "a FieldController's asynchronous check"
        case inputValidatorInForm = "an InputValidator's sanitizer in a form: its check and values"
        case inputValidatorInField = "an InputValidator's sanitizer in a FieldController: its check"

        var testDescription: String { rawValue }

        @MainActor
        func received(_ tidying: Tidying, log: Log) async throws -> [(String, String)] {
            let values: FormValues<Field> = [.name: tidying.raw, .other: "x"]
            switch self {
            case .anotherRuleOfTheField:
                let form = FormValidator<Field>().field(.name, log.rule(tidying)).field(.name, log.recorder("rule"))
                #expect(form.validate(values).isValid)
                return log.texts("rule").map { ("the field's other rule", $0) }
            case .crossFieldRule:
                let form = FormValidator<Field>().field(.name, log.rule(tidying))
                    .rule(
                        FormRule(reportingOn: [.other]) { values throws(ValidationError) in
                            log.record("cross", values[.name])
                        })
                #expect(form.validate(values).isValid)
                return log.texts("cross").map { ("the cross-field rule", $0) }
            case .formAsyncCheck:
                let form = FormValidator<Field>().field(.name, log.rule(tidying), check: log.check("check"))
                #expect(await form.validateIncludingChecks(values).isValid)
                return log.texts("check").map { ("the check", $0) }
            case .formValidatorRoute:
                let form = FormValidator<Field>().field(.name, log.rule(tidying))
                let handed = try await form.validatedValues(values)
                return [("the route's handler", handed[.name])]
            case .typedFormDecode:
                let form = FormValidator<Field>().field(.name, log.rule(tidying)).producing(Person.self)
                let parsed = try await form.parse(values)
                let output = try form.output(from: values)
                return [
                    ("parse", parsed.name), ("output(from:)", output.name),
                    ("tidiedValues", form.validator.tidiedValues(values)[.name]),
                ]
            case .stringTypedField:
                let form = FormValidator<Field>().field(.name, as: String.self, log.rule(tidying))
                #expect(form.validate(values).isValid)
                let parsed = try await form.producing(Person.self).parse(values)
                return [("tidiedValues", form.tidiedValues(values)[.name]), ("parse", parsed.name)]
            case .optionalStringTypedField:
                let form = FormValidator<Field>().field(.name, as: String?.self, log.rule(tidying))
                #expect(form.validate(values).isValid)
                let parsed = try await form.producing(OptionalPerson.self).parse(values)
                return [("tidiedValues", form.tidiedValues(values)[.name]), ("parse", parsed.name ?? "nil")]
            case .sessionValues:
                let session = FormSession(FormValidator<Field>().field(.name, log.rule(tidying)))
                session.update(.name, to: tidying.raw)
                var sent: String?
                await session.submit { values in sent = values[.name] }
                return [("tidiedValues", session.tidiedValues[.name]), ("submit", sent ?? "nothing sent")]
            case .sessionAsyncCheck:
                let session = FormSession(
                    FormValidator<Field>().field(.name, log.rule(tidying), check: log.check("check")))
                session.update(.name, to: tidying.raw)
                #expect(await session.validateIncludingChecks().isValid)
                return log.texts("check").map { ("the check", $0) }
            case .fieldAsyncCheck:
                let field = FieldController(log.rule(tidying), then: log.check("check"))
                field.textDidChange(tidying.raw)
                #expect(await field.validateIncludingChecks(tidying.raw))
                return log.texts("check").map { ("the check", $0) }
            case .inputValidatorInForm:
                let form = FormValidator<Field>().field(.name, log.inputValidator(tidying), check: log.check("check"))
                let handed = try await form.validatedValues(values)
                return log.texts("check").map { ("the check", $0) } + [("validatedValues", handed[.name])]
            case .inputValidatorInField:
                let field = FieldController(log.inputValidator(tidying), then: log.check("check"))
                field.textDidChange(tidying.raw)
                #expect(await field.validateIncludingChecks(tidying.raw))
                return log.texts("check").map { ("the check", $0) }
            }
        }
    }

    @Test(
        "What each consumer receives is what the field's sanitizing rule judged", arguments: Path.allCases, Tidying.all)
    func consumersReceiveTheJudgedText(_ path: Path, _ tidying: Tidying) async throws {
        let log = Log()
        let received = try await path.received(tidying, log: log)
        // A session or a field judged its first, empty text before the user's: the last one counts.
        let judged = log.texts("judged").last
        let tidied = tidying.sanitizer.sanitize(tidying.raw)
        #expect(tidied != tidying.raw, "the sanitizer changes the text")
        #expect(judged == tidied, "the rule judged the sanitized text")
        #expect(!received.isEmpty, "no consumer received anything")
        for (consumer, text) in received {
            #expect(
                text == tidied,
                "\(consumer) received \(text.debugDescription), the rule judged \(tidied.debugDescription)")
        }
    }
}
