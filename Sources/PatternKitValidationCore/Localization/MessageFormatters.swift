import Foundation
import PatternKitTextEditing

/// The formatters that write numbers and dates into messages, one per language, made once
/// and used under a lock (a formatter is costly to make and not safe to share unguarded).
///
/// A decimal is also remembered once written, per language: the numbers in messages are
/// mostly a rule's own bounds (a minimum of 2.5), written again for every failure, and
/// `NumberFormatter.string(from:)` costs microseconds where a lookup costs nanoseconds. The
/// text is the formatter's, so it is the same either way.
enum MessageFormatters {
    private static let decimals = Locked<[String: NumberFormatter]>([:])
    private static let dates = Locked<[String: DateFormatter]>([:])
    /// Decimals and dates already written, by language (and time zone, for a moment) and by
    /// the number's bits (so `-0.0` and `0.0`, which compare equal, keep their own texts) or
    /// the date's: one slot each in a fixed table (``rememberedValues`` slots; a value whose
    /// slot is taken replaces what was there), so values that never repeat (typed by users)
    /// cannot make it grow, a lookup allocates nothing, and an app carries no dictionary code
    /// for it.
    private static let written = Locked(WrittenValues())
    /// How many numbers and dates are remembered at most.
    static let rememberedValues = 1_024

    /// The table behind ``written``.
    private struct WrittenValues {
        struct Slot {
            let language: String
            let key: UInt64
            let text: String
        }

        var slots = [Slot?](repeating: nil, count: MessageFormatters.rememberedValues)

        static func slot(language: String, key: UInt64) -> Int {
            var hasher = Hasher()
            hasher.combine(language)
            hasher.combine(key)
            return Int(UInt(bitPattern: hasher.finalize()) % UInt(MessageFormatters.rememberedValues))
        }
    }

    /// `value` with the decimal separator of `language`, ASCII digits, no grouping.
    static func decimal(language: String, _ value: Double) -> String? {
        remembered(language: language, key: value.bitPattern) {
            format(with: decimals, language: language, make: makeDecimal) { $0.string(from: NSNumber(value: value)) }
        }
    }

    /// `value` with every digit it holds and the decimal separator of `language`, ASCII
    /// digits, no grouping: not through `Double`, which would round it.
    static func decimal(language: String, _ value: Decimal) -> String? {
        let text = value.description
        guard let point = text.firstIndex(of: "."),
            let separator = format(with: decimals, language: language, make: makeDecimal, { $0.decimalSeparator }),
            separator != "."
        else { return text }
        return String(text[..<point]) + separator + text[text.index(after: point)...]
    }

    /// `date` written in full as `language` writes dates, with ASCII digits: a calendar day
    /// (midnight UTC, ``InternetDateTime/isCalendarDay(_:)``) as that day, whatever the time
    /// zone; any other moment as its day and time in `timeZone`.
    static func date(language: String, _ date: Date, in timeZone: TimeZone) -> String? {
        let isDay = InternetDateTime.isCalendarDay(date)
        // A moment's text depends on the time zone too: its formatter and memory are per zone.
        let key = isDay ? language : language + "\u{0}" + timeZone.identifier
        return remembered(language: key, key: date.timeIntervalSince1970.bitPattern) {
            format(with: dates, language: language, key: key, make: { makeDate($0, moment: isDay ? nil : timeZone) }) {
                $0.string(from: date)
            }
        }
    }

    /// The text remembered for `key` in `language`, or the one `write` makes (then
    /// remembered).
    private static func remembered(language: String, key: UInt64, write: () -> String?) -> String? {
        let index = WrittenValues.slot(language: language, key: key)
        let remembered = written.withLock { $0.slots[index] }
        if let remembered, remembered.key == key, remembered.language == language { return remembered.text }
        guard let text = write() else { return nil }
        written.withLock { $0.slots[index] = WrittenValues.Slot(language: language, key: key, text: text) }
        return text
    }

    /// `format` with the formatter of `language` in `cache` (under `key`, `language` itself
    /// unless told), made by `make` the first time.
    private static func format<Formatter>(
        with cache: Locked<[String: Formatter]>, language: String, key: String? = nil, make: (Locale) -> Formatter,
        _ format: (Formatter) -> String?
    ) -> String? {
        cache.withLock { formatters in
            let key = key ?? language
            let formatter =
                formatters[key]
                ?? {
                    let made = make(Locale(identifier: "\(language)@numbers=latn"))
                    formatters[key] = made
                    return made
                }()
            return format(formatter)
        }
    }

    private static func makeDecimal(_ locale: Locale) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.maximumFractionDigits = 15
        return formatter
    }

    /// A formatter of calendar days (in UTC, the day a date field holds) or, given the time
    /// zone of a `moment`, of days and times there.
    private static func makeDate(_ locale: Locale, moment timeZone: TimeZone?) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone ?? TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        formatter.timeStyle = timeZone == nil ? .none : .short
        return formatter
    }
}
