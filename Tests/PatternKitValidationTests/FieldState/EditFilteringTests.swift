import Foundation
import PatternKitValidation
import Testing

@Suite("Edit filtering")
struct EditFilteringTests {
    /// "Ab" or "12", then the edit, as a field proposes it.
    static func edit(_ text: String, at location: Int, removing length: Int = 0, inserting replacement: String)
        -> TextEdit
    {
        TextEdit(text: text, range: NSRange(location: location, length: length), replacement: replacement)
    }

    static let year = try! PatternValidator("[0-9]{0,4}")

    @Test(
        "Per-character rules refuse keystrokes that add a rejected character",
        arguments: [
            (edit("12", at: 2, inserting: "3"), nil),
            (edit("12", at: 2, inserting: "a"), 1001),
            (edit("12", at: 0, inserting: "٣"), 1001),  // Arabic-Indic three: not ASCII
            (edit("12", at: 1, removing: 1, inserting: ""), nil),
            (edit("12", at: 0, removing: 2, inserting: "99"), nil),
            (edit("12", at: 2, inserting: "3 4"), 1001),  // a paste with a space
            (edit("1a", at: 2, inserting: "3"), nil),  // text set in code: typing digits repairs it
            (edit("1a", at: 1, removing: 1, inserting: ""), nil),
        ] as [(TextEdit, Int?)])
    func invalidCharacters(edit: TextEdit, code: Int?) {
        let error = EditFiltering.invalidCharacters.check(edit, against: NumericInputValidator())
        #expect(error?.code.rawValue == code)
    }

    @Test("The refusing error says where the character would have gone")
    func offset() {
        let error = EditFiltering.invalidCharacters.check(
            Self.edit("2024", at: 4, inserting: "x"), against: CharacterClassValidator.numeric)
        #expect(error?.parameters[.utf16Offset] == 4)
        #expect(error?.parameters[.character] == "x")
    }

    @Test("Whole-text rules never refuse a keystroke under invalidCharacters")
    func wholeTextRules() {
        #expect(
            EditFiltering.invalidCharacters.check(Self.edit("2024", at: 4, inserting: "x"), against: Self.year) == nil)
        #expect(
            EditFiltering.invalidCharacters.check(Self.edit("2024", at: 4, inserting: "5"), against: Self.year) == nil)
    }

    @Test(
        "invalidText refuses edits whose result fails, for any rule",
        arguments: [
            (edit("202", at: 3, inserting: "4"), nil),
            (edit("2024", at: 4, inserting: "5"), 1007),  // a fifth digit
            (edit("2024", at: 0, inserting: "x"), 1007),
            (edit("2024", at: 3, removing: 1, inserting: ""), nil),
        ] as [(TextEdit, Int?)])
    func invalidText(edit: TextEdit, code: Int?) {
        #expect(EditFiltering.invalidText.check(edit, against: Self.year)?.code.rawValue == code)
    }

    @Test("none lets every edit through")
    func none() {
        #expect(
            EditFiltering.none.check(Self.edit("12", at: 2, inserting: "a"), against: NumericInputValidator()) == nil)
        #expect(EditFiltering.none.check(Self.edit("2024", at: 4, inserting: "5"), against: Self.year) == nil)
    }

    @Test("An edit whose range does not fit the text is left to the platform", arguments: EditFiltering.allCases)
    func misfit(filtering: EditFiltering) {
        let outside = Self.edit("12", at: 5, inserting: "a")
        let halfEmoji = Self.edit("😀", at: 1, inserting: "a")
        #expect(filtering.check(outside, against: NumericInputValidator()) == nil)
        #expect(filtering.check(halfEmoji, against: NumericInputValidator()) == nil)
    }

    @Test("A composition refuses the characters its per-character rules reject, and lets its whole-text rules wait")
    func compositions() {
        let userName = CharacterClassValidator.alphanumeric.and(LengthValidator(3...20))
        #expect(!userName.isPerCharacter)
        let bang = Self.edit("ab", at: 2, inserting: "!")
        let refusal = EditFiltering.invalidCharacters.check(bang, against: userName)
        var alphanumericRefusal: ValidationError?
        do { try CharacterClassValidator.alphanumeric.validate(edit: bang) } catch { alphanumericRefusal = error }
        #expect(refusal != nil && refusal == alphanumericRefusal, "the same refusal as the per-character rule's")
        #expect(
            EditFiltering.invalidCharacters.check(Self.edit("a", at: 1, inserting: "b"), against: userName) == nil,
            "\"ab\" is too short, but the length rule waits for the whole text")
        #expect(EditFiltering.invalidCharacters.check(bang, against: AnyValidator(userName)) != nil, "erased")
        #expect(EditFiltering.invalidCharacters.check(bang, against: userName.ifPresent()) != nil, "optional")
        #expect(EditFiltering.invalidCharacters.check(bang, against: InputValidator(userName)) != nil, "in a field")
        let nested = LengthValidator(0...20).and(CharacterClassValidator.numeric.and(LengthValidator(1...4)))
        #expect(EditFiltering.invalidCharacters.check(Self.edit("1", at: 1, inserting: "x"), against: nested) != nil)
        let either = CharacterClassValidator.numeric.or(CharacterClassValidator.alpha)
        #expect(
            EditFiltering.invalidCharacters.check(bang, against: either.and(LengthValidator(3...20))) == nil,
            "an alternative carries no per-character rule")
        #expect(EditFiltering.none.check(bang, against: userName) == nil)
    }

    @Test(
        "A refusal survives the wrappers around a composition: a message of one's own, a condition",
        arguments: [
            (
                "message",
                AnyValidator(
                    CharacterClassValidator.alphanumeric.and(LengthValidator(3...20)).message("Letters and digits"))
            ),
            (
                "when",
                AnyValidator(
                    CharacterClassValidator.alphanumeric.and(LengthValidator(3...20)).when { !$0.hasPrefix("#") })
            ),
            ("when, per character", AnyValidator(CharacterClassValidator.alphanumeric.when { !$0.hasPrefix("#") })),
        ] as [(String, AnyValidator<String>)])
    func wrappersKeepTheRefusal(wrapper: String, rule: AnyValidator<String>) {
        let bang = Self.edit("ab", at: 2, inserting: "!")
        #expect(EditFiltering.invalidCharacters.check(bang, against: rule)?.code == .alphanumeric, "\(wrapper)")
        #expect(
            EditFiltering.invalidCharacters.check(Self.edit("a", at: 1, inserting: "b"), against: rule) == nil,
            "a valid character still goes through (\(wrapper))")
    }

    @Test("Under .when, a keystroke is refused only where the condition holds for the text it makes")
    func conditionDecides() {
        let rule = CharacterClassValidator.alphanumeric.and(LengthValidator(3...20)).when { !$0.hasPrefix("#") }
        #expect(EditFiltering.invalidCharacters.check(Self.edit("ab", at: 2, inserting: "!"), against: rule) != nil)
        #expect(
            EditFiltering.invalidCharacters.check(Self.edit("#a", at: 2, inserting: "!"), against: rule) == nil,
            "the rule does not apply to \"#a!\"")
    }

    @Test("The refusal shows the wrapper's own message")
    func refusalWithOwnMessage() {
        let rule = CharacterClassValidator.alphanumeric.and(LengthValidator(3...20)).message("Letters and digits")
        let refusal = EditFiltering.invalidCharacters.check(Self.edit("ab", at: 2, inserting: "!"), against: rule)
        #expect(refusal?.localizedFailureReason(in: "en") == "Letters and digits")
    }
}
