/// One column of a ``ScreenBuffer``.
///
/// A wide character (2 columns) fills its first cell; the cell to its right is a
/// *continuation* with no text of its own.
package struct ScreenCell: Hashable, Sendable {
    /// The grapheme cluster drawn here, or `nil` for the right half of a wide character.
    package var character: Character?
    /// How the cell is drawn.
    package var style: TextStyle

    /// A cell showing `character` in `style`.
    package init(_ character: Character = " ", style: TextStyle = .plain) {
        self.character = character
        self.style = style
    }

    /// A blank cell.
    package static let blank = ScreenCell()

    /// The right half of a wide character.
    static func continuation(style: TextStyle) -> ScreenCell {
        var cell = ScreenCell(" ", style: style)
        cell.character = nil
        return cell
    }

    /// Whether this is the right half of a wide character.
    package var isContinuation: Bool { character == nil }
}
