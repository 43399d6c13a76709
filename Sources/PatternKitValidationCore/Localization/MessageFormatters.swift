import Foundation

/// The formatters that write numbers and dates into messages, one per language, made once
/// and used under a lock (a formatter is costly to make and not safe to share unguarded).
enum MessageFormatters {
    private static let decimals = Locked<[String: NumberFormatter]>([:])
    private static let dates = Locked<[String: DateFormatter]>([:])

    /// `value` with the decimal separator of `language`, ASCII digits, no grouping.
    static func decimal(language: String, _ value: Double) -> String? {
        decimals.withLock { cache in
            let formatter =
                cache[language]
                ?? {
                    let formatter = NumberFormatter()
                    formatter.locale = Locale(identifier: "\(language)@numbers=latn")
                    formatter.numberStyle = .decimal
                    formatter.usesGroupingSeparator = false
                    formatter.maximumFractionDigits = 15
                    cache[language] = formatter
                    return formatter
                }()
            return formatter.string(from: NSNumber(value: value))
        }
    }

    /// `date`'s calendar day in UTC, written in full as `language` writes dates, with ASCII digits.
    static func date(language: String, _ date: Date) -> String? {
        dates.withLock { cache in
            let formatter =
                cache[language]
                ?? {
                    let formatter = DateFormatter()
                    formatter.locale = Locale(identifier: "\(language)@numbers=latn")
                    formatter.calendar = Calendar(identifier: .gregorian)
                    formatter.timeZone = TimeZone(identifier: "UTC")
                    formatter.dateStyle = .long
                    formatter.timeStyle = .none
                    cache[language] = formatter
                    return formatter
                }()
            return formatter.string(from: date)
        }
    }
}
