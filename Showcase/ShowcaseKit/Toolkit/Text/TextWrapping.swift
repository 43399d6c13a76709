/// Breaks text into lines that fit a number of columns, by display width.
enum TextWrapping {
    /// Lines of at most `width` columns: explicit newlines are kept, lines break at
    /// spaces where possible and inside words (by whole characters) where not.
    ///
    /// With `maxLines`, only the first `maxLines` lines are made, and only the text they hold
    /// is measured: a label showing two lines of a 100,000-character text costs two lines.
    static func wrap(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var paragraphStart = text.startIndex
        while true {
            let paragraphEnd = text[paragraphStart...].firstIndex(of: "\n") ?? text.endIndex
            wrap(paragraph: text[paragraphStart..<paragraphEnd], width: width, maxLines: maxLines, into: &lines)
            guard lines.count < maxLines, paragraphEnd < text.endIndex else { break }
            paragraphStart = text.index(after: paragraphEnd)
        }
        return lines
    }

    /// Appends the lines of one paragraph (no newline in it) to `lines`, stopping at `maxLines`.
    private static func wrap(paragraph: Substring, width: Int, maxLines: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        var wordStart = paragraph.startIndex
        while true {
            let wordEnd = paragraph[wordStart...].firstIndex(of: " ") ?? paragraph.endIndex
            let word = paragraph[wordStart..<wordEnd]
            let separator = line.isEmpty ? 0 : 1
            let room = width - lineWidth - separator
            let wordWidth = DisplayWidth.of(word, upTo: room)
            if wordWidth <= room {
                if separator == 1 { line += " " }
                line += word
                lineWidth += separator + wordWidth
            } else {
                if !line.isEmpty {
                    lines.append(line)
                    if lines.count == maxLines { return }
                }
                line = ""
                lineWidth = 0
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > width, !line.isEmpty {
                        lines.append(line)
                        if lines.count == maxLines { return }
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            guard wordEnd < paragraph.endIndex else { break }
            wordStart = paragraph.index(after: wordEnd)
        }
        lines.append(line)
    }

    /// `text` cut to `width` columns, ending in "…" when something was cut.
    static func truncate(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text, upTo: width) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }
}
