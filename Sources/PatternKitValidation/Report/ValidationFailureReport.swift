public import Foundation
public import PatternKitValidationCore

/// A form's validation failures as JSON: what a server answers when it rejects a form, and
/// what the app applies to its fields (`FormSession.apply(_:)`).
///
/// Version 1 of the wire form (its JSON Schema is `Schemas/validation-failure-report.v1.json`
/// in the repository):
///
/// ```json
/// {
///   "version": 1,
///   "language": "de",
///   "failures": [
///     {
///       "field": "password",
///       "code": 1230,
///       "domain": "InputValidationErrorDomain",
///       "parameters": { "count": { "int": 5 }, "field": { "string": "password" }, "minimum": { "int": 8 } },
///       "message": "Das Passwort ist zu kurz: mindestens 8 Zeichen"
///     },
///     {
///       "code": 1240,
///       "domain": "InputValidationErrorDomain",
///       "parameters": {},
///       "message": "Zu viele Versuche",
///       "customMessage": true
///     }
///   ]
/// }
/// ```
///
/// - `field`: the field's name as the form knows it (its raw value when that is text, else
///   `String(describing:)`, as in the `field` parameter of its errors);
///   absent for a failure of the form as a whole.
/// - `code`, `domain`: the `ValidationError.Code` and its `NSError` domain.
/// - `parameters`: the failed rule's parameters, each tagged with its type (`int`, `double`,
///   `string`, `bool`); a `double` that is not finite is written `"Infinity"`,
///   `"-Infinity"` or `"NaN"`.
/// - `message`: the failure reason rendered in `language`, present when the sender asked
///   for messages; `customMessage` (``Failure/hasCustomMessage``) is `true` when that text replaces the built-in reason
///   (a rule with its own message), so a reader shows it as it is.
/// - `truncated` (``Failure/isTruncated``): `true` when `field` or the `value` parameter,
///   repeated from the request, was cut to 64 Unicode scalars (63 and "…").
///
/// A reader renders each failure again in its own language from the code and parameters,
/// exactly as it renders its own errors. A code it does not know (a newer server's) still
/// decodes: the sender's message shows when there is one, else the generic "The input is
/// not valid". Fields a reader does not know are ignored; a parameter it cannot read or
/// whose type it does not know is skipped and named in ``Failure/skippedParameters``.
///
/// ```swift
/// // Server
/// let result = await signUpForm.validateIncludingChecks(values)
/// let body = try ValidationFailureReport(result, language: "de").jsonData()
///
/// // App
/// let report = try ValidationFailureReport(json: body)
/// session.apply(report)
/// ```
public struct ValidationFailureReport: Codable, Sendable, Hashable {
    /// The version this library writes, and the highest it was written for: `1`.
    public static let currentVersion = 1

    /// The version of the wire form the sender wrote.
    public var version: Int

    /// The language ``Failure/message``s are written in, when the sender rendered them.
    public var language: String?

    /// The failures, field by field in the form's order; form-level failures have no field.
    public var failures: [Failure]

    /// A report of `failures`, their messages in `language` (none when `nil`).
    public init(failures: [Failure], language: String? = nil) {
        self.version = Self.currentVersion
        self.language = language
        self.failures = failures
    }

    /// The failures of `result`'s invalid fields, every error of each in order, their messages
    /// rendered in `language` (one of `ValidationLocalization.availableLanguages`; none when
    /// `nil`). Empty when the form is valid.
    public init<Field>(_ result: FormResult<Field>, language: String? = nil) {
        self.init(rejection: FormRejection(result), language: language)
    }

    /// The failures of `rejection`, their messages in `language` (none when `nil`).
    init(rejection: FormRejection, language: String?) {
        self.init(
            failures: rejection.failures.map { Failure(field: $0.field, error: $0.error, language: language) },
            language: language)
    }

    /// Decodes a report from JSON.
    ///
    /// - Throws: `DecodingError` when `json` is not a report (not JSON, a required key
    ///   missing, a value of the wrong type) or is of a version this reader does not know. A
    ///   parameter that cannot be read is no reason: it is skipped
    ///   (``Failure/skippedParameters``).
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: json)
    }

    private enum CodingKeys: String, CodingKey {
        case version, language, failures
    }

    /// Decodes a report; a `version` other than 1 is refused (a later major version may
    /// mean what version 1 does not: its failures are not guessed at).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "This reader knows version \(Self.currentVersion) of the wire form, not version \(version)")
        }
        language = try container.decodeIfPresent(String.self, forKey: .language)
        failures = try container.decode([Failure].self, forKey: .failures)
    }

    /// Whether there is no failure: the form was accepted.
    public var isEmpty: Bool {
        failures.isEmpty
    }

    /// The report as JSON, keys sorted (the same report always gives the same bytes): what
    /// `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes`, written directly.
    public func jsonData() throws -> Data {
        var writer = ReportJSONWriter(capacity: 128 + failures.count * 192)
        writer.write(self)
        return Data(writer.bytes)
    }

    /// The errors reported for the field named `field`, in order.
    public func errors(for field: String) -> [ValidationError] {
        failures.filter { $0.field == field }.map(\.error)
    }

    /// The errors of the form as a whole (failures without a field), in order.
    public var formErrors: [ValidationError] {
        failures.filter { $0.field == nil }.map(\.error)
    }

    /// This report followed by `other`'s failures: a server's own checks ("this user name
    /// is taken") joining the form's. The language stays this report's, or `other`'s when
    /// this one has none.
    public func merging(_ other: ValidationFailureReport) -> ValidationFailureReport {
        var copy = self
        copy.failures += other.failures
        copy.language = language ?? other.language
        return copy
    }
}
