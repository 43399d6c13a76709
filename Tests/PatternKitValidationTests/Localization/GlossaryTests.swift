import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

/// Each language's messages against its glossary page: the word the page gives for a term is
/// the word the messages about that term use, and no message uses a wording the page avoids.
@Suite("Glossary")
struct GlossaryTests {
    /// The messages that speak of each term, in every language.
    static let messagesOfTerm: [(term: String, keys: [String])] = [
        (
            "value",
            [
                "reason.1130", "reason.1131", "reason.1132", "reason.1133", "reason.1561", "reason.1563", "reason.1564",
                "reason.1565", "reason.1566",
            ]
        ),
        ("field", ["reason.1521", "reason.1566", "reason.1581", "reason.1582"]),
        (
            "letters",
            [
                "reason.1002", "reason.1003", "reason.1006", "reason.1106", "reason.1234", "checklist.1234",
                "checklist.1234.one",
            ]
        ),
        (
            "digits",
            [
                "reason.1001", "reason.1003", "reason.1005", "reason.1006", "reason.1106", "reason.1201", "reason.1235",
                "checklist.1235", "checklist.1235.one",
            ]
        ),
        (
            "characters",
            [
                "reason.1004", "reason.1105", "reason.1110", "reason.1111", "reason.1112", "reason.1230", "reason.1231",
                "checklist.1230", "checklist.1231",
            ]
        ),
        ("symbols", ["reason.1006", "reason.1106", "reason.1236", "checklist.1236", "checklist.1236.one"]),
        ("spaces", ["reason.1006", "reason.1106", "reason.1102", "reason.1238", "checklist.1238"]),
        ("decimal places", ["reason.1122"]),
        ("for example", ["reason.1185", "reason.1200"]),
    ]

    /// English 1001 keeps the article's "numerical values" (the published contract).
    static let contractTexts: Set<String> = ["en reason.1001"]

    /// Counts that pick different plural forms in the languages that have them.
    static let counts = [1, 2, 5, 21]

    @Test("Every language has a glossary page with every term, and no page without a language")
    func pages() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Glossary.folder.path)
        #expect(Set(files) == Set(ValidationLocalization.availableLanguages.map { "\($0).md" }))
        for language in ValidationLocalization.availableLanguages {
            let glossary = try #require(Glossary(language: language), "\(language)")
            #expect(Set(glossary.forms.keys) == Set(Glossary.terms), "\(language)")
            for (term, forms) in glossary.forms {
                #expect(!forms.isEmpty && !forms.contains(""), "\(language) \(term)")
            }
        }
    }

    @Test("The glossary is not shipped: the bundle has no page")
    func notShipped() throws {
        let root = try #require(Bundle.module.resourceURL)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects ?? []
        let names = files.compactMap { ($0 as? URL)?.lastPathComponent }
        #expect(names.contains { $0.hasSuffix(".strings") }, "the tables are where the test looks")
        #expect(!names.contains { $0.hasSuffix(".md") || $0 == "Glossary" }, "\(names)")
    }

    @Test(
        "A message about a term uses the glossary's word for it",
        arguments: ValidationLocalization.availableLanguages)
    func termsUsed(language: String) throws {
        let glossary = try #require(Glossary(language: language))
        for count in Self.counts {
            let messages = Dictionary(
                MessageWordingTests.everyMessage(in: language, count: count).map { ($0.key, $0.text) },
                uniquingKeysWith: { first, _ in first })
            for (term, keys) in Self.messagesOfTerm {
                for key in keys where !Self.contractTexts.contains("\(language) \(key)") {
                    let text = try #require(messages[key], "\(language) \(key)")
                    #expect(
                        glossary.uses(term, in: text),
                        "\(language) \(key) (\(count)): “\(text)” does not use \(glossary.forms[term] ?? []) for \(term)"
                    )
                }
            }
        }
    }

    @Test("No message uses a wording its glossary avoids", arguments: ValidationLocalization.availableLanguages)
    func avoidedWordings(language: String) throws {
        let glossary = try #require(Glossary(language: language))
        #expect(!glossary.avoided.isEmpty)
        for count in Self.counts {
            for (key, text) in MessageWordingTests.everyMessage(in: language, count: count) {
                for wording in glossary.avoided {
                    #expect(
                        !Glossary.contains(wording, in: text), "\(language) \(key): “\(text)” contains “\(wording)”")
                }
            }
        }
    }
}
