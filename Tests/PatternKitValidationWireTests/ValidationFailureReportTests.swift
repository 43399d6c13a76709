import Foundation
import PatternKitTestSupport
import PatternKitValidation
import PatternKitValidationCore
import Testing

@testable import PatternKitValidation

@Suite("The wire form of a form's failures")
struct ValidationFailureReportTests {
    static let builtInCodes = MessageCatalog.shared.codesWithReasons

    func roundTrip(_ report: ValidationFailureReport) throws -> ValidationFailureReport {
        try ValidationFailureReport(json: report.jsonData())
    }

    @Test("This version words more than 50 codes, the ones a reader renders itself")
    func catalogListsTheCodes() {
        #expect(Self.builtInCodes.count > 50)
        #expect(Self.builtInCodes.contains(.numeric) && Self.builtInCodes.contains(.email))
        #expect(!Self.builtInCodes.contains(WireSamples.userNameTaken))
    }

    @Test("Every built-in code, with parameters of every type, comes back as the same error", arguments: builtInCodes)
    func everyCodeRoundTrips(code: ValidationError.Code) throws {
        var parameters = WireSamples.everyParameterType
        parameters[.field] = "email"
        let error = ValidationError(code, parameters: parameters)
        let report = ValidationFailureReport(
            failures: [.init(field: "email", error: error, language: "de")], language: "de")
        let decoded = try roundTrip(report)
        #expect(decoded == report)
        let back = try #require(decoded.failures.first).error
        #expect(back == error)
        for language in ["en", "ar", "ja", "pt-BR"] {
            #expect(back.localizedFailureReason(in: language) == error.localizedFailureReason(in: language))
        }
    }

    @Test("Parameters keep their type and value, the ones JSON has no number for included")
    func parameterTypes() throws {
        var parameters = WireSamples.everyParameterType
        parameters["nan"] = .double(.nan)
        let report = ValidationFailureReport(failures: [
            .init(field: nil, error: ValidationError(.custom, parameters: parameters))
        ])
        let decoded = try #require(try roundTrip(report).failures.first).parameters
        for (key, value) in WireSamples.everyParameterType {
            #expect(decoded[key.rawValue] == value, "\(key)")
        }
        #expect(decoded["negativeZero"]?.doubleValue?.sign == .minus)
        #expect(decoded["int"]?.intValue == 42)  // not widened to a double
        #expect(decoded["nan"]?.doubleValue?.isNaN == true)
        let json = String(decoding: try report.jsonData(), as: UTF8.self)
        #expect(json.contains(#""infinity":{"double":"Infinity"}"#))
        #expect(json.contains(#""nan":{"double":"NaN"}"#))
    }

    @Test(
        "A form's result becomes its failures in the form's order, each error of each field, worded in the language asked"
    )
    func fromFormResult() throws {
        var values = WireSamples.validValues
        values[.email] = "ada@"
        values[.password] = "short"
        let result = WireSamples.form.validate(values)
        let report = ValidationFailureReport(result, language: "fr")
        #expect(report.version == 1 && report.language == "fr")
        #expect(report.failures.map(\.field) == result.fields.flatMap { f in f.errors.map { _ in f.field.rawValue } })
        #expect(report.failures.first?.field == "email")
        for failure in report.failures {
            #expect(failure.domain == InputValidationErrorDomain)
            let own = result.errors(for: Account(rawValue: failure.field ?? "")!)
            #expect(
                own.contains {
                    $0.code.rawValue == failure.code && $0.localizedFailureReason(in: "fr") == failure.message
                })
        }
        #expect(
            report.failures.contains {
                $0.field == "confirmation" && $0.code == ValidationError.Code.confirmationMismatch.rawValue
            })
        #expect(ValidationFailureReport(WireSamples.form.validate(WireSamples.validValues)).isEmpty)
    }

    @Test("Without a language, no message is sent: the reader words every failure itself")
    func withoutMessages() throws {
        let report = ValidationFailureReport(WireSamples.form.validate([:]))
        #expect(report.failures.allSatisfy { $0.message == nil })
        let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(json["language"] == nil)
        let first = try #require((json["failures"] as? [[String: Any]])?.first)
        #expect(first["message"] == nil && first["customMessage"] == nil)
    }

    @Test("A message of the sender's own (a taken user name) shows as sent, in every reader's language")
    func customMessages() throws {
        let taken = ValidationError(
            WireSamples.userNameTaken, parameters: [.value: "ada"], reason: "“{value}” is already taken")
        let report = ValidationFailureReport(failures: [.init(field: "userName", error: taken, language: "en")])
        let failure = try #require(try roundTrip(report).failures.first)
        #expect(failure.hasCustomMessage && failure.message == "“ada” is already taken")
        #expect(failure.error.localizedFailureReason(in: "de") == "“ada” is already taken")
        // A built-in code with the sender's own message: the message wins over the code's.
        let worded = ValidationError(
            .email, reason: .translations(["en": "Use your work address", "de": "Ihre Firmenadresse"]))
        let german = ValidationFailureReport(failures: [.init(field: "email", error: worded, language: "de")])
        #expect(try roundTrip(german).failures.first?.error.localizedFailureReason(in: "ja") == "Ihre Firmenadresse")
    }

    @Test("A code this version does not know decodes, and shows the sender's message or a generic one")
    func unknownCodes() throws {
        let newer = Data(
            #"""
            {"version": 1, "language": "en", "traceID": "abc", "failures": [
              {"field": "password", "code": 1999, "domain": "InputValidationErrorDomain",
               "parameters": {"count": {"int": 3}, "when": {"duration": "P1D"}},
               "message": "This password appeared in a data breach", "severity": "high"},
              {"field": "email", "code": 1998, "domain": "InputValidationErrorDomain", "parameters": {}}
            ]}
            """#.utf8)
        let report = try ValidationFailureReport(json: newer)
        #expect(report.version == 1)
        let breach = report.failures[0]
        #expect(breach.parameters == ["count": .int(3)])  // the unknown type is skipped
        #expect(breach.error.localizedFailureReason(in: "en") == "This password appeared in a data breach")
        #expect(report.failures[1].error.localizedFailureReason(in: "en") == "The input is not valid")
        #expect(
            report.failures[1].error.localizedFailureReason(in: "ru")
                == ValidationError(1998).localizedFailureReason(in: "ru"))
    }

    @Test("An error of another domain shows the sender's message, never the meaning of our code with that number")
    func foreignDomain() throws {
        let json = Data(
            #"{"version":1,"failures":[{"code":1001,"domain":"BillingErrorDomain","parameters":{},"message":"Card declined"}]}"#
                .utf8)
        let failure = try #require(try ValidationFailureReport(json: json).failures.first)
        #expect(failure.field == nil)
        #expect(failure.error.localizedFailureReason(in: "en") == "Card declined")
    }

    @Test(
        "What is not a report fails to decode with a DecodingError, never a crash",
        arguments: [
            "", "[]", "{}", #"{"version":1}"#, #"{"version":"1","failures":[]}"#,
            #"{"version":1,"failures":[{"field":"email"}]}"#,
            // One bad parameter costs only that parameter (TolerantReaderTests); parameters that
            // are no object at all are no report.
            #"{"version":1,"failures":[{"code":1001,"parameters":[{"int":2}]}]}"#,
            #"{"version":1,"failures":[{"code":1e400}]}"#,
        ])
    func malformedReports(json: String) {
        #expect(throws: DecodingError.self) { try ValidationFailureReport(json: Data(json.utf8)) }
    }

    @Test("A server's own check joins the form's failures; form-level failures have no field")
    func merging() throws {
        let form = ValidationFailureReport(WireSamples.form.validate([.password: "x"]), language: "en")
        let own = FormRejection(field: Account.userName, error: ValidationError(WireSamples.userNameTaken))
            .merging(FormRejection(formError: ValidationError(.custom, reason: "Too many attempts")))
            .report(language: "en")
        let merged = form.merging(own)
        #expect(merged.failures.count == form.failures.count + 2)
        #expect(merged.errors(for: "userName").last?.code == WireSamples.userNameTaken)
        #expect(merged.formErrors.map { $0.localizedFailureReason(in: "en") } == ["Too many attempts"])
    }

    @Test("jsonData() writes exactly what JSONEncoder writes with sorted keys, for every code and awkward text")
    func writerMatchesJSONEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let awkward = String((0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }) + "é👩🏽‍💻\u{2028}\u{FEFF}/"
        var failures: [ValidationFailureReport.Failure] = []
        for (index, code) in Self.builtInCodes.enumerated() {
            var parameters = WireSamples.everyParameterType
            parameters[.field] = .string(awkward)
            parameters[ValidationError.ParameterKey(rawValue: awkward)] = .double(Double(index) / 7)
            parameters["whole"] = .double(Double(index) * 1e15)
            let error = ValidationError(
                code, parameters: parameters, reason: index.isMultiple(of: 3) ? "{field}!" : nil)
            failures.append(.init(field: index.isMultiple(of: 2) ? awkward : nil, error: error, language: "ar"))
        }
        for report in [
            ValidationFailureReport(failures: failures, language: "ar"), ValidationFailureReport(failures: failures),
            ValidationFailureReport(failures: []),
        ] {
            #expect(try report.jsonData() == encoder.encode(report))
        }
    }

    @Test("The same report always gives the same bytes, and they match the fixtures the schema checks")
    func fixtures() throws {
        for (name, report) in WireFixtures.all {
            let url = WireSamples.fixtures.appendingPathComponent("\(name).json")
            let data = try report.jsonData() + Data("\n".utf8)
            #expect(try report.jsonData() == report.jsonData())
            if ProcessInfo.processInfo.environment["PATTERNKIT_RECORD_WIRE_FIXTURES"] != nil {
                try data.write(to: url)
            }
            let recorded = try Data(contentsOf: url)
            #expect(
                recorded == data,
                "\(name).json differs from the encoder's output: record again with PATTERNKIT_RECORD_WIRE_FIXTURES=1 and check it with .ci/wire-schema"
            )
            #expect(try ValidationFailureReport(json: recorded) == report || name == "every-parameter-type")
        }
    }
}
