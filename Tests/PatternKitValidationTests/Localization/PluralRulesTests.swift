import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

@Suite("Plural rules")
struct PluralRulesTests {
    /// CLDR's published samples (plurals.xml, CLDR 46) for each category of each language,
    /// written as CLDR writes them: "2~4" is a range, "0.0~1.5" steps by the last digit.
    static let samples: [(languages: [String], category: PluralCategory, samples: String)] = [
        (["en", "de", "nl"], .one, "1"),
        (["en", "de", "nl"], .other, "0, 2~16, 100, 1000, 10000, 100000, 1000000, 0.0~1.5, 10.0, 100.0, 1000.0"),
        (["it"], .one, "1"),
        (["it"], .many, "1000000"),
        (["it"], .other, "0, 2~16, 100, 1000, 10000, 100000, 0.0~1.5, 10.0, 100.0, 1000.0"),
        (["es"], .one, "1, 1.0, 1.00, 1.000"),
        (["es"], .many, "1000000"),
        (["es"], .other, "0, 2~16, 100, 1000, 10000, 100000, 0.0~0.9, 1.1~1.6, 10.0, 100.0"),
        (["fr", "pt", "pt-BR"], .one, "0, 1, 0.0~1.5"),
        (["fr", "pt", "pt-BR"], .many, "1000000, 2000000, 3000000"),
        (["fr", "pt", "pt-BR"], .other, "2~17, 100, 1000, 10000, 100000, 2.0~3.5, 10.0, 100.0"),
        (["hi"], .one, "0, 1, 0.0~1.0, 0.00~0.04"),
        (["hi"], .other, "2~17, 100, 1000, 10000, 100000, 1000000, 1.1~2.6, 10.0, 100.0"),
        (["tr"], .one, "1, 1.0, 1.00"),
        (["tr"], .other, "0, 2~16, 100, 1000, 10000, 100000, 1000000, 0.0~0.9, 1.1~1.6, 10.0"),
        (["ja", "ko", "zh-Hans", "zh"], .other, "0~15, 100, 1000, 10000, 100000, 1000000, 0.0~1.5, 10.0"),
        (["ru", "uk"], .one, "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001"),
        (["ru", "uk"], .few, "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002"),
        (["ru", "uk"], .many, "0, 5~19, 100, 1000, 10000, 100000, 1000000"),
        (["ru", "uk"], .other, "0.0~1.5, 10.0, 100.0, 1000.0"),
        (["pl"], .one, "1"),
        (["pl"], .few, "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002"),
        (["pl"], .many, "0, 5~19, 100, 1000, 10000, 100000, 1000000"),
        (["pl"], .other, "0.0~1.5, 10.0, 100.0, 1000.0"),
        (["ar"], .zero, "0, 0.0, 0.00"),
        (["ar"], .one, "1, 1.0, 1.00"),
        (["ar"], .two, "2, 2.0, 2.00"),
        (["ar"], .few, "3~10, 103~110, 1003, 3.0, 4.0, 5.0"),
        (["ar"], .many, "11~26, 111, 1011, 11.0, 12.0, 13.0"),
        (
            ["ar"], .other,
            "100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, 10000, 100000, 1000000, 0.1~0.9, 1.1~1.7, 10.1, 100.0"
        ),
        (["sv", "xx", ""], .other, "0, 1, 2, 5, 21, 1.5"),
    ]

    @Test("Each language's categories match CLDR's samples", arguments: samples)
    func cldrSamples(languages: [String], category: PluralCategory, samples: String) throws {
        for language in languages {
            let rules = PluralRules(language: language)
            for sample in Self.expand(samples) {
                let operands = try #require(PluralOperands(decimal: sample), "\(sample)")
                #expect(rules.category(for: operands) == category, "\(language) \(sample)")
                if let count = Int(sample) {
                    #expect(rules.category(for: count) == category, "\(language) \(count)")
                    #expect(rules.category(for: -count) == category, "\(language) -\(count)")
                }
            }
        }
    }

    @Test(
        "A language lists the categories its rules produce, other last",
        arguments: [
            ("en", [PluralCategory.one, .other]), ("ja", [.other]), ("fr", [.one, .many, .other]),
            ("ru-RU", [.one, .few, .many, .other]), ("pl", [.one, .few, .many, .other]),
            ("ar", [.zero, .one, .two, .few, .many, .other]), ("klingon", [.other]),
        ])
    func categories(language: String, expected: [PluralCategory]) {
        let rules = PluralRules(language: language)
        #expect(rules.categories == expected)
        let counts = Array(0...1000) + [1_000_000, 2_000_000]
        let produced = Set(counts.map { rules.category(for: $0) } + [rules.category(for: 1.5)])
        #expect(produced == Set(expected), "every listed category occurs, and no other")
    }

    @Test(
        "Numbers as messages show them: 2.0 is 2, 1.5 keeps its fraction",
        arguments: [
            ("en", 1.0, PluralCategory.one), ("en", 1.5, .other), ("ru", 21.0, .one), ("ru", 2.5, .other),
            ("fr", 1.5, .one), ("ar", 2.0, .two), ("ar", 0.5, .other), ("pl", .infinity, .other), ("ru", .nan, .other),
            ("ru", 1e20, .other), ("en", -1.0, .one),
        ])
    func doubles(language: String, number: Double, expected: PluralCategory) {
        #expect(PluralRules(language: language).category(for: number) == expected)
    }

    @Test("Extreme counts never crash", arguments: [Int.min, Int.max, Int.min + 1])
    func extremes(count: Int) {
        for language in ValidationLocalization.availableLanguages {
            _ = PluralRules(language: language).category(for: count)
        }
        #expect(PluralRules(language: "ru").category(for: Int.max) == .many)  // 9223372036854775807 ends in 07
    }

    @Test(
        "Operands are read from decimal text; anything else is refused",
        arguments: [
            ("1.50", PluralOperands?.some(PluralOperands(n: 1.5, i: 1, v: 2, f: 50))),
            ("-3", PluralOperands(n: 3, i: 3, v: 0, f: 0)), ("1e3", nil), ("", nil), (".5", nil), ("1.2.3", nil),
            ("١٢", nil), ("12345678901234567890", nil),
        ])
    func operands(text: String, expected: PluralOperands?) {
        #expect(PluralOperands(decimal: text) == expected)
    }

    /// "2~4, 0.0~0.3" → ["2", "3", "4", "0.0", "0.1", "0.2", "0.3"].
    static func expand(_ samples: String) -> [String] {
        samples.split(separator: ",").flatMap { item -> [String] in
            let bounds = item.trimmingCharacters(in: .whitespaces).split(separator: "~").map(String.init)
            guard bounds.count == 2 else { return bounds }
            let decimals = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
            let scale = (0..<decimals).reduce(1) { value, _ in value * 10 }
            let from = Int(bounds[0].replacingOccurrences(of: ".", with: ""))!
            let to = Int(bounds[1].replacingOccurrences(of: ".", with: ""))!
            return (from...to).map { value in
                decimals == 0 ? String(value) : "\(value / scale).\(String(value % scale).leftPadded(to: decimals))"
            }
        }
    }
}

extension PluralOperands {
    init(n: Double, i: Int, v: Int, f: Int) {
        self.init(0)
        self.n = n
        self.i = i
        self.v = v
        self.f = f
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
