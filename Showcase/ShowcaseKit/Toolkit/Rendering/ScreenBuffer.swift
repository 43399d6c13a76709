import Foundation

/// A grid of cells: one frame of what the terminal shows.
///
/// Views draw into a buffer through a ``Canvas``; ``ANSIRenderer`` sends only the cells
/// that differ from the previous frame, and ``text`` gives the frame as plain text (the
/// demo's output and what tests assert on).
package struct ScreenBuffer: Hashable, Sendable {
    /// The buffer's size.
    package let size: TerminalSize
    private var cells: [ScreenCell]

    /// A blank buffer of `size`.
    package init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// The cell at `row`, `column`; a blank cell outside the buffer.
    package subscript(row: Int, column: Int) -> ScreenCell {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return .blank }
        return cells[row * size.columns + column]
    }

    /// Replaces one cell; writes outside the buffer are ignored. Overwriting half of a
    /// wide character blanks its other half, so no orphan half is ever drawn.
    mutating func set(_ cell: ScreenCell, row: Int, column: Int) {
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
        let index = row * size.columns + column
        if cells[index].isContinuation, !cell.isContinuation, column > 0 {
            cells[index - 1] = ScreenCell(" ", style: cells[index - 1].style)
        }
        if column + 1 < size.columns, cells[index + 1].isContinuation,
            cells[index].character.map(DisplayWidth.of) == 2
        {
            cells[index + 1] = ScreenCell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Writes `text` from `column` on `row`, clipped to the columns `clip` allows, and
    /// returns the column after the last one written.
    ///
    /// Control characters are shown as U+FFFD so they cannot move the cursor; a wide
    /// character that would straddle the clip edge is replaced by a space.
    @discardableResult
    mutating func write(_ text: some StringProtocol, row: Int, column: Int, style: TextStyle, clip: Range<Int>) -> Int {
        var x = column
        for character in text {
            var shown = character
            var width = DisplayWidth.of(character)
            if width == 0 {
                // Control characters would move the cursor: show them as U+FFFD. Other
                // zero-width clusters (a lone combining mark, a direction mark) take no cell.
                guard character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    continue
                }
                shown = "\u{FFFD}"
                width = 1
            }
            if x >= clip.upperBound { break }
            if x < clip.lowerBound {
                // A wide character cut by the left edge leaves a blank in its visible half.
                if x + width > clip.lowerBound { set(ScreenCell(" ", style: style), row: row, column: clip.lowerBound) }
            } else if x + width > clip.upperBound {
                set(ScreenCell(" ", style: style), row: row, column: x)
            } else {
                set(ScreenCell(shown, style: style), row: row, column: x)
                if width == 2 { set(.continuation(style: style), row: row, column: x + 1) }
            }
            x += width
        }
        return x
    }

    /// Fills a rectangle with blank cells in `style`.
    mutating func fill(_ rect: TUIRect, style: TextStyle) {
        let area = rect.intersection(TUIRect(x: 0, y: 0, width: size.columns, height: size.rows))
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                set(ScreenCell(" ", style: style), row: row, column: column)
            }
        }
    }

    /// One row as plain text, trailing spaces removed.
    package func line(_ row: Int) -> String {
        guard row >= 0, row < size.rows else { return "" }
        var text = ""
        for column in 0..<size.columns {
            if let character = self[row, column].character { text.append(character) }
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row as plain text, trailing spaces removed.
    package var lines: [String] { (0..<size.rows).map(line) }

    /// The whole frame as plain text, one line per row, with no escape codes.
    package var text: String { lines.joined(separator: "\n") }

    /// The row and column where `needle` first appears, or `nil`.
    package func position(of needle: String) -> (row: Int, column: Int)? {
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                return (row, DisplayWidth.of(line[..<range.lowerBound]))
            }
        }
        return nil
    }
}
