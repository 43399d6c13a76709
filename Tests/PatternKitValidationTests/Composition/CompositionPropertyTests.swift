import Foundation
import PatternKitValidation
import PropertyBased
import Testing

@Suite("Composition properties")
struct CompositionPropertyTests {
    /// Rules of every kind: per-character classes, a pattern, a length rule, compositions.
    static let rules: [AnyValidator<String>] = [
        AnyValidator(.numeric), AnyValidator(.alpha), AnyValidator(.letters), AnyValidator(.decimalDigits),
        AnyValidator(try! PatternValidator("[0-9a-z ]{2,8}")),
        AnyValidator { (text: String) throws(ValidationError) in
            if text.count > 5 { throw ValidationError(20_001) }
        },
        AnyValidator(CharacterClassValidator.numeric.ifPresent().or(CharacterClassValidator.letters)),
    ]

    @Test("not(not(v)) accepts exactly what v accepts")
    func doubleNegation() async {
        await propertyCheck(input: TextGen.text, Gen.int(in: 0...(Self.rules.count - 1))) { text, index in
            let rule = Self.rules[index]
            let twice = NotValidator(NotValidator(rule))
            #expect(twice.isValid(text) == rule.isValid(text))
            #expect(twice.failures(text).isEmpty == rule.isValid(text))
            #expect(rule.negated().negated().isValid(text) == rule.isValid(text))
        }
    }

    @Test("All-of and any-of answers do not depend on the rules' order")
    func orderIndependence() async {
        await propertyCheck(input: TextGen.text, Gen.shuffled(Array(Self.rules.indices))) { text, order in
            let shuffled = order.map { Self.rules[$0] }
            let all = AllOfValidator(Self.rules)
            #expect(AllOfValidator(shuffled).isValid(text) == all.isValid(text))
            #expect(all.isValid(text) == Self.rules.allSatisfy { $0.isValid(text) })
            // Collecting every failure: the same failures, in another order.
            let collected = AllOfValidator(collecting: Self.rules).failures(text)
            let collectedShuffled = AllOfValidator(collecting: shuffled).failures(text)
            #expect(Set(collected) == Set(collectedShuffled) && collected.count == collectedShuffled.count)
            let any = AnyOfValidator(Self.rules)
            #expect(AnyOfValidator(shuffled).isValid(text) == any.isValid(text))
            #expect(any.isValid(text) == Self.rules.contains { $0.isValid(text) })
            #expect(Set(AnyOfValidator(shuffled).failures(text)) == Set(any.failures(text)))
        }
    }

    @Test("failures(x).first is what validate(x) throws, for every composition")
    func failuresAgreeWithValidate() async {
        let compositions: [AnyValidator<String>] = [
            AnyValidator(AllOfValidator(Self.rules)), AnyValidator(AllOfValidator(collecting: Self.rules)),
            AnyValidator(AnyOfValidator(Self.rules)), AnyValidator(Self.rules[0].negated()),
            AnyValidator(Self.rules[4].ifPresent()), AnyValidator(Self.rules[5].when { $0.hasPrefix("a") }),
            AnyValidator(Self.rules[1].sanitizing(with: .trimmingWhitespace)),
        ]
        await propertyCheck(input: TextGen.text) { text in
            for rule in compositions {
                let failures = rule.failures(text)
                #expect(failures.isEmpty == rule.isValid(text))
                do throws(ValidationError) {
                    try rule.validate(text)
                    #expect(failures.isEmpty)
                } catch {
                    #expect(failures.first == error)
                }
            }
        }
    }

    @Test("All-of of per-character rules is per-character: the text passes when each scalar does")
    func perCharacterAllOf() async {
        let classes = CharacterClassValidator.alphanumeric.and(
            CharacterClassValidator.letters.or(CharacterClassValidator.numeric).ifPresent())
        let perCharacter = CharacterClassValidator.alphanumeric.and(
            CharacterClassValidator.decimalDigits.negated().negated())
        #expect(perCharacter.isPerCharacter)
        await propertyCheck(input: TextGen.text, TextGen.typed, Gen.int(in: 0...30)) { text, typed, at in
            #expect(perCharacter.isValid(text) == text.unicodeScalars.allSatisfy { perCharacter.isValid(String($0)) })
            // For a valid text, checking the keystroke alone agrees with checking the result.
            guard perCharacter.isValid(text) else { return }
            let location = min(at, text.utf16.count)
            let edit = TextEdit(text: text, range: NSRange(location: location, length: 0), replacement: typed)
            guard let proposed = edit.proposedText else { return }  // a surrogate pair split: not an edit
            #expect(perCharacter.isValid(edit: edit) == perCharacter.isValid(proposed))
            #expect(classes.isValid(edit: edit) == classes.isValid(proposed))
        }
    }
}
