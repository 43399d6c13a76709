public import Foundation

/// Accepts text that is a number, written the way the validator's locale writes
/// numbers, optionally within a range and with a limited number of decimals;
/// ``value(of:)`` returns it as `Double`, `CGFloat`, `Float` or any other
/// `BinaryFloatingPoint` type.
///
/// ```swift
/// let price = DecimalValidator<Double>(range: .range(0...10_000), maximumFractionDigits: 2,
///                                      locale: Locale(identifier: "de_DE"))
/// try price.value(of: "1.234,50")        // 1234.5
/// price.isValid("1,234.50")              // false: not a number in German (code 1121)
/// price.isValid("9,999")                 // false: three decimals (code 1122)
///
/// let width = DecimalValidator<CGFloat>(range: .greaterThan(0), locale: Locale(identifier: "en_US"))
/// try width.value(of: "12.5")            // 12.5 as CGFloat
/// ```
///
/// Accepted: what ``IntegerValidator`` accepts, then optionally the locale's decimal
/// separator and at least one digit (".5" is read as 0.5); an exponent (`1.5e3`) only
/// with `allowsExponent`. Never "NaN" or "inf". A number too large for `Value`
/// (`1e400` as a `Double`) fails like one beyond the range.
public struct DecimalValidator<Value: BinaryFloatingPoint & Sendable>: Validator {
    /// The range the number must lie in; no bounds by default.
    public let range: RangeValidator<Value>

    /// The most digits allowed after the decimal separator, or `nil` for any number.
    public let maximumFractionDigits: Int?

    /// The locale whose separators the text uses.
    public let locale: Locale

    private let syntax: NumberSyntax

    /// A validator for numbers.
    ///
    /// - Parameters:
    ///   - range: The range the number must lie in: `.range(0...1)`, `.greaterThan(0)`, ….
    ///   - maximumFractionDigits: The most digits after the decimal separator (2 for
    ///     prices), or `nil`.
    ///   - locale: Whose decimal and grouping separators the text uses; the user's
    ///     current locale (`Locale.current`, read now) by default. Tests should pass a
    ///     fixed one.
    ///   - allowsGrouping: Whether grouping separators ("1,000.5") are accepted.
    ///   - allowsExponent: Whether scientific notation ("1.5e3") is accepted.
    public init(
        range: RangeValidator<Value> = RangeValidator(lowerBound: nil, upperBound: nil),
        maximumFractionDigits: Int? = nil,
        locale: Locale = .current,
        allowsGrouping: Bool = true,
        allowsExponent: Bool = false
    ) {
        self.range = range
        self.maximumFractionDigits = maximumFractionDigits
        self.locale = locale
        self.syntax = NumberSyntax(locale: locale, allowsGrouping: allowsGrouping, allowsExponent: allowsExponent)
    }

    /// The number `text` spells.
    ///
    /// - Throws: `ValidationError.Code.notANumber` (with the `utf16Offset` of the
    ///   first character that cannot belong to the number, when there is one),
    ///   `ValidationError.Code.tooManyFractionDigits`, or the range's code.
    public func value(of text: String) throws(ValidationError) -> Value {
        let number: NumberSyntax.Number
        switch syntax.parse(text) {
        case .success(let parsed): number = parsed
        case .failure(let malformed): throw ValidationError(.notANumber, parameters: malformed.parameters)
        }
        if let maximumFractionDigits, number.fractionDigits > maximumFractionDigits {
            throw ValidationError(
                .tooManyFractionDigits,
                parameters: [.maximum: .int(maximumFractionDigits), .count: .int(number.fractionDigits)])
        }
        let value = Value(Double(number.ascii) ?? .nan)
        guard value.isFinite else {
            let limit = Value.greatestFiniteMagnitude
            throw range.overflowError(
                above: !number.isNegative, limit: number.isNegative ? -limit : limit, text: number.ascii)
        }
        try range.validate(value)
        return value
    }

    /// Throws when `input` is not a number that meets the rule.
    public func validate(_ input: String) throws(ValidationError) {
        _ = try value(of: input)
    }
}

extension Validator where Self == DecimalValidator<Double> {
    /// Numbers (`Double`) in `locale`'s notation, optionally within `range` and with at
    /// most `maximumFractionDigits` decimals.
    ///
    /// ```swift
    /// let amount: some Validator<String> = .decimal(in: 0.01...1_000, maximumFractionDigits: 2)
    /// ```
    public static func decimal(
        in range: ClosedRange<Double>? = nil, maximumFractionDigits: Int? = nil, locale: Locale = .current
    ) -> DecimalValidator<Double> {
        DecimalValidator(
            range: range.map { RangeValidator($0) } ?? RangeValidator(lowerBound: nil, upperBound: nil),
            maximumFractionDigits: maximumFractionDigits, locale: locale)
    }
}
