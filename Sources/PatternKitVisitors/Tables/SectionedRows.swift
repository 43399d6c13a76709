/// The rows of a table or collection, in sections, looked up without ever trapping.
///
/// Table and collection helpers ask visitors about a row's *model* or *element type* — never
/// about an on-screen cell, which does not exist yet for rows off screen. `SectionedRows`
/// is the UI-free registry they read: a stale or out-of-range position gives `nil`, not a
/// crash.
///
/// ```swift
/// let rows = SectionedRows<any VisitableCell.Type>([
///     [FirstCell.self, SecondCell.self],
///     [ThirdCell.self],
/// ])
/// rows[section: 1, row: 0]?.accept(HeightVisitor())   // 30
/// rows[section: 5, row: 0]                            // nil
/// ```
public struct SectionedRows<Row> {
    /// The rows, one array per section.
    public var sections: [[Row]]

    /// Rows in the given sections.
    public init(_ sections: [[Row]]) {
        self.sections = sections
    }

    /// Rows in a single section.
    public init(rows: [Row]) {
        self.sections = [rows]
    }

    /// The number of sections.
    public var numberOfSections: Int {
        sections.count
    }

    /// The number of rows in `section`; `0` for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The row at a position, or `nil` when the section or row does not exist.
    public subscript(section section: Int, row row: Int) -> Row? {
        guard sections.indices.contains(section), sections[section].indices.contains(row) else { return nil }
        return sections[section][row]
    }

    /// Every row, section after section.
    public var allRows: [Row] {
        sections.flatMap { $0 }
    }
}

extension SectionedRows: Sendable where Row: Sendable {}
extension SectionedRows: Equatable where Row: Equatable {}
