import Foundation
import PatternKitValidation
import Testing

/// Issue 37: one parameter a reader cannot read costs that parameter, not the whole report;
/// the reader says which it skipped. And what a failure echoes is bounded and marked.
@Suite("Readers tolerate one bad parameter; echoes are cut and marked")
struct TolerantReaderTests {
    /// A report of two failures, the first with `parameter` beside a good one.
    static func report(badParameter parameter: String) -> Data {
        Data(
            #"""
            {"version": 1, "language": "en", "failures": [
              {"field": "password", "code": 1230, "domain": "InputValidationErrorDomain",
               "parameters": {"minimum": {"int": 8}, "count": \#(parameter)},
               "message": "The password is too short: the minimum is 8 characters"},
              {"field": "email", "code": 1150, "domain": "InputValidationErrorDomain", "parameters": {}}
            ]}
            """#.utf8)
    }

    @Test(
        "a parameter that cannot be read is skipped and named; the rest of the report is read",
        arguments: [
            #"{"int": "5"}"#, #"{"int": 2.5}"#, #"{"double": "five"}"#, #"{"date": "yesterday"}"#, #"{"bool": 1}"#, "5",
            #""5""#,
            "null", "[5]", #"{"money": 5}"#,
        ])
    func badParameter(_ parameter: String) throws {
        let report = try ValidationFailureReport(json: Self.report(badParameter: parameter))
        #expect(report.failures.map(\.field) == ["password", "email"])
        let password = report.failures[0]
        #expect(password.parameters["minimum"] == .int(8))
        #expect(password.parameters["count"] == nil)
        #expect(password.skippedParameters == ["count"])
        #expect(report.failures[1].skippedParameters.isEmpty)
        // Rendered locally it would lack the count: the sender's message, written with it, shows.
        #expect(
            password.error.localizedFailureReason(in: "de") == "The password is too short: the minimum is 8 characters")
    }

    @Test("a failure made here skips nothing, and skipped names are never sent on")
    func nothingSkipped() throws {
        let failure = ValidationFailureReport.Failure(field: "email", error: ValidationError(.email), language: "en")
        #expect(failure.skippedParameters.isEmpty)
        var read = try #require(
            try ValidationFailureReport(json: Self.report(badParameter: #"{"int": "5"}"#)).failures.first)
        read.skippedParameters = ["count"]
        let written = try ValidationFailureReport(failures: [read]).jsonData()
        #expect(!String(decoding: written, as: UTF8.self).contains("skipped"))
    }

    @Test("a field or value longer than 64 Unicode scalars is cut to 63 and …, marked truncated on the wire")
    func echoesCut() throws {
        let long = String(repeating: "x", count: 29_000)
        let error = ValidationError(.alreadyTaken, parameters: [.value: .string(long)])
        let failure = ValidationFailureReport.Failure(field: long, error: error, language: "en")
        let cut = String(repeating: "x", count: 63) + "…"
        #expect(failure.field == cut)
        #expect(failure.parameters["value"] == .string(cut))
        #expect(failure.message == "“\(cut)” is already taken")
        #expect(failure.isTruncated)
        let data = try ValidationFailureReport(failures: [failure]).jsonData()
        #expect(data.count < 600)
        #expect(String(decoding: data, as: UTF8.self).hasSuffix(#","truncated":true}],"version":1}"#))
        #expect(try ValidationFailureReport(json: data).failures.first?.isTruncated == true)

        let exact = String(repeating: "y", count: 64)
        let kept = ValidationFailureReport.Failure(field: exact, error: ValidationError(.email))
        #expect(kept.field == exact && !kept.isTruncated)
        let sixtyFive = ValidationFailureReport.Failure(field: exact + "y", error: ValidationError(.email))
        #expect(sixtyFive.field?.unicodeScalars.count == 64 && sixtyFive.isTruncated)
    }
}
