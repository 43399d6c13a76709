/// Read-only text, shaped like `UILabel`.
///
/// Text wraps at spaces to the label's width (``numberOfLines`` caps the lines, `0` for
/// no cap); the last line that fits ends in "…" when text is cut.
///
/// ```swift
/// let label = TUILabel(text: "Numbers only")
/// label.textColor = .cyan
/// ```
@MainActor
package final class TUILabel: TUIView {
    /// The text shown.
    package var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The text colour.
    package var textColor: TUIColor = .default { didSet { setNeedsDisplay() } }
    /// Whether the text is bold.
    package var isBold = false { didSet { setNeedsDisplay() } }
    /// The most lines to show; `0` means as many as the frame holds.
    package var numberOfLines = 1 { didSet { setNeedsDisplay() } }

    /// A label showing `text`.
    package init(text: String = "", frame: TUIRect = .zero) {
        self.text = text
        super.init(frame: frame)
    }

    /// The lines as drawn in the current width.
    package var displayedLines: [String] {
        let limit = numberOfLines == 0 ? frame.height : min(numberOfLines, frame.height)
        // One line more than shown, for the "…" of the last one: a long text costs what is drawn.
        let wrapped = TextWrapping.wrap(text, width: frame.width, maxLines: limit + 1)
        guard wrapped.count > limit else { return wrapped }
        var lines = Array(wrapped.prefix(limit))
        if let last = lines.popLast() {
            lines.append(TextWrapping.truncate(last + " " + wrapped[limit], width: frame.width))
        }
        return lines
    }

    override package func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        var style = TextStyle(foreground: textColor, background: backgroundColor ?? .default)
        style.isBold = isBold
        for (row, line) in displayedLines.enumerated() {
            canvas.draw(line, x: 0, y: row, style: style)
        }
    }
}
