import Foundation
import PatternKitTestSupport
import Testing

@testable import ShowcaseKit

/// What a text field shows, worked out from its whole text: every character's column, the
/// window that keeps the cursor in view (it moves only when the cursor would leave it), the
/// characters that fit in it whole, and the cursor's cells.
private struct WholeTextLayout {
    var scrollColumn = 0

    /// The row the field's `width` columns should show for `text` with the cursor at UTF-16
    /// `cursor`, and the columns drawn inverse (the cursor).
    mutating func expected(text: String, cursor: Int, secure: Bool, width: Int) -> (row: String, cursor: [Int]) {
        var columns: [(character: Character, column: Int, width: Int)] = []
        var column = 0
        for character in text {
            let characterWidth = secure ? 1 : DisplayWidth.of(character)
            columns.append((secure ? "•" : character, column, characterWidth))
            column += characterWidth
        }
        let before = text[..<text.utf16.index(text.startIndex, offsetBy: cursor)].count
        let cursorColumn = columns.prefix(before).reduce(0) { $0 + $1.width }
        scrollColumn = min(scrollColumn, cursorColumn)
        scrollColumn = max(scrollColumn, cursorColumn - width + 1)
        var cells = [String](repeating: " ", count: width)
        var cursorCells = [cursorColumn - scrollColumn]
        for entry in columns where entry.column >= scrollColumn && entry.column + entry.width <= scrollColumn + width {
            cells[entry.column - scrollColumn] = String(entry.character)
            if entry.width == 2 { cells[entry.column - scrollColumn + 1] = "" }
            if entry.column == cursorColumn, entry.width == 2 { cursorCells.append(cursorColumn - scrollColumn + 1) }
        }
        return (cells.joined(), cursorCells)
    }
}

@MainActor
@Suite("Text field: a long text draws what measuring all of it would")
struct TextFieldScrollingTests {
    /// Characters that take 1 or 2 columns, and pieces that join the character before them
    /// (an accent, the rest of a ZWJ emoji, the second half of a flag).
    private static let pieces = ["a", "Z", " ", "日", "한", "é", "👍🏽", "👩", "\u{200D}💻", "🇫", "🇷", "\u{301}", "e\u{301}"]

    @Test(
        "random typing, pastes, deletions, moves and texts set in code: the row and the cursor are right after each",
        arguments: [(1 as UInt64, false), (2, false), (3, true), (4, false)])
    func randomEditing(seed: UInt64, secure: Bool) {
        var random = SplitMix64(seed: seed)
        let width = 12
        let field = TUITextField()
        field.frame = TUIRect(x: 0, y: 0, width: width + 2, height: 1)
        field.isSecureTextEntry = secure
        let harness = Harness(field)
        harness.press(KeyEvent(.tab))
        var layout = WholeTextLayout()
        for step in 0..<600 {
            // Several keys between two frames, as when keys arrive faster than frames.
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                apply(Int.random(in: 0..<100, using: &random), to: field, harness: harness, random: &random)
            }
            let screen = harness.screen
            let row = (1...width).map { column in screen[0, column].character.map(String.init) ?? "" }.joined()
            let inverse = (1...width).filter { screen[0, $0].style.isInverse }.map { $0 - 1 }
            let expected = layout.expected(
                text: field.text, cursor: field.selectedRange.location, secure: field.isSecureTextEntry, width: width)
            #expect(row == expected.row, "step \(step): \(field.text.debugDescription)")
            #expect(inverse == expected.cursor, "step \(step): \(field.text.debugDescription)")
            if row != expected.row || inverse != expected.cursor { return }
        }
    }

    private func apply(_ choice: Int, to field: TUITextField, harness: Harness, random: inout SplitMix64) {
        switch choice {
        case 0..<40:
            let piece = Self.pieces.randomElement(using: &random) ?? "a"
            // A lone accent or joiner at the very start has nothing to join: leave that out.
            if field.selectedRange.location == 0, let first = piece.unicodeScalars.first, DisplayWidth.of(first) == 0 {
                return
            }
            harness.type(piece)
        case 40..<45:
            let pasted = (0..<Int.random(in: 1...40, using: &random)).map { _ in
                ["a", "日", "👍🏽", "é", " ", "🇫🇷"].randomElement(using: &random) ?? "a"
            }
            harness.press(KeyEvent(.paste(pasted.joined())))
        case 45..<55: harness.press(KeyEvent(.backspace))
        case 55..<60: harness.press(KeyEvent(.delete))
        case 60..<75: harness.press(KeyEvent(.left))
        case 75..<90: harness.press(KeyEvent(.right))
        case 90..<94: harness.press(KeyEvent(.home))
        case 94..<98: harness.press(KeyEvent(.end))
        case 98: field.text = String(repeating: "日a", count: Int.random(in: 0...20, using: &random))
        default: harness.press(.control("u"))
        }
    }
}
