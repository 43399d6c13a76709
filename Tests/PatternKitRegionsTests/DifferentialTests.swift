import Foundation
import PatternKitRegions
import Testing

/// Inputs across every region with `phonenumbers` 9.0.43's answers (written by
/// `Scripts/RegionData/corpus.py`, fixed seed): PhoneNumber must agree on validity, and on a
/// valid number on its region, type, E.164, national and international formats.
@Suite("Differential corpus: PhoneNumber agrees with libphonenumber on generated inputs")
struct DifferentialTests {
    struct Entry: Sendable {
        let category: String
        let region: String?
        let input: String
        /// Region, type, E.164, national and international format of a valid number; nil when not valid.
        let answer: [String]?
    }

    static func load() throws -> [Entry] {
        let url = try #require(Bundle.module.url(forResource: "differential.tsv", withExtension: "gz"))
        let text = String(decoding: try Gzip.decompress([UInt8](Data(contentsOf: url))), as: UTF8.self)
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Entry(
                category: fields[0], region: fields[1].isEmpty ? nil : fields[1], input: fields[2],
                answer: fields[3] == "1" ? Array(fields[4...8]) : nil)
        }
    }

    /// PhoneNumber's answer, in the corpus's terms.
    static func answer(_ entry: Entry) -> [String]? {
        guard let number = try? PhoneNumber.parse(entry.input, region: entry.region), number.isValid else { return nil }
        return [number.region, number.type.rawValue, number.e164, number.nationalFormat, number.internationalFormat]
    }

    /// The characters PhoneNumber reads: ASCII digits, `+`, and the separators space, tab,
    /// `-`, `.`, `/`, `(`, `)` and no-break space.
    static let readable = Set("0123456789+ \t-./()\u{00A0}".unicodeScalars)

    /// An input written in a way the DocC lists as unsupported (letters for digits, an
    /// extension, text around the number, a tel: URI, digits of other scripts, other
    /// punctuation): it has a character PhoneNumber does not read.
    static func isDocumentedUnsupported(_ entry: Entry) -> Bool {
        !entry.input.unicodeScalars.allSatisfy(readable.contains)
    }

    /// Whether parsing `entry` fails as the DocC says an unsupported form fails: 1170, `invalidCharacter`.
    static func failsAsDocumented(_ entry: Entry) -> Bool {
        do {
            _ = try PhoneNumber.parse(entry.input, region: entry.region)
            return false
        } catch {
            return error.code == .phoneNumber && error.parameters[.problem] == .string("invalidCharacter")
        }
    }

    @Test("Every category agrees 100% with libphonenumber")
    func agreement() throws {
        let entries = try Self.load()
        #expect(entries.count > 5_000)
        var total: [String: Int] = [:]
        var agreed: [String: Int] = [:]
        var unsupported: [String: Int] = [:]
        for entry in entries {
            total[entry.category, default: 0] += 1
            let ours = Self.answer(entry)
            if ours == entry.answer {
                agreed[entry.category, default: 0] += 1
            } else if Self.isDocumentedUnsupported(entry) {
                unsupported[entry.category, default: 0] += 1
                #expect(Self.failsAsDocumented(entry), "\(entry.region ?? "-") \"\(entry.input)\"")
            } else {
                let theirs = entry.answer ?? ["invalid"]
                Issue.record(
                    "\(entry.category) \(entry.region ?? "-") \"\(entry.input)\": \(ours ?? ["invalid"]) ≠ libphonenumber \(theirs)"
                )
            }
        }
        // Each category's tally, shown with a failure (a passing run prints nothing).
        let tally = total.keys.sorted().map { category in
            "\(category): \(agreed[category] ?? 0) of \(total[category] ?? 0) agree, "
                + "\(unsupported[category] ?? 0) documented unsupported"
        }.joined(separator: "; ")
        #expect(
            Set(total.keys) == [
                "international", "national", "mutated", "junk", "withoutPlus", "idd", "random", "otherForms",
            ], "\(tally)")
        // Only the documented forms differ, and only in their own category.
        #expect(unsupported.keys.allSatisfy { $0 == "otherForms" }, "\(tally)")
        #expect(total.values.allSatisfy { $0 >= 100 }, "\(tally)")
        // Not a degenerate corpus: numbers that must be valid and inputs that must not be.
        #expect(entries.filter { $0.category == "national" && $0.answer != nil }.count > 1_000)
        #expect(entries.filter { $0.category == "junk" && $0.answer == nil }.count > 1_000)
    }
}
