import PatternKitValidation
import Testing

@Suite("ifPresent and optional")
struct PresenceTests {
    /// Not per-character: "at least three characters".
    static let atLeastThree = AnyValidator<String> { text throws(ValidationError) in
        if text.count < 3 { throw ValidationError(20_005) }
    }

    @Test(
        "An empty input passes; any other is checked",
        arguments: [
            ("", true), ("ab", false), ("abc", true),
        ])
    func ifPresent(input: String, valid: Bool) {
        let optional = Self.atLeastThree.ifPresent()
        #expect(optional.isValid(input) == valid)
        #expect(optional.failures(input).isEmpty == valid)
        #expect((throwsCode(optional, input) == nil) == valid)
        // The rule itself stays strict.
        #expect(!Self.atLeastThree.isValid(""))
    }

    @Test("A custom absence test: text of only spaces counts as empty")
    func blank() {
        let nickname = CharacterClassValidator.letters.ifPresent(absentWhen: { $0.allSatisfy(\.isWhitespace) })
        #expect(nickname.isValid("   "))
        #expect(nickname.isValid("Ada"))
        #expect(!nickname.isValid(" Ada "))
        #expect(!nickname.isPerCharacter)  // " " passes and "a" passes, " a" does not
    }

    @Test("Per-character is kept: a per-character rule already accepts empty text")
    func perCharacter() {
        #expect(CharacterClassValidator.numeric.ifPresent().isPerCharacter)
        #expect(!Self.atLeastThree.ifPresent().isPerCharacter)
    }

    @Test("optional() lets nil pass; with ifPresent() a String? that is nil or empty passes")
    func optional() {
        let field = Self.atLeastThree.ifPresent().optional()
        let inputs: [String?] = [nil, "", "ab", "abc"]
        #expect(inputs.map(field.isValid) == [true, true, false, true])
        #expect(field.failures("ab").map(\.code) == [20_005])
        #expect(Self.atLeastThree.optional().isValid(nil))
        #expect(!Self.atLeastThree.optional().isValid(""))
    }

    @Test("ifPresent works on any collection, not only text")
    func collections() {
        let tags = AnyValidator<[String]> { tags throws(ValidationError) in
            if tags.count > 3 { throw ValidationError(20_006) }
        }
        .and(
            AnyValidator<[String]> { tags throws(ValidationError) in
                if tags.isEmpty { throw ValidationError(20_007) }
            })
        #expect(!tags.isValid([]))
        #expect(tags.ifPresent().isValid([]))
        #expect(!tags.ifPresent().isValid(["a", "b", "c", "d"]))
    }
}
