/// Accepts text whose length lies within bounds: a minimum, a maximum, both, or an
/// exact length — counted in the `TextUnit` you choose, user-perceived characters by default.
///
/// ```swift
/// let nickname: some Validator<String> = .length(3...20)
/// nickname.isValid("Ли")               // false: code 1110 (tooShort), minimum 3, count 2
/// nickname.isValid("👨‍👩‍👧‍👦🇮🇳e\u{301}")       // true: three characters
///
/// let tweet: some Validator<String> = .length(max: 280)
/// let pin: some Validator<String> = .length(exactly: 4)     // code 1112 (wrongLength)
/// let column: some Validator<String> = .length(max: 255, unit: .utf8)  // a database's bytes
/// ```
///
/// Why characters by default: a user sees "é", "हि" and "👍🏽" as one character each,
/// while `NSString.length` (UTF-16) counts 1–2, 2 and 4, and the UTF-8 byte count 2–3, 6
/// and 8. Choose `TextUnit.utf16` to agree with `UITextField` ranges and `maxLength`
/// rules of web forms, `TextUnit.utf8` for storage limits; count a field's text with
/// `TextUnit.length(of:)` to show the number the rule checks.
///
/// `isValid(_:)` stops counting once the answer is known, so a maximum of 100 costs
/// the same for a 10 MB paste as for a short text; a thrown error reports the full
/// `count`. When the minimum exceeds the maximum, no text passes.
public struct LengthValidator: Validator {
    /// The smallest length that passes, if any.
    public let minimum: Int?

    /// The largest length that passes, if any.
    public let maximum: Int?

    /// What the bounds count.
    public let unit: TextUnit

    /// A validator requiring at least `min` and at most `max` units; `nil` leaves a side open.
    public init(min: Int? = nil, max: Int? = nil, unit: TextUnit = .characters) {
        self.minimum = min
        self.maximum = max
        self.unit = unit
    }

    /// A validator requiring a length within `range`.
    public init(_ range: ClosedRange<Int>, unit: TextUnit = .characters) {
        self.init(min: range.lowerBound, max: range.upperBound, unit: unit)
    }

    /// A validator requiring exactly `length` units.
    public init(exactly length: Int, unit: TextUnit = .characters) {
        self.init(min: length, max: length, unit: unit)
    }

    /// Throws `ValidationError.Code.tooShort`, `ValidationError.Code.tooLong` or,
    /// for an exact length, `ValidationError.Code.wrongLength`.
    public func validate(_ input: String) throws(ValidationError) {
        guard !isValid(input) else { return }
        let count = unit.length(of: input)
        var parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [
            .count: .int(count), .unit: .string(unit.rawValue),
        ]
        if let minimum, minimum == maximum {
            parameters[.expected] = .int(minimum)
            throw ValidationError(.wrongLength, parameters: parameters)
        }
        if let minimum { parameters[.minimum] = .int(minimum) }
        if let maximum { parameters[.maximum] = .int(maximum) }
        if let minimum, count < minimum {
            throw ValidationError(.tooShort, parameters: parameters)
        }
        throw ValidationError(.tooLong, parameters: parameters)
    }

    /// Whether the length of `input` is within bounds, counting no further than needed.
    public func isValid(_ input: String) -> Bool {
        let lower = minimum ?? 0
        guard let maximum else {
            return lower <= 0 || unit.length(of: input, upTo: lower) >= lower
        }
        guard lower <= maximum else { return false }
        let count = unit.length(of: input, upTo: maximum == .max ? .max : maximum + 1)
        return count >= lower && count <= maximum
    }
}

extension Validator where Self == LengthValidator {
    /// Text of at least `min` and at most `max` units (characters unless `unit` says otherwise).
    ///
    /// ```swift
    /// let bio: some Validator<String> = .length(max: 160)
    /// ```
    public static func length(min: Int? = nil, max: Int? = nil, unit: TextUnit = .characters) -> LengthValidator {
        LengthValidator(min: min, max: max, unit: unit)
    }

    /// Text whose length lies in `range`: `.length(3...20)`.
    public static func length(_ range: ClosedRange<Int>, unit: TextUnit = .characters) -> LengthValidator {
        LengthValidator(range, unit: unit)
    }

    /// Text of exactly `length` units: `.length(exactly: 6)`.
    public static func length(exactly length: Int, unit: TextUnit = .characters) -> LengthValidator {
        LengthValidator(exactly: length, unit: unit)
    }
}
