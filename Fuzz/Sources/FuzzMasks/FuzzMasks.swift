import Foundation
// Fuzzes input masks: fuzzed patterns and slot tables, text, carets and edits. Promises:
// formatting is idempotent and keeps the caret, the caret stays inside the text on a
// scalar boundary, raw values fit the slots, and a text field's edit always applies.
import FuzzSupport
import PatternKitValidation

/// Pattern characters: the default slots, custom slot letters, literals that look like data
/// (a Latin and an Arabic-Indic digit), a backslash, a combining mark and an emoji.
private let patternAlphabet: [Character] = [
    "#", "@", "*", "L", "D", "(", ")", " ", "-", "+", "7", "\u{667}", "\\", "\u{301}", "😀", "/",
]

private let slotTables: [[Character: CharacterClass]] = [
    InputMask.defaultSlots,
    ["#": .asciiDigits, "L": .letters],
    ["#": .asciiDigits, "D": .decimalDigits, "@": CharacterClass(charactersIn: "abcXYZé😀")],
]

/// Whether any slot of the table takes combining marks (issue 14 #4 makes such masks non-idempotent).
private func acceptsMarks(_ slots: [Character: CharacterClass]) -> Bool {
    slots.values.contains { $0.contains("\u{301}") }
}

private func containsMark(_ text: String) -> Bool {
    text.unicodeScalars.contains {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
    }
}

private func nonASCIIDigitLiteral(_ pattern: String) -> Bool {
    pattern.unicodeScalars.contains { !$0.isASCII && $0.properties.generalCategory == .decimalNumber }
}

/// Checks the caret promise of ``SanitizedText``: inside the text, not inside a surrogate pair.
func checkCaret(_ result: SanitizedText, _ label: String) {
    let count = result.text.utf16.count
    Fuzz.require((0...count).contains(result.cursor), "\(label): caret \(result.cursor) outside 0...\(count)")
    let index = result.text.utf16.index(result.text.utf16.startIndex, offsetBy: result.cursor)
    Fuzz.require(
        index.samePosition(in: result.text.unicodeScalars) != nil,
        "\(label): caret \(result.cursor) inside a surrogate pair of \(Fuzz.quoted(result.text))")
}

private func fuzzMask(_ input: inout FuzzInput) {
    let patternLength = input.int(in: 0...12)
    let pattern = String((0..<patternLength).map { _ in input.pick(patternAlphabet) })
    let slots = input.pick(slotTables)
    let chained = input.bool()
    let long = input.bool() && input.bool()
    let cursor = input.int(in: -2...80)
    let editStart = input.int(in: 0...80)
    let editLength = input.int(in: 0...4)
    let replacement = input.string(upTo: 8)
    let text = input.rest(long: long)
    let mask = InputMask(pattern, slots: slots)
    let size = text.utf8.count
    let known4 = acceptsMarks(slots) && (containsMark(text) || containsMark(pattern))

    if chained {
        let chain = DigitsSanitizer.digitsOnly.then(mask)
        let once = Fuzz.timed("digitsOnly.then(mask)", size: size) { chain.sanitize(text, cursor: cursor) }
        checkCaret(once, "digitsOnly.then(\(pattern))")
        let twice = chain.sanitize(once.text, cursor: once.cursor)
        Fuzz.require(
            twice.text == once.text,
            "digitsOnly.then(\(Fuzz.quoted(pattern))) not idempotent: \(Fuzz.quoted(once.text)) → \(Fuzz.quoted(twice.text))",
            unless: nonASCIIDigitLiteral(pattern) || known4, known: "issue 14 #5, a non-ASCII digit literal"
        )
        return
    }

    let once = Fuzz.timed("mask.sanitize", size: size) { mask.sanitize(text, cursor: cursor) }
    checkCaret(once, "mask \(Fuzz.quoted(pattern))")
    let twice = mask.sanitize(once.text, cursor: once.cursor)
    Fuzz.require(
        twice.text == once.text,
        "mask \(Fuzz.quoted(pattern)) not idempotent: \(Fuzz.quoted(text)) → \(Fuzz.quoted(once.text)) → \(Fuzz.quoted(twice.text))",
        unless: known4, known: "issue 14 #4, a slot that takes a lone combining mark"
    )
    if twice.text == once.text {
        Fuzz.require(
            twice.cursor == once.cursor,
            "mask \(Fuzz.quoted(pattern)): caret moved on a second pass, \(once) → \(twice)",
            unless: known4, known: "issue 14 #4, a slot that takes a lone combining mark"
        )
    }
    Fuzz.require(mask.sanitize(text) == once.text, "mask: sanitize(_:) differs from sanitize(_:cursor:)")

    let raw = Fuzz.timed("mask.rawValue", size: size) { mask.rawValue(of: once.text) }
    Fuzz.require(
        raw.count <= mask.slotCount,
        "mask \(Fuzz.quoted(pattern)): raw value \(Fuzz.quoted(raw)) longer than \(mask.slotCount) slots")
    let complete = Fuzz.timed("mask.isComplete", size: size) { mask.isComplete(once.text) }
    if complete {
        Fuzz.require(
            raw.count == mask.slotCount, "mask \(Fuzz.quoted(pattern)): complete with raw value \(Fuzz.quoted(raw))",
            unless: known4, known: "issue 14 #4, a slot that takes a lone combining mark"
        )
    }
    Fuzz.require(MaskValidator(mask).isValid(once.text) == complete, "MaskValidator disagrees with isComplete")
    Fuzz.verdict("MaskValidator", mask.validator, text)

    // A text field's edit of the formatted text always applies, and gives formatted text.
    let units = once.text.utf16.count
    let location = min(editStart, units)
    let edit = TextEdit(
        text: once.text, range: NSRange(location: location, length: min(editLength, units - location)),
        replacement: replacement)
    guard edit.isValid else { return }
    let intended = mask.intendedEdit(for: edit)
    Fuzz.require(intended.text == edit.text && intended.isValid, "mask.intendedEdit(for: \(edit)) gave \(intended)")
    let applied = Fuzz.timed("mask.apply", size: size) { try? mask.apply(edit) }
    guard let applied else { Fuzz.fail("mask.apply threw for the valid edit \(edit)") }
    checkCaret(applied, "mask.apply(\(edit))")
    Fuzz.require(
        mask.sanitize(applied.text) == applied.text,
        "mask.apply(\(edit)) gave unformatted \(Fuzz.quoted(applied.text))",
        unless: known4, known: "issue 14 #4, a slot that takes a lone combining mark"
    )
}

/// libFuzzer's callback.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    fuzzMask(&input)
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`).
@_cdecl("FuzzMasks_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzz.main(argc, argv, testOneInput)
}
