import Foundation
import PatternKitValidation
import Testing

@Suite("Incremental validation of edits")
struct TextEditTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let location: Int
        let length: Int
        let replacement: String
        let result: String
        var testDescription: String {
            "\(text.debugDescription) [\(location),\(length)] ← \(replacement.debugDescription)"
        }
        var edit: TextEdit {
            TextEdit(text: text, range: NSRange(location: location, length: length), replacement: replacement)
        }
    }

    static let cases: [Case] = [
        Case(text: "", location: 0, length: 0, replacement: "1", result: "1"),
        Case(text: "12", location: 2, length: 0, replacement: "3", result: "123"),
        Case(text: "12", location: 0, length: 0, replacement: "x", result: "x12"),
        Case(text: "123", location: 1, length: 1, replacement: "", result: "13"),
        Case(text: "123", location: 0, length: 3, replacement: "45", result: "45"),
        Case(text: "🙂12", location: 2, length: 1, replacement: "9", result: "🙂92"),
        Case(text: "ab🙂", location: 2, length: 2, replacement: "", result: "ab"),
        Case(text: "हिन्दी", location: 6, length: 0, replacement: "1", result: "हिन्दी1"),
        Case(text: "12", location: 1, length: 0, replacement: "\n", result: "1\n2"),
    ]

    @Test("The edit validators see is the one NSString applies", arguments: cases)
    func proposedText(testCase: Case) throws {
        let expected = (testCase.text as NSString).replacingCharacters(
            in: NSRange(location: testCase.location, length: testCase.length), with: testCase.replacement)
        #expect(testCase.edit.proposedText == testCase.result)
        #expect(testCase.result == expected)
    }

    @Test("For a valid text, the edit's answer equals validating the resulting text", arguments: cases)
    func agreesWithWholeText(testCase: Case) throws {
        let result = try #require(testCase.edit.proposedText)
        let validators: [AnyValidator<String>] = [
            AnyValidator(.numeric), AnyValidator(.letters), AnyValidator(NumericInputValidator()),
            AnyValidator(try PatternValidator("[0-9]{0,2}")),
        ]
        for validator in validators where validator.isValid(testCase.text) {
            #expect(validator.isValid(edit: testCase.edit) == validator.isValid(result))
            #expect(((try? validator.validate(edit: testCase.edit)) != nil) == validator.isValid(result))
        }
    }

    @Test("A per-character rule checks only the replacement, and reports offsets in the result")
    func perCharacterOnlyChecksReplacement() throws {
        // The existing text is invalid (set by code); the rule judges only what the edit adds.
        let invalid = "abc"
        let typeDigit = TextEdit(text: invalid, range: NSRange(location: 3, length: 0), replacement: "1")
        try CharacterClassValidator.numeric.validate(edit: typeDigit)
        let deleteLetter = TextEdit(text: invalid, range: NSRange(location: 0, length: 1), replacement: "")
        try CharacterClassValidator.numeric.validate(edit: deleteLetter)
        #expect(!CharacterClassValidator.numeric.isValid(try #require(deleteLetter.proposedText)))

        let paste = TextEdit(text: "2024", range: NSRange(location: 2, length: 1), replacement: "9x")
        #expect(throws: ValidationError.self) { try CharacterClassValidator.numeric.validate(edit: paste) }
        do {
            try CharacterClassValidator.numeric.validate(edit: paste)
        } catch {
            #expect(error.code == .numeric)
            #expect(error.parameters[.character] == "x")
            #expect(error.parameters[.utf16Offset] == 3)  // "209x4": the x is at 3
        }
    }

    @Test("A rule that is not per-character checks the whole resulting text")
    func wholeTextRule() throws {
        let twoDigits = try PatternValidator("[0-9]{0,2}")
        let edit = TextEdit(text: "12", range: NSRange(location: 2, length: 0), replacement: "3")
        #expect(!twoDigits.isPerCharacter)
        #expect(!twoDigits.isValid(edit: edit))
        #expect(twoDigits.isValid(edit: TextEdit(text: "123", range: NSRange(location: 0, length: 1), replacement: "")))
    }

    @Test(
        "A range outside the text is a clear error, never a crash",
        arguments: [
            (0, 4), (4, 0), (3, 1), (-1, 0), (0, -1), (NSNotFound, 0), (Int.max, 1), (1, Int.max),
        ])
    func outOfBounds(location: Int, length: Int) {
        let edit = TextEdit(text: "abc", range: NSRange(location: location, length: length), replacement: "1")
        for validator in [AnyValidator(.numeric), AnyValidator(try! PatternValidator(".*"))] {
            #expect(!validator.isValid(edit: edit))
            do {
                try validator.validate(edit: edit)
                Issue.record("accepted")
            } catch {
                #expect(error.code == .invalidEdit)
                #expect(error.parameters[.textLength] == 3)
                #expect(error.localizedDescription(in: "en") == "Invalid Edit")
            }
        }
        #expect(edit.proposedText == nil)
    }

    @Test("An edit that cuts a surrogate pair is rejected as an invalid edit, by every kind of rule")
    func splitSurrogatePair() throws {
        // Replacing only the low half of 🙂 would leave half an emoji: no keyboard sends it.
        let edit = TextEdit(text: "1🙂", range: NSRange(location: 2, length: 1), replacement: "2")
        let anything = CharacterClassValidator(CharacterClass(charactersIn: "0123456789🙂\u{FFFD}"))
        for validator in [AnyValidator(anything), AnyValidator(try PatternValidator(".*"))] {
            #expect(!validator.isValid(edit: edit))
            #expect(throws: ValidationError.self) { try validator.validate(edit: edit) }
            do {
                try validator.validate(edit: edit)
            } catch {
                #expect(error.code == .invalidEdit)
                #expect(error.localizedFailureReason(in: "en").hasSuffix("or splits a character"))
            }
        }
    }

    @Test("Wrappers keep the per-character capability")
    func wrappersForward() throws {
        #expect(AnyValidator(.numeric).isPerCharacter)
        #expect(NumericInputValidator().isPerCharacter)
        #expect(CharacterClassValidator.numeric.message("x").isPerCharacter)
        #expect(!AnyValidator(try PatternValidator("1")).isPerCharacter)
        #expect(!AnyValidator<String> { _ in }.isPerCharacter)
        let edit = TextEdit(text: "1", range: NSRange(location: 1, length: 0), replacement: "a")
        #expect(!NumericInputValidator().isValid(edit: edit))
        #expect(edit.isDeletion == false)
    }

    @Test("An edit can be built from String indices")
    func fromIndices() throws {
        let text = "🙂ab"
        let range = text.index(after: text.startIndex)..<text.endIndex
        let edit = TextEdit(text: text, range: range, replacement: "c")
        #expect(edit.range == NSRange(location: 2, length: 2))
        #expect(edit.proposedText == "🙂c")
    }
}
