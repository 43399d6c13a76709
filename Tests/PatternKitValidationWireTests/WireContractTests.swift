import Foundation
import PatternKitValidation
import Testing

@Suite("The wire form's contract: versions, domains and typed values")
struct WireContractTests {
    @Test("A report of another version is refused clearly, never read as version 1", arguments: [0, 2, 3])
    func versions(version: Int) {
        let json = Data(#"{"version": \#(version), "failures": []}"#.utf8)
        #expect {
            try ValidationFailureReport(json: json)
        } throws: { error in
            "\(error)".contains("version 1 of the wire form, not version \(version)")
        }
    }

    @Test("A failure that names no domain is not ours: its message shows, never our meaning of its code")
    func missingDomain() throws {
        let json = Data(
            #"{"version": 1, "failures": [{"field": "email", "code": 1150, "parameters": {}, "message": "Nope"}]}"#.utf8
        )
        let failure = try #require(try ValidationFailureReport(json: json).failures.first)
        #expect(failure.domain.isEmpty)
        #expect(failure.error.localizedFailureReason(in: "de") == "Nope")
    }

    @Test("A date parameter travels as ISO 8601 and renders in the reader's language")
    func dateParameters() throws {
        let day = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01
        let error = ValidationError(.dateTooEarly, parameters: [.minimum: .date(day)])
        let report = ValidationFailureReport(failures: [.init(field: "start", error: error)])
        let data = try report.jsonData()
        #expect(String(decoding: data, as: UTF8.self).contains(#""minimum":{"date":"2025-01-01T00:00:00Z"}"#))
        #expect(data == (try Self.encoder.encode(report)))
        let read = try #require(try ValidationFailureReport(json: data).failures.first)
        #expect(read.parameters["minimum"] == .date(day))
        #expect(read.error.localizedFailureReason(in: "fr").contains("1 janvier 2025"))
    }

    @Test("A custom message in the report's language or English, never the server's own default language")
    func customMessageLanguage() {
        let previous = ValidationLocalization.defaultLanguage
        defer { ValidationLocalization.defaultLanguage = previous }
        ValidationLocalization.defaultLanguage = "de"
        let error = ValidationError(1240, reason: .translations(["en": "Too many tries", "de": "Zu viele Versuche"]))
        #expect(FormRejection(formError: error).report(language: "fr").failures.first?.message == "Too many tries")
        #expect(FormRejection(formError: error).report(language: "de").failures.first?.message == "Zu viele Versuche")
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
