/// How a cell is drawn: colours and attributes.
///
/// When colour is off (`NO_COLOR`, `TERM=dumb`) the colours are dropped and the
/// attributes kept, so focus and the caret stay visible.
package struct TextStyle: Hashable, Sendable {
    /// The text colour.
    package var foreground: TUIColor
    /// The cell colour.
    package var background: TUIColor
    /// Bold (bright) text.
    package var isBold: Bool
    /// Underlined text.
    package var isUnderlined: Bool
    /// Swapped foreground and background: used for focus and the text caret.
    package var isInverse: Bool

    /// A style; every part defaults to the terminal's plain text.
    package init(
        foreground: TUIColor = .default,
        background: TUIColor = .default,
        isBold: Bool = false,
        isUnderlined: Bool = false,
        isInverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isUnderlined = isUnderlined
        self.isInverse = isInverse
    }

    /// The terminal's plain text.
    package static let plain = TextStyle()

    /// The same style in bold.
    package var bold: TextStyle {
        var copy = self
        copy.isBold = true
        return copy
    }

    /// The same style inverted.
    package var inverse: TextStyle {
        var copy = self
        copy.isInverse = true
        return copy
    }

    /// The same style underlined.
    package var underlined: TextStyle {
        var copy = self
        copy.isUnderlined = true
        return copy
    }

    /// The SGR sequence that sets this style from a reset state.
    func sgr(colors: Bool) -> String {
        var parameters = [0]
        if isBold { parameters.append(1) }
        if isUnderlined { parameters.append(4) }
        if isInverse { parameters.append(7) }
        if colors {
            if foreground != .default { parameters.append(foreground.sgrParameter(background: false)) }
            if background != .default { parameters.append(background.sgrParameter(background: true)) }
        }
        return "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }
}
