/// Supplies a ``TUITableView``'s rows, like `UITableViewDataSource` (one section).
@MainActor
package protocol TUITableViewDataSource: AnyObject {
    /// The number of rows.
    func numberOfRows(in tableView: TUITableView) -> Int
    /// The cell for `row`; asked only for rows about to be drawn.
    func tableView(_ tableView: TUITableView, cellForRowAt row: Int) -> TUITableViewCell
}

/// Row heights, display hooks and selection for a ``TUITableView``, like
/// `UITableViewDelegate`. Every method has a default.
///
/// Heights are asked for every row, including rows not on screen: answer them from the
/// row's model or cell *type* (a visitor over the element, say), never by asking the
/// table for a cell — that is the bug the Visitor article's `cellForRow(at:)` has.
@MainActor
package protocol TUITableViewDelegate: AnyObject {
    /// The height of `row` in lines (at least 1). Default 1.
    func tableView(_ tableView: TUITableView, heightForRowAt row: Int) -> Int
    /// The cell for `row` is about to be drawn: the place to style it.
    func tableView(_ tableView: TUITableView, willDisplay cell: TUITableViewCell, forRowAt row: Int)
    /// Enter was pressed on `row`.
    func tableView(_ tableView: TUITableView, didSelectRowAt row: Int)
}

extension TUITableViewDelegate {
    /// One line per row.
    package func tableView(_ tableView: TUITableView, heightForRowAt row: Int) -> Int { 1 }
    /// Does nothing.
    package func tableView(_ tableView: TUITableView, willDisplay cell: TUITableViewCell, forRowAt row: Int) {}
    /// Does nothing.
    package func tableView(_ tableView: TUITableView, didSelectRowAt row: Int) {}
}
