public import Foundation

/// A text field that holds a number or a date: what its text means for a typed field, and the
/// text it shows for a value set by code. The decisions every adapter's formatted text field
/// follows (UIKit's `FormBinding`), tested on Linux.
extension FormValue {
    /// What `text`, read with `formatter`, means for a field of `kind` (a whole number, a
    /// floating-point or a decimal number): blank text is ``null`` (a required field says so);
    /// a number the formatter reads is that number, when the kind's one reader takes it (as it
    /// takes typed-in text and a request's number, `FormValueKind.read(text:)`): a whole number
    /// only for an integer field, every digit kept for a decimal one, a finite `Double` not
    /// rounded to zero for a floating-point one — the formatter reading the locale's symbols
    /// (`1,234.5`), never rounding a digit away (`3.000…0001` is not 3); anything else stays
    /// ``text(_:)``, which the field refuses with its kind's "must be a number"
    /// (``FormValueKind/wrongTypeCode``). Spaces around the text are ignored.
    @_alwaysEmitIntoClient
    package init(reading text: String, as kind: FormValueKind, with formatter: NumberFormatter) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            self = .null
            return
        }
        // Foundation on Linux reads a number at the start of the text ("12a" is 12), Darwin's
        // only the whole text: the text must hold nothing but what the formatter writes.
        guard Self.writtenByNumberFormatter(trimmed, formatter) else {
            self = .text(text)
            return
        }
        switch kind {
        case .decimal, .integer:
            let exact = (formatter.copy() as? NumberFormatter) ?? formatter
            exact.generatesDecimalNumbers = true
            if let number = exact.number(from: trimmed),
                let value = Self.reading(number.decimalValue, from: trimmed, as: kind, with: formatter)
            {
                self = value
                return
            }
        case .number:
            if let number = formatter.number(from: trimmed),
                let value = Self.reading(number.doubleValue, from: trimmed, with: formatter)
            {
                self = value
                return
            }
        default:
            break
        }
        self = .text(text)
    }

    /// `number`, which `formatter` read exactly from `text`, as a value of `kind` read by the
    /// kind's one reader (`FormValueKind.read(text:)`) from the number's own digits — when
    /// the formatter kept every significant digit `text` has (Foundation's keeps 38 at most on
    /// Apple platforms and about 17 on Linux, and rounds the rest away); else `nil`.
    @usableFromInline
    static func reading(_ number: Decimal, from text: String, as kind: FormValueKind, with formatter: NumberFormatter)
        -> FormValue?
    {
        let written = number.description
        guard let spelling = NumberSpelling(written),
            spelling.digits.elementsEqual(significantDigits(of: text, with: formatter))
        else { return nil }
        return try? kind.read(text: written).get()
    }

    /// `number`, which `formatter` read from `text`, as a floating-point value read by the
    /// kind's one reader (a finite `Double`), unless it is zero for text that has a digit other
    /// than zero (a number too small for a `Double`); else `nil`.
    @usableFromInline
    static func reading(_ number: Double, from text: String, with formatter: NumberFormatter) -> FormValue? {
        guard number != 0 || significantDigits(of: text, with: formatter).isEmpty else { return nil }
        return try? FormValueKind.number.read(text: "\(number)").get()
    }

    /// The significant digits of `text` (decimal digits of any script, as ASCII), before the
    /// formatter's exponent symbol: no leading or trailing zero; empty for zero.
    private static func significantDigits(of text: String, with formatter: NumberFormatter) -> [UInt8] {
        var mantissa = Substring(text.lowercased())
        if let symbol = formatter.exponentSymbol?.lowercased(), !symbol.isEmpty,
            let exponent = mantissa.range(of: symbol)
        {
            mantissa = mantissa[..<exponent.lowerBound]
        }
        let digits = mantissa.compactMap { $0.wholeNumberValue.map { UInt8(ascii: "0") + UInt8($0 % 10) } }
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        return Array(significant.reversed().drop { $0 == UInt8(ascii: "0") }.reversed())
    }

    /// What `text`, read with `formatter`, means for a date field: blank text is ``null``; a
    /// date the formatter reads is the day it falls on in the formatter's time zone, held as
    /// midnight UTC (``CalendarDay``); anything else stays ``text(_:)``, which the field
    /// refuses as "not a date".
    @_alwaysEmitIntoClient
    package init(reading text: String, with formatter: DateFormatter) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            self = .null
            return
        }
        guard let moment = formatter.date(from: trimmed) else {
            self = .text(text)
            return
        }
        self = .date(CalendarDay.storedDate(for: moment, in: Self.calendar(in: formatter.timeZone)))
    }

    /// Whether `text` holds only digits, spaces and the symbols `formatter` writes numbers with.
    @usableFromInline @_alwaysEmitIntoClient
    static func writtenByNumberFormatter(_ text: String, _ formatter: NumberFormatter) -> Bool {
        let symbols = [
            formatter.decimalSeparator, formatter.groupingSeparator, formatter.minusSign, formatter.plusSign,
            formatter.exponentSymbol, formatter.percentSymbol, formatter.currencySymbol,
            formatter.currencyDecimalSeparator, formatter.currencyGroupingSeparator,
        ].compactMap { $0?.lowercased() }.filter { !$0.isEmpty }
        var rest = Substring(text.lowercased())
        while let first = rest.first {
            if first.isNumber || first.isWhitespace {
                rest = rest.dropFirst()
            } else if let symbol = symbols.first(where: { rest.hasPrefix($0) }) {
                rest = rest.dropFirst(symbol.count)
            } else {
                return false
            }
        }
        return true
    }

    /// The text a field formatted by `formatter` shows for this value: the number written by
    /// the formatter, `""` for ``null``, text as it is (what the user typed that is not a number).
    @_alwaysEmitIntoClient
    package func text(with formatter: NumberFormatter) -> String {
        switch self {
        case .null: ""
        case .integer(let value): formatter.string(from: NSNumber(value: value)) ?? text
        case .number(let value): formatter.string(from: NSNumber(value: value)) ?? text
        case .decimal(let value): formatter.string(from: NSDecimalNumber(decimal: value)) ?? text
        default: text
        }
    }

    /// The text a field formatted by `formatter` shows for this value: a day written by the
    /// formatter as that day in its time zone, `""` for ``null``, text as it is.
    @_alwaysEmitIntoClient
    package func text(with formatter: DateFormatter) -> String {
        switch self {
        case .null: ""
        case .date(let day):
            formatter.string(from: CalendarDay.pickerDate(for: day, in: Self.calendar(in: formatter.timeZone)))
        default: text
        }
    }

    /// What a control holding a `Double` (a stepper, a slider) means for a field of `kind`: a
    /// whole number (rounded) for an integer field, the number for a floating-point one, the
    /// decimal for a decimal one; the number for any other kind, which the field refuses.
    @_alwaysEmitIntoClient
    package init(number: Double, as kind: FormValueKind) {
        switch kind {
        case .integer:
            let rounded = number.rounded()
            self = rounded.magnitude < 0x1p62 ? .integer(Int(rounded)) : .number(number)
        case .decimal: self = .decimal(Decimal(number))
        default: self = .number(number)
        }
    }

    /// The number a control holding a `Double` shows for this value; `nil` when it holds none.
    @_alwaysEmitIntoClient
    package var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        case .decimal(let value): NSDecimalNumber(decimal: value).doubleValue
        default: nil
        }
    }

    /// The choice at `index` of a choice field of `kind` (a segmented control's segment `index`
    /// is the choice's case `index`, in `allCases` order); ``null`` for no index or one past
    /// the choices (no segment selected).
    @_alwaysEmitIntoClient
    package init(choiceAt index: Int, of kind: FormValueKind) {
        let choices = kind.choices
        guard kind.shape == .choice, choices.indices.contains(index) else {
            self = .null
            return
        }
        self = .text(choices[index])
    }

    /// The index of this value among the choices of `kind`; `nil` when it is none of them.
    @_alwaysEmitIntoClient
    package func choiceIndex(in kind: FormValueKind) -> Int? {
        guard kind.shape == .choice, case .text(let raw) = self else { return nil }
        return kind.choices.firstIndex(of: raw)
    }

    @usableFromInline @_alwaysEmitIntoClient
    static func calendar(in timeZone: TimeZone?) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone ?? .current
        return calendar
    }
}
