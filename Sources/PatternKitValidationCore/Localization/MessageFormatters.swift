import Foundation
import PatternKitTextEditing

/// The formatters that write numbers and dates into messages, one per language, made once
/// and used under a lock (a formatter is costly to make and not safe to share unguarded).
enum MessageFormatters {
    private static let decimals = Locked<[String: NumberFormatter]>([:])
    private static let dates = Locked<[String: DateFormatter]>([:])

    /// `value` with the decimal separator of `language`, ASCII digits, no grouping.
    static func decimal(language: String, _ value: Double) -> String? {
        format(with: decimals, language: language, make: makeDecimal) { $0.string(from: NSNumber(value: value)) }
    }

    /// `date`'s calendar day in UTC, written in full as `language` writes dates, with ASCII digits.
    static func date(language: String, _ date: Date) -> String? {
        format(with: dates, language: language, make: makeDate) { $0.string(from: date) }
    }

    /// `format` with the formatter of `language` in `cache`, made by `make` the first time.
    private static func format<Formatter>(
        with cache: Locked<[String: Formatter]>, language: String, make: (Locale) -> Formatter,
        _ format: (Formatter) -> String?
    ) -> String? {
        cache.withLock { formatters in
            let formatter =
                formatters[language]
                ?? {
                    let made = make(Locale(identifier: "\(language)@numbers=latn"))
                    formatters[language] = made
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

    private static func makeDate(_ locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter
    }
}
