import Foundation
import PatternKitValidation
@testable import PatternKitValidationCore
import Testing

/// What a native speaker reads: rendered messages checked for the mistakes a careful read
/// of every language found.
@Suite("Message wording")
struct MessageWordingTests {
    static let bundle = Bundle.module

    /// Every counted message (failure reasons and checklist labels) rendered for `count`
    /// in `language`, with the key it came from.
    static func countedMessages(in language: String, count: Int) -> [(key: String, text: String)] {
        let parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue] = [
            .minimum: .int(count), .maximum: .int(count), .expected: .int(count), .count: .int(count),
        ]
        return StringsTable.plurals(nil, bundle: bundle, language: "en").keys.sorted().compactMap { key in
            guard let template = MessageCatalog.shared.lookup([key], language: language, parameters: parameters) else { return nil }
            return (key, MessageTemplate.render(template, parameters: parameters, language: language))
        }
    }

    /// The "de"/"di" that Romance languages put only after a spelled "million", never after
    /// digits: "1000000 caractères", not "1000000 de caractères".
    static var digitThenPreposition: Regex<(Substring, Substring, Substring)> { /[0-9][ \u{A0}\u{202F}]+(de|di|d’|d')([ \u{A0}]|$)/ }

    @Test("No “de”/“di” after digits, whatever the count", arguments: ValidationLocalization.availableLanguages)
    func noPrepositionAfterDigits(language: String) {
        for count in [1_000_000, 2_000_000, 5, 1, 0, 21, 1_000_001] {
            let messages = Self.countedMessages(in: language, count: count)
            #expect(messages.count == StringsTable.plurals(nil, bundle: Self.bundle, language: "en").count)
            for (key, text) in messages {
                #expect(text.contains(String(count)) || language == "ar", "\(language) \(key) \(count): \(text)")
                if ["fr", "es", "it", "pt-BR"].contains(language) {
                    #expect(text.firstMatch(of: Self.digitThenPreposition) == nil, "\(language) \(key) \(count): \(text)")
                }
            }
        }
    }

    @Test("A million takes the plural noun directly", arguments: [
        ("fr", "La saisie est trop courte\u{A0}: 1000000 caractères minimum"),
        ("es", "La entrada es demasiado corta: mínimo 1000000 caracteres"),
        ("it", "L’input è troppo corto: minimo 1000000 caratteri"),
        ("pt-BR", "A entrada é muito curta: mínimo de 1000000 caracteres"),
    ])
    func million(language: String, reason: String) {
        let error = ValidationError(.tooShort, parameters: [.minimum: 1_000_000])
        #expect(error.localizedFailureReason(in: language) == reason)
    }
}
