import Foundation
import PatternKitValidation
import PatternKitValidationCore
import Testing

/// Random values of every kind, from a fixed seed, written in every spelling the kind's reader
/// accepts, read back equal by every reader (and equal to what Foundation reads, where Foundation
/// reads the spelling exactly); spellings that are not the kind's value are refused by every reader.
@Suite("One strict reader per kind: random values in every spelling")
struct OneReaderPerKindPropertyTests {
    /// xorshift64* from a fixed, nonzero seed: the same values on every run and platform.
    struct Seeded {
        var state: UInt64

        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }

        mutating func int(in range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
        }

        mutating func bool() -> Bool { next() & 1 == 1 }

        mutating func digits(_ count: Int, nonzeroEnds: Bool = true) -> String {
            var text = ""
            for index in 0..<count {
                let zeroAllowed = !nonzeroEnds || (index != 0 && index != count - 1)
                text += String(zeroAllowed ? int(in: 0...9) : int(in: 1...9))
            }
            return text
        }
    }

    static let count = 300
    static let textReaders: [KindReader] = [.json, .urlEncoded, .typedText]

    /// Reads `spelling` with every reader, expecting `expected` (compared by `same`), and that the
    /// readers agree to the bit.
    @MainActor
    static func expectRead(
        _ spelling: String, as kind: FormValueKind, readers: [KindReader] = textReaders,
        same: (FormValue) -> Bool
    ) {
        var first: FormValue?
        for reader in readers {
            guard case .value(let value) = reader.read(spelling, as: kind) else {
                Issue.record("\(reader) refused \(kind.shape) \(spelling)")
                continue
            }
            #expect(same(value), "\(reader) read \(kind.shape) \(spelling) as \(value)")
            if let first { #expect(value.isExactly(first), "\(reader) disagrees on \(spelling)") }
            first = first ?? value
        }
    }

    @MainActor
    static func expectRefused(_ spelling: String, as kind: FormValueKind, readers: [KindReader] = textReaders) {
        for reader in readers {
            let verdict = reader.read(spelling, as: kind)
            #expect(verdict.isRefused, "\(reader) read \(kind.shape) \(spelling) as \(verdict)")
        }
    }

    /// `value` as a client writes it with `jsonData(fields:)`, read back by the JSON reader.
    static func writtenAndRead(_ value: FormValue, kind: FormValueKind) -> FormValue? {
        let json = FormValues<KindReader.Field>(typed: [.value: value]).jsonData(fields: [.value])
        let read = try? FormValues(json: json, form: KindReader.form(kind))
        guard let read, read.readingErrors.isEmpty else { return nil }
        return read[value: .value]
    }

    // MARK: Integers

    @Test("Whole numbers: plain, with .0, with an exponent, scientific — the same Int; never a rounded one")
    @MainActor
    func integers() {
        var random = Seeded(state: 37)
        let edges = [0, 1, -1, 9, 10, Int.max, Int.min, Int.max - 1, Int.min + 1, 1_000_000_000_000_000_000]
        for index in 0..<Self.count {
            let value: Int
            if index < edges.count {
                value = edges[index]
            } else {
                value =
                    switch index % 3 {
                    case 0: random.int(in: -1_000...1_000)
                    case 1: Int(truncatingIfNeeded: random.next())
                    default: Int(truncatingIfNeeded: random.next()) >> random.int(in: 1...62)
                    }
            }
            let plain = String(value)
            let sign = value < 0 ? "-" : ""
            let digits = String(value.magnitude)
            var spellings = [plain, plain + ".0", plain + ".000", plain + "e0", plain + "E+0"]
            if value != 0 { spellings.append(plain + "00e-2") }
            spellings.append(
                sign + digits.prefix(1) + (digits.count > 1 ? "." + digits.dropFirst() : "") + "e\(digits.count - 1)")
            if let zeros = digits.lastIndex(where: { $0 != "0" }).map({
                digits.distance(from: $0, to: digits.endIndex) - 1
            }),
                zeros > 0
            {
                spellings.append(sign + digits.dropLast(zeros) + "e\(zeros)")
            }
            for spelling in spellings {
                Self.expectRead(spelling, as: .integer) { $0 == .integer(value) }
            }
            #expect(Self.writtenAndRead(.integer(value), kind: .integer) == .integer(value))

            // Not a whole number, not this one, or not written plainly.
            let zeros = String(repeating: "0", count: random.int(in: 0...60))
            var wrong = [
                plain + "." + zeros + "1", plain + ".5", "0" + digits, "00" + plain,
                "0x" + String(value.magnitude, radix: 16),
            ]
            if value >= 0 { wrong.append("+" + plain) }
            if value != 0 { wrong.append(plain + "0000000000000000000") }
            if value % 10 != 0 { wrong.append(plain + "e-1") }
            for spelling in wrong {
                Self.expectRefused(spelling, as: .integer)
            }
        }
    }

    // MARK: Floating-point numbers

    @Test("Doubles: the shortest text, 17 digits, scientific — the same Double; too small or large is refused")
    @MainActor
    func numbers() {
        var random = Seeded(state: 0x37_0001)
        for index in 0..<Self.count {
            var value: Double
            repeat {
                value =
                    index % 2 == 0
                    ? Double(bitPattern: random.next()) : Double(random.int(in: -100_000...100_000)) / 100
            } while !value.isFinite
            let spellings = [
                "\(value)", String(format: "%.17g", value), String(format: "%.17e", value),
                String(format: "%.17E", value),
            ]
            for spelling in spellings {
                // Foundation's reading of the same text: the nearest Double.
                Self.expectRead(spelling, as: .number) { $0 == .number(value) && $0 == .number(Double(spelling)!) }
            }
            #expect(Self.writtenAndRead(.number(value), kind: .number) == .number(value))

            let plain = "\(value.magnitude)"
            Self.expectRefused("+" + plain, as: .number)
            Self.expectRefused("0x1p\(random.int(in: -1_074...1_023))", as: .number)
            Self.expectRefused("\(random.int(in: 1...9))e-\(random.int(in: 325...100_000))", as: .number)
            Self.expectRefused("\(random.int(in: 1...9))e\(random.int(in: 309...100_000))", as: .number)
        }
        for word in ["nan", "NaN", "-nan", "inf", "-inf", "+inf", "infinity", "Infinity", "-Infinity", "snan"] {
            Self.expectRefused(word, as: .number)
        }
    }

    // MARK: Decimals

    /// `digits` × 10^`exponent` written without an exponent, as `Decimal` describes itself.
    static func plain(_ digits: String, exponent: Int, negative: Bool) -> String {
        let sign = negative ? "-" : ""
        if exponent >= 0 { return sign + digits + String(repeating: "0", count: exponent) }
        let point = digits.count + exponent
        if point > 0 { return sign + digits.prefix(point) + "." + digits.dropFirst(point) }
        return sign + "0." + String(repeating: "0", count: -point) + digits
    }

    @Test("Decimals of up to 38 digits, exponents -128…127: every digit kept in every spelling; more is refused")
    @MainActor
    func decimals() {
        var random = Seeded(state: 0x37_0002)
        for _ in 0..<Self.count {
            let count = random.int(in: 1...38)
            let digits = random.digits(count)
            let exponent = random.int(in: -128...(127 + 38 - count))
            let negative = random.bool()
            let sign = negative ? "-" : ""
            let plain = Self.plain(digits, exponent: exponent, negative: negative)
            let spellings = [
                plain, sign + digits + "e\(exponent)", sign + digits + "E\(exponent >= 0 ? "+" : "")\(exponent)",
                sign + "0." + digits + "e\(exponent + count)", sign + digits + "000e\(exponent - 3)",
            ]
            for spelling in spellings {
                Self.expectRead(spelling, as: .decimal) { value in
                    guard case .decimal(let number) = value else { return false }
                    return "\(number)" == plain
                }
            }
            if case .value(let read) = KindReader.typedText.read(spellings[1], as: .decimal),
                case .decimal(let number)? = Self.writtenAndRead(read, kind: .decimal)
            {
                #expect("\(number)" == plain)
            } else {
                Issue.record("\(plain) written by jsonData is not read back")
            }

            // More digits than Decimal holds, or a last digit below 10^-128: never rounded.
            let long = random.digits(random.int(in: 39...80))
            Self.expectRefused(sign + long + "e\(random.int(in: -20...20))", as: .decimal)
            Self.expectRefused(sign + digits + "e\(-129 - random.int(in: 0...1_000))", as: .decimal)
            Self.expectRefused(sign + digits + "e\(166 - count + random.int(in: 0...1_000))", as: .decimal)
            Self.expectRefused("0x" + digits, as: .decimal)
        }
    }

    // MARK: Switches

    @Test("Switches: JSON's true and false; text's true/on/1/yes and false/off/0/no in any case")
    @MainActor
    func bools() {
        var random = Seeded(state: 0x37_0003)
        func anyCase(_ word: String) -> String {
            String(word.map { random.bool() ? Character($0.uppercased()) : $0 })
        }
        for _ in 0..<Self.count {
            let flag = random.bool()
            Self.expectRead(flag ? "true" : "false", as: .bool, readers: KindReader.allCases) { $0 == .bool(flag) }
            let words = flag ? ["true", "on", "1", "yes"] : ["false", "off", "0", "no"]
            Self.expectRead(anyCase(words[random.int(in: 0...3)]), as: .bool, readers: [.urlEncoded, .typedText]) {
                $0 == .bool(flag)
            }
            #expect(Self.writtenAndRead(.bool(flag), kind: .bool) == .bool(flag))
            let word = words[random.int(in: 0...3)]
            for wrong in [word + "x", " " + word, word + " ", "\"\(word)\"", String(word.dropLast())]
            where !wrong.isEmpty {
                Self.expectRefused(wrong, as: .bool, readers: [.urlEncoded, .typedText])
            }
        }
    }

    // MARK: Dates

    static let earliest = -62_135_596_800  // 0001-01-01T00:00:00Z
    static let latest = 253_402_300_799  // 9999-12-31T23:59:59Z

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// The instant `seconds` (since 1970) written with `fraction` as the local time `offset`
    /// minutes from UTC, with that offset; in UTC with `Z` when `offset` is `nil`.
    static func written(_ seconds: Int, fraction: String, offset: Int?) -> String {
        let local = InternetDateTime.string(Date(timeIntervalSince1970: Double(seconds + (offset ?? 0) * 60)))
        guard let offset else { return local.dropLast() + fraction + "Z" }
        let zone = (offset < 0 ? "-" : "+") + twoDigits(abs(offset) / 60) + ":" + twoDigits(abs(offset) % 60)
        return local.dropLast() + fraction + zone
    }

    @Test("Dates: days and moments with any offset and fraction read as their instant; out of 0001–9999 UTC refused")
    @MainActor
    func dates() {
        var random = Seeded(state: 0x37_0004)
        let foundation = ISO8601DateFormatter()
        foundation.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for index in 0..<Self.count {
            // Near the ends of the range as often as in it.
            let seconds =
                switch index % 3 {
                case 0: Self.earliest + random.int(in: 0...200_000)
                case 1: Self.latest - random.int(in: 0...200_000)
                default: random.int(in: Self.earliest...Self.latest)
                }
            let milliseconds = random.int(in: 0...999)
            let instant = Date(timeIntervalSince1970: Double(seconds) + Double(milliseconds) / 1_000)
            let offset = random.int(in: -(14 * 60)...(14 * 60))
            let fraction = String(format: ".%03d", milliseconds) + String(repeating: "0", count: random.int(in: 0...6))
            for zone in [nil, 0, offset] {
                let local = seconds + (zone ?? 0) * 60
                guard (Self.earliest...Self.latest).contains(local) else { continue }
                let spelling = Self.written(seconds, fraction: fraction, offset: zone)
                Self.expectRead(spelling, as: .date) { value in
                    guard case .date(let date) = value else { return false }
                    // A Date far from 2001 has a few microseconds of precision.
                    return abs(date.timeIntervalSince(instant)) < 1e-4
                }
                // Where Foundation's calendar is RFC 3339's (from 1583), it reads the same instant.
                if seconds > -12_212_553_600, let theirs = foundation.date(from: spelling),
                    case .value(.date(let date)) = KindReader.typedText.read(spelling, as: .date)
                {
                    #expect(abs(theirs.timeIntervalSince(date)) < 0.001, "\(spelling)")
                }
            }
            // The same local time, with an offset that puts its instant out of range.
            if seconds - Self.earliest < 14 * 3_600 {
                let beyond = (seconds - Self.earliest) / 60 + 1
                if beyond <= 14 * 60 {
                    Self.expectRefused(Self.written(seconds - beyond * 60, fraction: "", offset: beyond), as: .date)
                }
            }
            if Self.latest - seconds < 14 * 3_600 {
                let beyond = (Self.latest - seconds) / 60 + 1
                if beyond <= 14 * 60 {
                    Self.expectRefused(Self.written(seconds + beyond * 60, fraction: "", offset: -beyond), as: .date)
                }
            }

            // A day: midnight UTC of it, written back as it was.
            let day = String(InternetDateTime.string(instant).prefix(10))
            Self.expectRead(day, as: .date) { value in
                guard case .date(let date) = value else { return false }
                return InternetDateTime.string(date) == day + "T00:00:00Z"
            }
            let month = [2, 4, 6, 9, 11][random.int(in: 0...4)]
            let impossible = day.prefix(4) + "-" + Self.twoDigits(month) + "-" + Self.twoDigits(random.int(in: 31...39))
            Self.expectRefused(impossible, as: .date)
        }
        Self.expectRefused("2001-02-29", as: .date)
    }

    // MARK: Text

    @Test("Text: every scalar kept — a byte order mark, combining marks, controls — by every reader")
    @MainActor
    func texts() {
        var random = Seeded(state: 0x37_0005)
        let pool: [String] =
            TextGen.pool.map(String.init) + ["\u{FEFF}", "\u{FFFE}", "\u{10FFFF}", "\"", "\\", "&", "=", "%", "+"]
        for _ in 0..<Self.count {
            var text = random.bool() ? "\u{FEFF}" : ""
            for _ in 0..<random.int(in: 0...16) { text += pool[random.int(in: 0...(pool.count - 1))] }
            Self.expectRead(text, as: .text, readers: KindReader.allCases) { $0.isExactly(.text(text)) }
            #expect(
                Self.writtenAndRead(.text(text), kind: .text)?.isExactly(.text(text)) == true,
                "\(text.debugDescription)")
        }
    }
}
