import PatternKitHandlers

extension DelegateMethod where Owner == TUITableView, Input == Int, Output == Void {
    /// A row of a terminal table was selected (Enter on it): `tableView(_:didSelectRowAt:)`
    /// of ``TUITableViewDelegate``, with the row.
    package static var didSelectTableRow: Self { Self("didSelectTableRow") }
}

extension DelegateMethod where Owner == TUITableView, Input == (cell: TUITableViewCell, row: Int), Output == Void {
    /// A terminal table is about to draw a row's cell: `tableView(_:willDisplay:forRowAt:)`.
    package static var willDisplayTableRow: Self { Self("willDisplayTableRow") }
}

/// The table's delegate notifications as closures, beside its ``TUITableView/delegate``
/// (which is called first), as UIKit's `UITableView` gets them from `PatternKitHandlersUIKit`:
///
/// ```swift
/// table.didSelectRow { table, row in open(items[row]) }
///      .willDisplayCell { table, cell, row in cell.textColor = row.isMultiple(of: 2) ? .default : .gray }
/// let token = table.addHandler(for: .didSelectTableRow) { table, row in log(row) }
/// token.cancel()
/// ```
extension TUITableView {
    /// Sets the closure run when the user selects a row (Enter), replacing the one set before.
    @discardableResult
    package func didSelectRow(handler: @escaping (TUITableView, Int) -> Void) -> Self {
        tableHandlers.set(.didSelectTableRow, handler)
        return self
    }

    /// Sets the closure run before a row's cell is drawn, replacing the one set before.
    @discardableResult
    package func willDisplayCell(handler: @escaping (TUITableView, TUITableViewCell, Int) -> Void) -> Self {
        tableHandlers.set(.willDisplayTableRow) { table, input in handler(table, input.cell, input.row) }
        return self
    }

    /// Adds a closure for `method` beside those already there; cancel the token to remove it.
    @discardableResult
    package func addHandler<Input>(
        for method: DelegateMethod<TUITableView, Input, Void>, _ handler: @escaping (TUITableView, Input) -> Void
    ) -> HandlerToken {
        tableHandlers.add(method, handler)
    }

    /// Removes every closure for `method`.
    package func removeHandlers<Input>(for method: DelegateMethod<TUITableView, Input, Void>) {
        tableHandlers.removeHandlers(for: method)
    }

    /// Tells the delegate, then the closures, that `row` was selected.
    func didSelect(_ row: Int) {
        tableHandlers.notify(.didSelectTableRow, row) { delegate in
            (delegate as? TUITableViewDelegate)?.tableView(self, didSelectRowAt: row)
        }
    }

    /// Tells the delegate, then the closures, that `cell` is about to show `row`.
    func willDisplay(_ cell: TUITableViewCell, _ row: Int) {
        tableHandlers.notify(.willDisplayTableRow, (cell, row)) { delegate in
            (delegate as? TUITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: row)
        }
    }
}
