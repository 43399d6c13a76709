/// Turns frames into the escape sequences that update a terminal, sending only the
/// cells that changed since the previous frame.
///
/// The first frame (and the first after ``invalidate()`` or a size change) clears the
/// screen and draws everything; later frames move the cursor to each changed run of
/// cells and rewrite just those.
///
/// ```swift
/// var renderer = ANSIRenderer(colors: true)
/// terminal.write(renderer.render(frame))   // full frame
/// terminal.write(renderer.render(next))    // only the differences
/// ```
package struct ANSIRenderer: Sendable {
    /// Whether colours are sent; attributes (bold, inverse, underline) always are.
    package var colors: Bool
    private var previous: ScreenBuffer?

    /// A renderer with colour on or off (see ``TerminalCapabilities``).
    package init(colors: Bool) {
        self.colors = colors
    }

    /// Forgets the previous frame, so the next one is drawn in full (after a resize or
    /// when the screen may have been disturbed).
    package mutating func invalidate() {
        previous = nil
    }

    /// The bytes that turn the previous frame into `frame`; empty when nothing changed.
    package mutating func render(_ frame: ScreenBuffer) -> String {
        var output = ""
        var style: TextStyle?
        let base: ScreenBuffer
        if let previous, previous.size == frame.size {
            base = previous
        } else {
            output += "\u{1B}[0m\u{1B}[2J"
            style = .plain
            base = ScreenBuffer(size: frame.size)
        }
        for row in 0..<frame.size.rows {
            for run in changedRuns(in: row, from: base, to: frame) {
                output += "\u{1B}[\(row + 1);\(run.lowerBound + 1)H"
                for column in run {
                    let cell = frame[row, column]
                    guard let character = cell.character else { continue }
                    if style != cell.style {
                        output += cell.style.sgr(colors: colors)
                        style = cell.style
                    }
                    output.append(character)
                }
            }
        }
        if style != nil, style != .plain { output += "\u{1B}[0m" }
        previous = frame
        return output
    }

    /// Column ranges of `row` to rewrite: every changed cell, widened to whole wide
    /// characters, with runs closer than a cursor move merged.
    private func changedRuns(in row: Int, from old: ScreenBuffer, to new: ScreenBuffer) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var column = 0
        let columns = new.size.columns
        while column < columns {
            guard old[row, column] != new[row, column] else {
                column += 1
                continue
            }
            var start = column
            if new[row, start].isContinuation, start > 0 { start -= 1 }
            var end = column + 1
            if end < columns, new[row, end].isContinuation { end += 1 }
            if let last = runs.last, start - last.upperBound <= 4 {
                runs[runs.count - 1] = last.lowerBound..<end
            } else {
                runs.append(start..<end)
            }
            column = end
        }
        return runs
    }
}
