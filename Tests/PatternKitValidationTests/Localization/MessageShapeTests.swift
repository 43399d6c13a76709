import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

/// The template shapes a native-speaker review rejected, so that they do not come back: an
/// example outside parentheses ("not a valid expiry date such as 12/29" reads as if 12/29 were
/// invalid), "decimal separator" in a count, and an ISO 8601 date inside a message.
@Suite("Message shapes")
struct MessageShapeTests {
    static let bundle = Bundle.module

    /// The literal examples the messages give.
    static let examples = ["12/29", "#FF8800"]

    /// Whether every occurrence of `needle` in `text` lies inside parentheses (ASCII or full-width).
    static func insideParentheses(_ needle: String, in text: String) -> Bool {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(needle) && depth == 0 { return false }
            switch text[index] {
            case "(", "（": depth += 1
            case ")", "）": depth -= 1
            default: break
            }
            index = text.index(after: index)
        }
        return true
    }

    @Test(
        "Finding an example outside parentheses",
        arguments: [
            ("The input is not a valid expiry date such as 12/29", "12/29", false),
            ("The input is not a valid expiry date (for example, 12/29)", "12/29", true),
            ("有効な16進カラー（例：#FF8800）ではありません", "#FF8800", true),
            ("Girdi #FF8800 gibi geçerli bir onaltılık renk değil", "#FF8800", false),
            ("(0–9) then 12/29", "12/29", false),
        ])
    func findsExamples(text: String, example: String, inside: Bool) {
        #expect(Self.insideParentheses(example, in: text) == inside)
    }

    @Test(
        "An example stands in parentheses, after the glossary's “for example”",
        arguments: ValidationLocalization.availableLanguages)
    func examplesInParentheses(language: String) throws {
        let glossary = try #require(Glossary(language: language))
        let markers = glossary.forms["for example"] ?? []
        for (key, text) in MessageWordingTests.everyMessage(in: language) {
            let lowercased = text.lowercased()
            for needle in (Self.examples + markers).map({ $0.lowercased() }) where lowercased.contains(needle) {
                #expect(Self.insideParentheses(needle, in: lowercased), "\(language) \(key): \(text)")
            }
        }
        for (key, example) in [("reason.1185", "12/29"), ("reason.1200", "#FF8800")] {
            let text = try #require(MessageWordingTests.everyMessage(in: language).first { $0.key == key }?.text)
            #expect(Self.insideParentheses(example, in: text) && text.contains(example), "\(language) \(key): \(text)")
        }
    }

    /// How each language says "decimal separator": never in a message that counts digits,
    /// which speaks of decimal places instead.
    static let decimalSeparators: [String: [String]] = [
        "en": ["separator"], "de": ["trennzeichen"], "es": ["separador"], "fr": ["séparateur"],
        "it": ["separatore"], "nl": ["decimaalteken"], "pl": ["separator"], "pt-BR": ["separador"],
        "tr": ["ayırıcı"], "ru": ["разделител"], "uk": ["роздільник"], "ar": ["الفاصلة العشرية", "فاصل"],
        "hi": ["विभाजक"], "ja": ["区切り"], "ko": ["구분 기호", "구분자"], "zh-Hans": ["分隔符"],
    ]

    @Test("No count message speaks of a decimal separator", arguments: ValidationLocalization.availableLanguages)
    func noDecimalSeparator(language: String) throws {
        let words = try #require(Self.decimalSeparators[language])
        for count in [1, 2, 5] {
            let counted = MessageWordingTests.countedMessages(in: language, count: count)
            #expect(counted.contains { $0.key == "reason.1122" })
            for (key, text) in counted {
                for word in words {
                    #expect(!text.lowercased().contains(word), "\(language) \(key): \(text)")
                }
            }
        }
    }

    /// An ISO 8601 calendar date, as a rule's bound is written in code ("2025-01-01").
    static var isoDate: Regex<Substring> { /[0-9]{4}-[0-9]{2}-[0-9]{2}/ }

    @Test("No message text holds an ISO 8601 date", arguments: ValidationLocalization.availableLanguages)
    func noISODates(language: String) {
        var texts = StringsTable.table(nil, bundle: Self.bundle, language: language).map { ($0.key, $0.value) }
        for (key, entry) in StringsTable.plurals(nil, bundle: Self.bundle, language: language) {
            texts.append((key, entry.format))
            for forms in entry.variables.values {
                texts += forms.values.map { (key, $0) }
            }
        }
        texts += MessageWordingTests.everyMessage(in: language).map { ($0.key, $0.text) }
        #expect(!texts.isEmpty)
        for (key, text) in texts {
            #expect(text.firstMatch(of: Self.isoDate) == nil, "\(language) \(key): \(text)")
        }
        #expect("at least 2025-01-01".firstMatch(of: Self.isoDate) != nil, "the pattern finds a date")
    }

    /// The date bounds (1134–1137): the date is a parameter, formatted by the caller for the language.
    static let dateCodes: [ValidationError.Code] = [1134, 1135, 1136, 1137]

    @Test("Date bounds show the date given, in every language", arguments: ValidationLocalization.availableLanguages)
    func dateBounds(language: String) {
        let generic = ValidationError(12_345).localizedFailureReason(in: language)
        var reasons = Set<String>()
        for code in Self.dateCodes {
            let error = ValidationError(
                code, parameters: [.minimum: .string("1 January 2025"), .maximum: .string("1 January 2025")])
            let reason = error.localizedFailureReason(in: language)
            #expect(reason != generic && reason.contains("1 January 2025") && !reason.contains("{"), "\(language)")
            reasons.insert(reason)
        }
        #expect(reasons.count == Self.dateCodes.count, "\(language): four different date messages")
    }
}
