/// The size of a terminal in character cells.
package struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    package var columns: Int
    /// The number of rows.
    package var rows: Int

    /// A size; negative values are treated as 0.
    package init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// The classic 80×24 terminal, the smallest the showcase lays out for.
    package static let standard = TerminalSize(columns: 80, rows: 24)

    /// `"80×24"`.
    package var description: String { "\(columns)×\(rows)" }
}
