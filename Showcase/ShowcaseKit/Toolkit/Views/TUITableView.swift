import PatternKitHandlers

/// A scrolling list of rows of different heights and cell classes, shaped like
/// `UITableView` (one section).
///
/// While focused: ↑/↓ move the selection, Page Up/Page Down move a screenful, Home/End go
/// to the ends, Enter tells the delegate the row was selected. The table scrolls to keep
/// the selected row in view and draws a scroll position indicator on the right.
///
/// ```swift
/// table.register(FirstCell.self, forCellReuseIdentifier: "first")
/// table.dataSource = model
/// table.delegate = model
/// ```
@MainActor
package final class TUITableView: TUIView {
    /// Supplies the rows.
    package weak var dataSource: TUITableViewDataSource? { didSet { reloadData() } }
    /// Heights, display hooks, selection. Closures set with ``didSelectRow(handler:)`` and
    /// ``willDisplayCell(handler:)`` run beside it: the delegate first, then the closures.
    package weak var delegate: TUITableViewDelegate? {
        didSet {
            tableHandlers.forward(to: delegate)
            reloadData()
        }
    }

    /// The table's delegate closures, in PatternKitHandlers' `DelegateHandlers` — the table that
    /// UIKit's delegate proxies use too.
    package private(set) lazy var tableHandlers = DelegateHandlers<TUITableView>(sender: self)
    /// The selected row, if any.
    package private(set) var selectedRow: Int?
    /// The first line shown (scroll position, in lines from the top of the content).
    package private(set) var contentOffset = 0

    private var registered: [String: TUITableViewCell.Type] = [:]
    private var reusable: [String: [TUITableViewCell]] = [:]
    private var onScreen: [TUITableViewCell] = []
    /// Each row's first line; one extra entry holds the content height.
    private var rowStarts: [Int] = [0]

    /// An empty table.
    override package init(frame: TUIRect = .zero) {
        super.init(frame: frame)
    }

    override package var canBecomeFocused: Bool { numberOfRows > 0 }

    /// The number of rows, from the data source.
    package var numberOfRows: Int { rowStarts.count - 1 }

    /// The total height of all rows, in lines.
    package var contentHeight: Int { rowStarts.last ?? 0 }

    /// Registers the class to create for `identifier`.
    package func register(_ cellClass: TUITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A reusable cell for `identifier`: a recycled one, or a new one of the registered
    /// class (or a plain ``TUITableViewCell``).
    package func dequeueReusableCell(withIdentifier identifier: String) -> TUITableViewCell {
        if let cell = reusable[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cellClass = registered[identifier] ?? TUITableViewCell.self
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// Asks the data source and delegate again for rows and heights.
    package func reloadData() {
        let count = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        var starts = [0]
        starts.reserveCapacity(count + 1)
        var line = 0
        for row in 0..<count {
            line += max(1, delegate?.tableView(self, heightForRowAt: row) ?? 1)
            starts.append(line)
        }
        rowStarts = starts
        if let selected = selectedRow, selected >= count { selectedRow = count > 0 ? count - 1 : nil }
        if selectedRow == nil, count > 0 { selectedRow = 0 }
        clampOffset()
        setNeedsDisplay()
    }

    /// The height of `row` in lines.
    package func height(ofRow row: Int) -> Int {
        guard row >= 0, row < numberOfRows else { return 0 }
        return rowStarts[row + 1] - rowStarts[row]
    }

    /// The rows at least partly on screen.
    package var visibleRows: Range<Int> {
        guard numberOfRows > 0, frame.height > 0 else { return 0..<0 }
        let first = row(atLine: contentOffset)
        let last = row(atLine: min(contentHeight - 1, contentOffset + frame.height - 1))
        return first..<(last + 1)
    }

    /// Selects `row` and scrolls it into view.
    package func selectRow(_ row: Int) {
        guard numberOfRows > 0 else { return }
        selectedRow = min(max(0, row), numberOfRows - 1)
        scrollToRow(selectedRow ?? 0)
        setNeedsDisplay()
    }

    /// Scrolls the least needed to show all of `row` (its top when it is taller than the table).
    package func scrollToRow(_ row: Int) {
        guard row >= 0, row < numberOfRows else { return }
        let top = rowStarts[row]
        let bottom = rowStarts[row + 1]
        if top < contentOffset {
            contentOffset = top
        } else if bottom > contentOffset + frame.height {
            contentOffset = min(top, bottom - frame.height)
        }
        clampOffset()
        setNeedsDisplay()
    }

    private func row(atLine line: Int) -> Int {
        // The last row whose start is at or before `line` (binary search over starts).
        var low = 0
        var high = numberOfRows - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowStarts[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func clampOffset() {
        contentOffset = min(max(0, contentOffset), max(0, contentHeight - frame.height))
    }

    override package func handleKey(_ event: KeyEvent) -> Bool {
        guard numberOfRows > 0, let selected = selectedRow else { return false }
        switch event.key {
        case .up: selectRow(selected - 1)
        case .down: selectRow(selected + 1)
        case .pageUp: selectRow(row(atLine: max(0, rowStarts[selected] - frame.height)))
        case .pageDown: selectRow(row(atLine: min(contentHeight - 1, rowStarts[selected] + frame.height)))
        case .home: selectRow(0)
        case .end: selectRow(numberOfRows - 1)
        case .enter: didSelect(selected)
        default: return false
        }
        return true
    }

    override package func layoutSubviews() {
        clampOffset()
    }

    override package func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        for cell in onScreen {
            if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
        }
        onScreen.removeAll()
        guard let dataSource else { return }
        let width = max(0, frame.width - 1)
        for row in visibleRows {
            let cell = dataSource.tableView(self, cellForRowAt: row)
            cell.frame = TUIRect(x: 0, y: rowStarts[row] - contentOffset, width: width, height: height(ofRow: row))
            cell.isSelected = row == selectedRow
            cell.isHighlighted = cell.isSelected && isFirstResponder
            willDisplay(cell, row)
            canvas.within(cell.frame) { cell.render(in: &$0) }
            onScreen.append(cell)
        }
        drawScrollIndicator(in: &canvas)
    }

    private func drawScrollIndicator(in canvas: inout Canvas) {
        guard contentHeight > frame.height, frame.height > 0 else { return }
        let x = frame.width - 1
        let thumbHeight = max(1, frame.height * frame.height / contentHeight)
        let thumbTop = (frame.height - thumbHeight) * contentOffset / max(1, contentHeight - frame.height)
        for y in 0..<frame.height {
            canvas.draw(
                y >= thumbTop && y < thumbTop + thumbHeight ? "┃" : "│", x: x, y: y, style: TextStyle(foreground: .gray)
            )
        }
    }
}
