public import Foundation

/// Accepts text that is a whole number, written the way the validator's locale writes
/// numbers, and optionally within a range; ``value(of:)`` returns the number.
///
/// ```swift
/// let quantity = IntegerValidator<Int>(range: .range(1...99), locale: Locale(identifier: "de_DE"))
/// try quantity.value(of: "42")           // 42
/// quantity.isValid("1.000")              // false: 1000 is above 99 (code 1131)
/// quantity.isValid("4,2")                // false: not a whole number (code 1120)
///
/// let population: some Validator<String> = .integer(locale: Locale(identifier: "hi_IN"))
/// population.isValid("12,34,567")        // true: Indian grouping
/// population.isValid("१२३")              // true: Devanagari digits
/// ```
///
/// What is accepted (see also "Choosing a rule"): an optional `+`, `-` or `−`; decimal
/// digits of one script; the locale's grouping separator between well-formed digit
/// groups (a plain space counts as the no-break space French and Russian use). Nothing
/// else — no surrounding spaces, no decimal part, no exponent. Parsing is strict and
/// the same on every platform, unlike `NumberFormatter`'s lenient partial parses.
///
/// A number beyond `Value`'s own limits fails like one beyond the range: code 1131 (or
/// 1130) with the type's `max` (or `min`) as the bound when the range has none.
public struct IntegerValidator<Value: FixedWidthInteger & Sendable>: Validator {
    /// The range the number must lie in; no bounds by default.
    public let range: RangeValidator<Value>

    /// The locale whose separators the text uses.
    public let locale: Locale

    private let syntax: NumberSyntax

    /// A validator for whole numbers.
    ///
    /// - Parameters:
    ///   - range: The range the number must lie in: `.range(1...10)`, `.atLeast(0)`, ….
    ///   - locale: Whose grouping separator the text may use; the user's current locale
    ///     (`Locale.current`, read now) by default. Tests should pass a fixed one.
    ///   - allowsGrouping: Whether grouping separators ("1,000") are accepted.
    public init(
        range: RangeValidator<Value> = RangeValidator(lowerBound: nil, upperBound: nil),
        locale: Locale = .current,
        allowsGrouping: Bool = true
    ) {
        self.range = range
        self.locale = locale
        self.syntax = NumberSyntax(locale: locale, allowsGrouping: allowsGrouping, allowsExponent: false)
    }

    /// The number `text` spells.
    ///
    /// - Throws: `ValidationError.Code.notAnInteger` (with the `utf16Offset` of the
    ///   first character that cannot belong to the number, when there is one), or the
    ///   range's code.
    public func value(of text: String) throws(ValidationError) -> Value {
        let number: NumberSyntax.Number
        switch syntax.parse(text) {
        case .success(let parsed) where !parsed.hasFraction:
            number = parsed
        case .success:
            throw ValidationError(.notAnInteger, parameters: offset(of: syntax.decimalSeparator, in: text))
        case .failure(let malformed):
            throw ValidationError(.notAnInteger, parameters: malformed.parameters)
        }
        guard let value = Value(number.ascii, radix: 10) else {
            throw range.overflowError(
                above: !number.isNegative, limit: number.isNegative ? Value.min : Value.max, text: number.ascii)
        }
        try range.validate(value)
        return value
    }

    /// Throws when `input` is not a whole number within ``range``.
    public func validate(_ input: String) throws(ValidationError) {
        _ = try value(of: input)
    }

    private func offset(of separator: Unicode.Scalar, in text: String) -> [ValidationError.ParameterKey: ValidationError
        .ParameterValue]
    {
        var offset = 0
        for scalar in text.unicodeScalars {
            if scalar == separator { return [.utf16Offset: .int(offset)] }
            offset += scalar.utf16.count
        }
        return [:]
    }
}

extension NumberSyntax.Malformed {
    /// The error parameters: the offset, when there is one.
    var parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] {
        utf16Offset.map { [.utf16Offset: .int($0)] } ?? [:]
    }
}

extension Validator where Self == IntegerValidator<Int> {
    /// Whole numbers (`Int`) in `locale`'s notation, optionally within `range`.
    ///
    /// ```swift
    /// let age: some Validator<String> = .integer(in: 0...130)
    /// ```
    public static func integer(in range: ClosedRange<Int>? = nil, locale: Locale = .current) -> IntegerValidator<Int> {
        IntegerValidator(
            range: range.map { RangeValidator($0) } ?? RangeValidator(lowerBound: nil, upperBound: nil), locale: locale)
    }
}
