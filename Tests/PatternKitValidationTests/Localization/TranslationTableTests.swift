import Foundation
import PatternKitValidation
import Testing

@testable import PatternKitValidationCore

/// Every language's tables against English's: the same keys, the same placeholders and
/// specifiers, and the plural forms its rules need.
@Suite("Translation tables")
struct TranslationTableTests {
    static let bundle = Bundle.module
    static let english = StringsTable.table(nil, bundle: bundle, language: "en")
    static let englishPlurals = StringsTable.plurals(nil, bundle: bundle, language: "en")

    @Test("The bundle ships exactly the advertised languages, English's tables intact")
    func shippedLanguages() {
        // SwiftPM lowercases folder names on some platforms ("zh-hans.lproj").
        let shipped = Set(Self.bundle.localizations.map { $0.lowercased() })
        #expect(shipped == Set(ValidationLocalization.availableLanguages.map { $0.lowercased() }))
        #expect(ValidationLocalization.availableLanguages.count == 16)
        #expect(Self.english["reason.1001"] == "The input can contain only numerical values")
        #expect(Self.englishPlurals.count >= 19, "the counted messages are plural entries")
        #expect(Set(Self.english.keys).isDisjoint(with: Self.englishPlurals.keys), "a key lives in one file")
    }

    @Test(
        "Every key of English exists, is not empty, and keeps English's placeholders",
        arguments: ValidationLocalization.availableLanguages)
    func strings(language: String) {
        let table = StringsTable.table(nil, bundle: Self.bundle, language: language)
        #expect(Set(table.keys) == Set(Self.english.keys), "no missing or extra keys")
        for (key, value) in Self.english {
            let translation = table[key] ?? ""
            #expect(!translation.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key)")
            #expect(Self.placeholders(in: translation) == Self.placeholders(in: value), "\(language) \(key)")
            #expect(
                FormatSpecifier.kinds(in: translation).isEmpty,
                "\(language) \(key): printf specifiers belong in the .stringsdict")
        }
    }

    @Test(
        "Every plural entry has the forms its language needs, with English's specifiers",
        arguments: ValidationLocalization.availableLanguages)
    func plurals(language: String) {
        let plurals = StringsTable.plurals(nil, bundle: Self.bundle, language: language)
        let rules = PluralRules(language: language)
        let needed = Set(rules.categories)
        #expect(Set(plurals.keys) == Set(Self.englishPlurals.keys), "no missing or extra plural keys")
        #expect(
            Set(plurals.keys).isDisjoint(with: StringsTable.table(nil, bundle: Self.bundle, language: language).keys))
        for (key, english) in Self.englishPlurals {
            guard let entry = plurals[key] else { continue }
            #expect(entry.references == english.references, "\(language) \(key): the same variables")
            #expect(
                FormatSpecifier.kinds(in: entry.format).count == entry.references.count,
                "\(language) \(key): no stray specifier")
            #expect(Self.placeholders(in: entry.format) == Self.placeholders(in: english.format), "\(language) \(key)")
            for name in english.references {
                let forms = entry.variables[name] ?? [:]
                let englishKinds = FormatSpecifier.kinds(in: english.variables[name]?[.other] ?? "")
                #expect(needed.isSubset(of: forms.keys), "\(language) \(key): needs \(needed.map(\.rawValue).sorted())")
                #expect(
                    Set(forms.keys).isSubset(of: needed.union([.zero])),
                    "\(language) \(key): a form its rules never choose")
                for (category, form) in forms {
                    let kinds = FormatSpecifier.kinds(in: form)
                    #expect(!form.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key) \(category)")
                    #expect(Self.placeholders(in: form).isEmpty, "\(language) \(key) \(category): use %d in a form")
                    // A form may leave out the number ("حرف واحد") only when its category is one number.
                    let mayOmit = Self.integers(in: category, rules: rules).count == 1
                    #expect(
                        kinds == englishKinds || (mayOmit && kinds.isEmpty), "\(language) \(key) \(category): \(form)")
                }
            }
        }
    }

    /// The counts 0…1000 (and a million) that fall in `category`.
    static func integers(in category: PluralCategory, rules: PluralRules) -> [Int] {
        (Array(0...1000) + [1_000_000]).filter { rules.category(for: $0) == category }
    }

    /// The `{name}` placeholders of a message.
    static func placeholders(in text: String) -> Set<String> {
        // Not omitting empty pieces: a text that starts with "{" has an empty piece before it.
        Set(
            text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap {
                $0.split(separator: "}").first.map(String.init)
            })
    }
}
