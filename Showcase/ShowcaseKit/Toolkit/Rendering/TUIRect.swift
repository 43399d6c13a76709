/// A rectangle of terminal cells: `x` is the column, `y` the row, both from 0.
package struct TUIRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    package var x: Int
    /// The top row.
    package var y: Int
    /// The number of columns.
    package var width: Int
    /// The number of rows.
    package var height: Int

    /// A rectangle; negative sizes are treated as empty.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The empty rectangle at the origin.
    package static let zero = TUIRect(x: 0, y: 0, width: 0, height: 0)

    /// The column just right of the rectangle.
    package var maxX: Int { x + width }
    /// The row just below the rectangle.
    package var maxY: Int { y + height }
    /// Whether the rectangle holds no cell.
    package var isEmpty: Bool { width == 0 || height == 0 }

    /// The cells both rectangles hold.
    package func intersection(_ other: TUIRect) -> TUIRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return TUIRect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// Whether the cell at `column`, `row` lies inside.
    package func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    package func offsetBy(dx: Int, dy: Int) -> TUIRect {
        TUIRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows at top and bottom.
    package func insetBy(dx: Int, dy: Int) -> TUIRect {
        TUIRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// `"(x, y, width×height)"`.
    package var description: String { "(\(x), \(y), \(width)×\(height))" }
}
