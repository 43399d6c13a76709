import Foundation
import PatternKitValidation
import Testing

@Suite("Chained sanitizers and edits")
struct ChainedSanitizerTests {
    static let card = InputMask("#### #### #### ####")
    static let digitsThenCard = AnySanitizer(.digitsOnly.then(card))

    /// A sanitizer with an edit rule of its own, to put beside a mask: the first character
    /// cannot be deleted (a deletion from the start keeps it); the text itself is left alone.
    struct KeepsFirstCharacter: Sanitizer {
        func sanitize(_ text: String, cursor: Int) -> SanitizedText {
            SanitizedText(text: text, cursor: cursor)
        }

        func intendedEdit(for edit: TextEdit) -> TextEdit {
            guard edit.isDeletion, edit.range.location == 0, let first = edit.text.first else { return edit }
            let kept = first.utf16.count
            let range = NSRange(location: kept, length: max(0, edit.range.length - kept))
            return TextEdit(text: edit.text, range: range, replacement: "")
        }
    }

    @Test(
        "A mask behind .digitsOnly keeps its edits: Backspace over a separator deletes the digit before it",
        arguments: [
            // (marked text, deleted UTF-16 range, expected)
            ("4111 |1111", NSRange(location: 4, length: 1), "411|1 111"),  // Backspace right after the space
            ("4111 1111 |1", NSRange(location: 9, length: 1), "4111 111|1"),  // the second space
            ("4111 1|", NSRange(location: 5, length: 1), "4111|"),  // the last digit: its separator goes too
            ("4111 |1111", NSRange(location: 3, length: 2), "411|1 111"),  // "1 " selected: as usual
            ("4111 1111|", NSRange(location: 0, length: 9), "|"),  // select all, delete
        ])
    func backspaceOverSeparator(marked: String, range: NSRange, expected: String) throws {
        let text = Caret(marked).text
        let edit = TextEdit(text: text, range: range, replacement: "")
        #expect(try Self.digitsThenCard.apply(edit).description == expected)
        #expect(
            try Self.digitsThenCard.apply(edit) == Self.card.apply(edit), "what the mask alone does with ASCII digits")
    }

    @Test(
        "Digits of other scripts go into the mask, typed or pasted",
        arguments: [
            ("4111|", "٥", "4111 5|"),  // Arabic-Indic five
            ("|", "４１１１-１１１１", "4111 1111|"),  // fullwidth, pasted with a dash
            ("4111 |1111", "७", "4111 7|111 1"),  // Devanagari seven, typed in the middle
        ])
    func otherScripts(marked: String, typed: String, expected: String) throws {
        let start = Caret(marked)
        let edit = TextEdit(text: start.text, range: NSRange(location: start.cursor, length: 0), replacement: typed)
        #expect(try Self.digitsThenCard.apply(edit).description == expected)
    }

    @Test("Every member's edit rule counts, wherever it stands in the chain")
    func rulesAnywhereInTheChain() throws {
        // The mask first: its rule still applies to what the chain shows.
        let codes: some Sanitizer = InputMask("***-***").then(.uppercased)
        let overDash = TextEdit(text: "ABC-D", range: NSRange(location: 3, length: 1), replacement: "")
        #expect(try codes.apply(overDash).description == "AB|D")
        // A chain inside a chain.
        let nested: some Sanitizer = CharacterFilterSanitizer.keeping(.asciiDigits).then(InputMask("## ##")).then(
            .truncated(to: 5))
        #expect(
            try nested.apply(TextEdit(text: "12 34", range: NSRange(location: 2, length: 1), replacement: ""))
                .description == "1|3 4")
        // Two members with rules: each reads the edit (the later one first).
        let both: some Sanitizer = InputMask("## ##").then(KeepsFirstCharacter())
        let deleteAll = TextEdit(text: "12 34", range: NSRange(location: 0, length: 5), replacement: "")
        #expect(try both.apply(deleteAll).description == "1|", "the second member's rule: the first digit stays")
        let overSpace = TextEdit(text: "12 34", range: NSRange(location: 2, length: 1), replacement: "")
        #expect(try both.apply(overSpace).description == "1|3 4", "the first member's rule")
    }

    @Test("A type-erased chain keeps its members' rules; a bad range is still an error")
    func erased() throws {
        let erased = AnySanitizer(AnySanitizer(.digitsOnly.then(Self.card)))
        let overSpace = TextEdit(text: "4111 1111", range: NSRange(location: 4, length: 1), replacement: "")
        #expect(try erased.apply(overSpace).description == "411|1 111")
        #expect(
            Self.card.intendedEdit(for: overSpace)
                == TextEdit(text: "4111 1111", range: NSRange(location: 3, length: 2), replacement: ""))
        #expect(erased.intendedEdit(for: overSpace) == Self.card.intendedEdit(for: overSpace))
        #expect(throws: ValidationError.self) {
            try erased.apply(TextEdit(text: "4111", range: NSRange(location: 3, length: 9), replacement: ""))
        }
    }
}
