/// Breaks text into lines that fit a number of columns, by display width.
enum TextWrapping {
    /// Lines of at most `width` columns: explicit newlines are kept, lines break at
    /// spaces where possible and inside words (by whole characters) where not.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = DisplayWidth.of(word)
                let separator = line.isEmpty ? 0 : 1
                if lineWidth + separator + wordWidth <= width {
                    if separator == 1 { line += " " }
                    line += word
                    lineWidth += separator + wordWidth
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                lineWidth = 0
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > width, !line.isEmpty {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` cut to `width` columns, ending in "…" when something was cut.
    static func truncate(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
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
