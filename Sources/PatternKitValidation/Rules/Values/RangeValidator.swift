import Foundation

/// Accepts values within bounds, for any `Comparable` type: `Int`, `Double`, `CGFloat`,
/// `Date`, `String`, your own.
///
/// ```swift
/// let age: some Validator<Int> = .range(18...130)
/// age.isValid(17)                      // false: code 1130 (belowMinimum), minimum 18
///
/// let discount: some Validator<Double> = .range(0..<1)
/// discount.failures(1)[0].code         // 1133 (notLessThan), maximum 1
///
/// let delivery: some Validator<Date> = .greaterThan(Date())   // strictly in the future
/// let width: some Validator<CGFloat> = .atMost(320)
/// ```
///
/// Inclusive and exclusive bounds have their own codes, so messages say "at least 18"
/// or "greater than 0" as the rule means; dates have theirs (1134–1137: "on or after
/// 1 January 2025"). A value that is unordered with the bounds (a floating-point NaN) fails
/// every bound. Bounds go into the error as parameters: numbers as numbers (localized in
/// messages: `2,5` in Russian; a `Decimal` with every digit, a `Float` as written), dates as
/// dates (written as the message's language writes a date), other values as their
/// description.
///
/// A date is a calendar day when it is midnight UTC — what a date field holds
/// (`CalendarDay`) — and a moment otherwise. A day and a moment are compared as days: the
/// moment's day is the one it falls on in the reader's time zone
/// (`ValidationLocalization.scopedTimeZone`, else `TimeZone.current`), and the error names
/// that day. So `.atLeast(Date())` — "on or after today" — accepts the day picked today in
/// every time zone, and says "on or after 14 March 2025", the reader's today; two moments (or
/// two days) are compared as they are, and a moment bound is written with its time.
///
/// To validate numbers the user types, see ``IntegerValidator`` and
/// ``DecimalValidator``: they parse the text, then apply a `RangeValidator`.
public struct RangeValidator<Value: Comparable & Sendable>: Validator {
    /// One end of a range.
    public struct Bound: Equatable, Sendable {
        /// The bounding value.
        public let value: Value
        /// Whether `value` itself is inside the range.
        public let isInclusive: Bool

        /// A bound at `value`, inclusive unless told otherwise.
        public init(_ value: Value, inclusive: Bool = true) {
            self.value = value
            self.isInclusive = inclusive
        }
    }

    /// The lower end, or `nil` for none.
    public let lowerBound: Bound?

    /// The upper end, or `nil` for none.
    public let upperBound: Bound?

    /// A validator for values between `lowerBound` and `upperBound`; `nil` leaves a side open.
    public init(lowerBound: Bound?, upperBound: Bound?) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// Values in `range`, both ends included: `1...10`.
    public init(_ range: ClosedRange<Value>) {
        self.init(lowerBound: Bound(range.lowerBound), upperBound: Bound(range.upperBound))
    }

    /// Values in `range`, the upper end excluded: `0..<1`.
    public init(_ range: Range<Value>) {
        self.init(lowerBound: Bound(range.lowerBound), upperBound: Bound(range.upperBound, inclusive: false))
    }

    /// Values from `range.lowerBound` up: `18...`.
    public init(_ range: PartialRangeFrom<Value>) {
        self.init(lowerBound: Bound(range.lowerBound), upperBound: nil)
    }

    /// Values up to and including `range.upperBound`: `...100`.
    public init(_ range: PartialRangeThrough<Value>) {
        self.init(lowerBound: nil, upperBound: Bound(range.upperBound))
    }

    /// Values below `range.upperBound`: `..<100`.
    public init(_ range: PartialRangeUpTo<Value>) {
        self.init(lowerBound: nil, upperBound: Bound(range.upperBound, inclusive: false))
    }

    /// Throws `ValidationError.Code.belowMinimum`, `ValidationError.Code.notGreaterThan`,
    /// `ValidationError.Code.aboveMaximum` or `ValidationError.Code.notLessThan`.
    public func validate(_ input: Value) throws(ValidationError) {
        if let lowerBound {
            let (value, bound) = compared(input, lowerBound.value)
            if !(lowerBound.isInclusive ? value >= bound : value > bound) {
                throw error(lowerBound.isInclusive ? .belowMinimum : .notGreaterThan, for: input)
            }
        }
        if let upperBound {
            let (value, bound) = compared(input, upperBound.value)
            if !(upperBound.isInclusive ? value <= bound : value < bound) {
                throw error(upperBound.isInclusive ? .aboveMaximum : .notLessThan, for: input)
            }
        }
    }

    /// The error for `value` failing the bound that `code` names; a date bound compared as a
    /// day is named as that day.
    func error(_ code: ValidationError.Code, for value: Value) -> ValidationError {
        var error = error(code, value: .init(describing: value))
        if Value.self == Date.self {
            if let lowerBound {
                error.parameters[.minimum] = .init(describing: compared(value, lowerBound.value).bound)
            }
            if let upperBound {
                error.parameters[.maximum] = .init(describing: compared(value, upperBound.value).bound)
            }
        }
        return error
    }

    /// `input` and `bound` as the rule compares them: as they are, except a calendar day
    /// (midnight UTC) and a moment, which are compared as days — the moment's day in the
    /// reader's time zone.
    func compared(_ input: Value, _ bound: Value) -> (input: Value, bound: Value) {
        guard Value.self == Date.self, let date = input as? Date, let limit = bound as? Date,
            InternetDateTime.isCalendarDay(date) != InternetDateTime.isCalendarDay(limit)
        else { return (input, bound) }
        let calendar = CalendarDay.gregorian(in: ValidationLocalization.currentTimeZone)
        let days =
            InternetDateTime.isCalendarDay(date)
            ? (date, CalendarDay.storedDate(for: limit, in: calendar))
            : (CalendarDay.storedDate(for: date, in: calendar), limit)
        guard let day = days.0 as? Value, let limitDay = days.1 as? Value else { return (input, bound) }
        return (day, limitDay)
    }

    /// The error for a number too large (or, when `above` is `false`, too small) for
    /// `Value` itself, written `text`: it fails the range's own bound on that side when
    /// there is one, else the type's `limit`.
    func overflowError(above: Bool, limit: Value, text: String) -> ValidationError {
        let bound = above ? upperBound : lowerBound
        let code: ValidationError.Code =
            switch (above, bound?.isInclusive ?? true) {
            case (true, true): .aboveMaximum
            case (true, false): .notLessThan
            case (false, true): .belowMinimum
            case (false, false): .notGreaterThan
            }
        var error = error(code, value: .string(text))
        if bound == nil {
            error.parameters[above ? .maximum : .minimum] = .init(describing: limit)
        }
        return error
    }

    private func error(_ code: ValidationError.Code, value: ValidationError.ParameterValue) -> ValidationError {
        let code = Value.self == Date.self ? Self.dateCode(for: code) : code
        var parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [.value: value]
        if let lowerBound { parameters[.minimum] = .init(describing: lowerBound.value) }
        if let upperBound { parameters[.maximum] = .init(describing: upperBound.value) }
        return ValidationError(code, parameters: parameters)
    }
}

extension RangeValidator {
    /// The date range's code for a bound's code: "on or after 1 January 2025" rather than
    /// "at least 2025-01-01".
    static func dateCode(for code: ValidationError.Code) -> ValidationError.Code {
        switch code {
        case .belowMinimum: .dateTooEarly
        case .aboveMaximum: .dateTooLate
        case .notGreaterThan: .dateNotAfter
        case .notLessThan: .dateNotBefore
        default: code
        }
    }
}

extension Validator {
    /// Values in `range`: `.range(1...10)`.
    public static func range<Value>(_ range: ClosedRange<Value>) -> RangeValidator<Value>
    where Self == RangeValidator<Value> {
        RangeValidator(range)
    }

    /// Values in `range`, its upper end excluded: `.range(0..<1)`.
    public static func range<Value>(_ range: Range<Value>) -> RangeValidator<Value>
    where Self == RangeValidator<Value> {
        RangeValidator(range)
    }

    /// Values from `range`'s lower bound up: `.range(18...)`.
    public static func range<Value>(_ range: PartialRangeFrom<Value>) -> RangeValidator<Value>
    where Self == RangeValidator<Value> {
        RangeValidator(range)
    }

    /// Values up to `range`'s upper bound: `.range(...100)`.
    public static func range<Value>(_ range: PartialRangeThrough<Value>) -> RangeValidator<Value>
    where Self == RangeValidator<Value> {
        RangeValidator(range)
    }

    /// Values below `range`'s upper bound: `.range(..<100)`.
    public static func range<Value>(_ range: PartialRangeUpTo<Value>) -> RangeValidator<Value>
    where Self == RangeValidator<Value> {
        RangeValidator(range)
    }

    /// Values of at least `minimum` (code 1130 below it).
    public static func atLeast<Value>(_ minimum: Value) -> RangeValidator<Value>
    where Self == RangeValidator<Value> {
        RangeValidator(minimum...)
    }

    /// Values of at most `maximum` (code 1131 above it).
    public static func atMost<Value>(_ maximum: Value) -> RangeValidator<Value>
    where Self == RangeValidator<Value> {
        RangeValidator(...maximum)
    }

    /// Values strictly greater than `bound` (code 1132 otherwise): `.greaterThan(0)`.
    public static func greaterThan<Value>(_ bound: Value) -> RangeValidator<Value>
    where Self == RangeValidator<Value> {
        RangeValidator(lowerBound: .init(bound, inclusive: false), upperBound: nil)
    }

    /// Values strictly less than `bound` (code 1133 otherwise).
    public static func lessThan<Value>(_ bound: Value) -> RangeValidator<Value>
    where Self == RangeValidator<Value> {
        RangeValidator(..<bound)
    }
}
