import Foundation
import PatternKitValidation

/// How a submission of the sign-up form to a server ended, decided from the HTTP answer.
///
/// ```swift
/// SignUpSubmission(status: 422, body: reportJSON)   // .rejected(report)
/// SignUpSubmission(status: 201, body: Data())       // .accepted
/// SignUpSubmission(status: 500, body: Data())       // .failed("The server answered 500 …")
/// ```
package enum SignUpSubmission: Sendable, Hashable {
    /// The server accepted the form.
    case accepted
    /// The server rejected it with failures to show on the fields.
    case rejected(ValidationFailureReport)
    /// No usable answer: why, in English, for the form's message line.
    case failed(String)

    /// The code of a submission that failed without an answer from the server (an app code).
    package static let failedCode: ValidationError.Code = 20_011

    /// The outcome of an answer with `status` and `body`: 2xx accepts; 422 with a report
    /// rejects; anything else fails, with the status in the reason, and the report's message
    /// when the body is one (a 503: "The server cannot check the form right now; …").
    package init(status: Int, body: Data) {
        switch status {
        case 200..<300:
            self = .accepted
        case 422:
            if let report = try? ValidationFailureReport(json: body) {
                self = .rejected(report)
            } else {
                self = .failed("The server answered 422 with something that is not a validation report")
            }
        default:
            // A 503 in the wire form (the server's database is down): its localized message.
            if let report = try? ValidationFailureReport(json: body), let message = report.failures.first?.message {
                self = .failed("The server answered \(status): \(message)")
                return
            }
            let reason = String(decoding: body.prefix(200), as: UTF8.self)
            self = .failed("The server answered \(status)\(reason.isEmpty ? "" : ": \(reason)")")
        }
    }

    /// The error to show as the form's message when the submission failed; `nil` otherwise.
    package var formError: ValidationError? {
        guard case .failed(let reason) = self else { return nil }
        return ValidationError(Self.failedCode, reason: .text(reason))
    }
}
