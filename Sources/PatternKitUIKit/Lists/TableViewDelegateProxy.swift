#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UITableViewDelegate` behind a table's closures, its scroll closures included: one per
    /// table, found by its identity, owned by it. It claims only the methods a closure or the
    /// app's delegate handles, so heights, headers and editing stay with the app's delegate (or
    /// a `VisitorTableDataSource` that is also the delegate), and the data source is never
    /// touched.
    @MainActor
    final class TableViewDelegateProxy: ScrollingDelegateProxy<UITableView>, UITableViewDelegate {
        /// UIKit's answer, from the call's arguments, for a call whose forwardee has just gone.
        override nonisolated class func defaultAnswerTarget(for selector: Selector) -> AnyObject? {
            DelegateDefaultAnswers.target(for: selector)
        }

        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UITableViewDelegate).self) } }
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(selector, in: .tableView) { forwardeeResponds(to: selector) }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UITableViewDelegate).self, (any UIScrollViewDelegate).self]
        }

        /// Asks whether a `will…RowAt` move may happen: the app's delegate first, which may also
        /// redirect it to another row, then the closures, about the row it goes to (the core's
        /// `permit` decides).
        private func permit(
            _ method: DelegateMethod<UITableView, IndexPath, Bool>, _ indexPath: IndexPath, _ selector: Selector,
            _ ask: (any UITableViewDelegate) -> IndexPath?
        ) -> IndexPath? {
            handlers.permit(method, indexPath) { forwardee in
                let delegate = messaging(forwardee, as: (any UITableViewDelegate).self)
                guard delegate.responds(to: selector) else { return .none }
                return .some(ask(delegate))
            }
        }

        // MARK: Selection

        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            permit(.shouldSelectRow, indexPath, #selector((any UITableViewDelegate).tableView(_:willSelectRowAt:))) {
                $0.tableView?(tableView, willSelectRowAt: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            handlers.notify(.didSelectRow, indexPath) {
                delegate($0, as: (any UITableViewDelegate).self).tableView?(tableView, didSelectRowAt: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            permit(.shouldDeselectRow, indexPath, #selector((any UITableViewDelegate).tableView(_:willDeselectRowAt:)))
            {
                $0.tableView?(tableView, willDeselectRowAt: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            handlers.notify(.didDeselectRow, indexPath) {
                delegate($0, as: (any UITableViewDelegate).self).tableView?(tableView, didDeselectRowAt: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            handlers.decide(.shouldHighlightRow, indexPath) {
                delegate($0, as: (any UITableViewDelegate).self).tableView?(tableView, shouldHighlightRowAt: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            handlers.notify(.didHighlightRow, indexPath) {
                delegate($0, as: (any UITableViewDelegate).self).tableView?(tableView, didHighlightRowAt: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            handlers.notify(.didUnhighlightRow, indexPath) {
                delegate($0, as: (any UITableViewDelegate).self).tableView?(tableView, didUnhighlightRowAt: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            handlers.notify(.accessoryButtonTapped, indexPath) {
                delegate($0, as: (any UITableViewDelegate).self).tableView?(
                    tableView, accessoryButtonTappedForRowWith: indexPath)
            }
        }

        // MARK: Display

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            handlers.notify(.willDisplayCell, (cell, indexPath)) {
                delegate($0, as: (any UITableViewDelegate).self).tableView?(
                    tableView, willDisplay: cell, forRowAt: indexPath)
            }
        }

        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        {
            handlers.notify(.didEndDisplayingCell, (cell, indexPath)) {
                delegate($0, as: (any UITableViewDelegate).self).tableView?(
                    tableView, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }

        // MARK: Swipe actions and context menus

        #if os(iOS)
            func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
                -> UISwipeActionsConfiguration?
            {
                handlers.answer(.leadingSwipeActions, indexPath) {
                    delegate($0, as: (any UITableViewDelegate).self).tableView?(
                        tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
                }
            }

            func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
                -> UISwipeActionsConfiguration?
            {
                handlers.answer(.trailingSwipeActions, indexPath) {
                    delegate($0, as: (any UITableViewDelegate).self).tableView?(
                        tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
                }
            }

            func tableView(
                _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
            ) -> UIContextMenuConfiguration? {
                handlers.answer(.contextMenuConfiguration, (indexPath, point)) {
                    delegate($0, as: (any UITableViewDelegate).self).tableView?(
                        tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
                }
            }
        #endif
    }
#endif
