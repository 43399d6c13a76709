import Foundation

/// Accepts a postal code of one country: ZIP codes, UK postcodes, Indian PIN codes,
/// German, Russian and Chinese postal codes, or a pattern of your own.
///
/// ```swift
/// let zip: some Validator<String> = .postalCode(.unitedStates)
/// zip.isValid("94103")              // true
/// zip.isValid("94103-1234")         // true: ZIP+4
///
/// let pin: some Validator<String> = .postalCode(.india)
/// pin.isValid("110 001")            // true
/// pin.failures("011001")[0].parameters[.country]   // "IN" (code 1220)
///
/// let swiss = try PostalCodeValidator(country: "CH", pattern: "[1-9][0-9]{3}")
/// ```
///
/// Each built-in format is a regular expression compiled once per process, the first
/// time the country is used. No postal code is longer than ten characters, so text of more
/// than ``maximumLength`` (16) bytes is rejected without running the expression — for a
/// pattern of your own too. Formats (what is checked is the shape; whether the code exists
/// takes the postal service's database):
///
/// | country | format | examples |
/// |---|---|---|
/// | United States | five digits, optionally `-` and four more | 94103, 94103-1234 |
/// | United Kingdom | outward code, optional space, inward code; any case; GIR 0AA | SW1A 1AA, M1 1AE, ec1a1bb |
/// | India | six digits, the first 1–9; optional space after three | 110001, 560 034 |
/// | Germany | five digits from 01001 | 10115, 01067 |
/// | Russia | six digits, the first 1–6 | 101000, 690091 |
/// | China | six digits | 100000, 010010 |
public struct PostalCodeValidator: Validator {
    /// A country with a built-in postal code format.
    public enum Country: String, Hashable, Sendable, CaseIterable {
        /// United States ZIP codes (`US`).
        case unitedStates = "US"
        /// United Kingdom postcodes (`GB`).
        case unitedKingdom = "GB"
        /// Indian PIN codes (`IN`).
        case india = "IN"
        /// German postal codes (`DE`).
        case germany = "DE"
        /// Russian postal codes (`RU`).
        case russia = "RU"
        /// Chinese postal codes (`CN`).
        case china = "CN"

        /// The country of an ISO 3166 code, in either case; `"UK"` finds the United Kingdom.
        public init?(regionCode: String) {
            let code = regionCode.uppercased()
            self.init(rawValue: code == "UK" ? "GB" : code)
        }

        /// The country's format, an ICU regular expression matched against the whole text.
        public var pattern: String {
            switch self {
            case .unitedStates: "[0-9]{5}(?:-[0-9]{4})?"
            case .unitedKingdom:
                "GIR ?0AA|(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]"
                    + "|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2}"
            case .india: "[1-9][0-9]{2} ?[0-9]{3}"
            case .germany: "(?:0[1-9]|[1-9][0-9])[0-9]{3}"
            case .russia: "[1-6][0-9]{5}"
            case .china: "[0-9]{6}"
            }
        }

        var options: NSRegularExpression.Options {
            self == .unitedKingdom ? [.caseInsensitive] : []
        }
    }

    /// The ISO 3166 code of the country whose codes this validator accepts (`"IN"`).
    public let country: String

    /// The compiled format. A custom pattern that does not compile is thrown when the
    /// validator is made; a built-in one always compiles (tested), and would otherwise be
    /// thrown by ``validate(_:)`` rather than trap.
    private let format: Result<PatternValidator, ValidationError>

    /// The formats of the built-in countries, compiled once, on first use of each.
    private static let formats = Locked<[Country: Result<PatternValidator, ValidationError>]>([:])

    /// A validator for postal codes of `country`.
    public init(_ country: Country) {
        self.country = country.rawValue
        self.format = Self.formats.withLock { formats in
            if let compiled = formats[country] { return compiled }
            // Not `Result { … }`: the iOS 16 SDK's Result(catching:) is untyped.
            let compiled: Result<PatternValidator, ValidationError>
            do throws(ValidationError) {
                compiled = .success(try PatternValidator(country.pattern, options: country.options, code: .postalCode))
            } catch {
                compiled = .failure(error)
            }
            formats[country] = compiled
            return compiled
        }
    }

    /// A validator for postal codes of another country, matching `pattern` against the
    /// whole text (compiled now, once). Text longer than ``maximumLength`` bytes fails
    /// without being matched.
    ///
    /// - Throws: `ValidationError.Code.invalidPattern` when `pattern` does not compile.
    public init(country: String, pattern: String, options: NSRegularExpression.Options = []) throws(ValidationError) {
        self.country = country.uppercased()
        self.format = .success(try PatternValidator(pattern, options: options, code: .postalCode))
    }

    /// The longest text that is matched at all; no country's codes are longer.
    public static let maximumLength = 16

    /// Throws `ValidationError.Code.postalCode` with the `country`.
    public func validate(_ input: String) throws(ValidationError) {
        guard isValid(input) else {
            if case .failure(let error) = format { throw error }
            throw ValidationError(.postalCode, parameters: [.country: .string(country)])
        }
    }

    /// Whether `input` has the country's format.
    public func isValid(_ input: String) -> Bool {
        guard input.utf8.count <= Self.maximumLength, case .success(let pattern) = format else { return false }
        return pattern.isValid(input)
    }
}

extension Validator where Self == PostalCodeValidator {
    /// Postal codes of `country` (code 1220): `.postalCode(.india)`.
    public static func postalCode(_ country: PostalCodeValidator.Country) -> PostalCodeValidator {
        PostalCodeValidator(country)
    }
}
