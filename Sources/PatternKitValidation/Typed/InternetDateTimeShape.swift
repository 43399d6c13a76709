/// Whether text is written exactly as a calendar day or an internet date-time (RFC 3339), with
/// a day that exists: what a date field accepts before any parser reads the value, so that no
/// reader rolls an impossible day over (`2001-02-29` is not 1 March) or ignores what follows
/// the value (`2000-02-29T00:00:00Zxyz`).
package enum InternetDateTimeShape {
    /// `YYYY-MM-DD` in ASCII digits: a year from 0001 to 9999, a month and a day that exist in
    /// the proleptic Gregorian calendar.
    package static func isCalendarDay(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 10 && isDay(bytes[...])
    }

    /// `YYYY-MM-DDThh:mm:ss`, an optional fraction of one to nine digits, then `Z` or an offset
    /// `±hh:mm`, and nothing else: the day exists (as ``isCalendarDay(_:)``), hours up to 23,
    /// minutes and seconds up to 59 (a leap second, `:60`, is refused), offsets up to 23:59.
    package static func isMoment(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, isDay(bytes[0..<10]), bytes[10] == UInt8(ascii: "T"),
            let hour = number(bytes[11..<13]), hour <= 23, bytes[13] == UInt8(ascii: ":"),
            let minute = number(bytes[14..<16]), minute <= 59, bytes[16] == UInt8(ascii: ":"),
            let second = number(bytes[17..<19]), second <= 59
        else { return false }
        var rest = bytes[19...]
        if rest.first == UInt8(ascii: ".") {
            let digits = rest.dropFirst().prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard (1...9).contains(digits.count) else { return false }
            rest = rest.dropFirst(1 + digits.count)
        }
        if Array(rest) == [UInt8(ascii: "Z")] { return true }
        let offset = Array(rest)
        guard offset.count == 6, offset[0] == UInt8(ascii: "+") || offset[0] == UInt8(ascii: "-"),
            let hours = number(offset[1..<3]), hours <= 23, offset[3] == UInt8(ascii: ":"),
            let minutes = number(offset[4..<6]), minutes <= 59
        else { return false }
        return true
    }

    private static func isDay(_ bytes: ArraySlice<UInt8>) -> Bool {
        InternetDateTime.civilDay(bytes) != nil
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        InternetDateTime.digits(bytes)
    }
}
