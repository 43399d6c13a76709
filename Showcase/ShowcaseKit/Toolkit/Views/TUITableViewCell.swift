/// A row of a ``TUITableView``, shaped like `UITableViewCell`: text, optional detail
/// text, a background colour, and a selected state.
///
/// Subclass it for rows of different kinds; override ``draw(in:)`` for custom content.
/// Text is drawn in a colour that stays readable on the background (white on black or red,
/// black on white) unless ``textColor`` is set.
@MainActor
package class TUITableViewCell: TUIView {
    /// The identifier the cell was registered and dequeued with.
    package let reuseIdentifier: String?
    /// The main text, on the first line.
    package var text: String? { didSet { setNeedsDisplay() } }
    /// Secondary text, on the second line when the row is tall enough, else after the text.
    package var detailText: String? { didSet { setNeedsDisplay() } }
    /// The text colour; `nil` picks one readable on ``TUIView/backgroundColor``.
    package var textColor: TUIColor? { didSet { setNeedsDisplay() } }
    /// Whether the row is the table's selected row (drawn with a `›` marker).
    package internal(set) var isSelected = false
    /// Whether the table has focus while this row is selected (drawn inverse).
    package internal(set) var isHighlighted = false

    /// A cell for dequeuing with `reuseIdentifier`.
    package required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Clears per-row state before the cell is reused; call `super` when overriding.
    package func prepareForReuse() {
        text = nil
        detailText = nil
        textColor = nil
        backgroundColor = nil
    }

    /// The colour text is drawn in.
    package var effectiveTextColor: TUIColor {
        if let textColor { return textColor }
        switch backgroundColor {
        case .black?, .red?, .blue?, .magenta?, .gray?: return .brightWhite
        case .white?, .brightWhite?, .yellow?, .cyan?, .green?: return .black
        default: return .default
        }
    }

    override package func draw(in canvas: inout Canvas) {
        var style = TextStyle(foreground: effectiveTextColor, background: backgroundColor ?? .default)
        style.isInverse = isHighlighted
        canvas.fill(bounds, style: style)
        canvas.draw(isSelected ? "›" : " ", x: 0, y: 0, style: style.bold)
        let end = canvas.draw(text ?? "", x: 2, y: 0, style: style)
        if let detailText {
            if frame.height > 1 {
                canvas.draw(detailText, x: 4, y: 1, style: style)
            } else {
                canvas.draw(" — " + detailText, x: end, y: 0, style: style)
            }
        }
    }
}
