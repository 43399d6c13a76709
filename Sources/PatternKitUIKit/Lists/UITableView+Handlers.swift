#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Table views take closures for their delegate: `didSelectRow`, `didDeselectRow`,
    /// `shouldSelectRow`, `shouldHighlightRow`, `didHighlightRow`, `willDisplayCell`,
    /// `didEndDisplayingCell`, `accessoryButtonTapped`, swipe actions and context menus — and,
    /// as scroll views, `didScroll`, `didReachBottom` & co., in the same proxy.
    ///
    /// ```swift
    /// tableView
    ///     .didSelectRow { table, indexPath in
    ///         table.deselectRow(at: indexPath, animated: true)
    ///         open(items[indexPath.row])
    ///     }
    ///     .trailingSwipeActions { _, indexPath in
    ///         UISwipeActionsConfiguration(actions: [deleteAction(for: indexPath)])
    ///     }
    ///     .didReachBottom(threshold: 300) { _ in feed.loadMore() }
    /// ```
    ///
    /// Only the methods that have a closure (or that the app's delegate implements) are claimed:
    /// row heights, headers and editing stay with the app's delegate, and the data source is
    /// never touched — a `VisitorTableDataSource` keeps both of its roles, attached before the
    /// closures or after them (it goes behind them). The app's delegate keeps
    /// receiving every call, first; ``forwardingDelegate`` reads and sets it.
    extension UITableView {
        /// The app's own delegate, which keeps receiving every call before the closures: set it
        /// here once closures are registered (a plain `delegate = self` would replace the
        /// closures' proxy, as it replaces RxCocoa's). Without closures it is simply `delegate`.
        ///
        /// ```swift
        /// tableView.didSelectRow { _, indexPath in open(indexPath) }
        /// tableView.forwardingDelegate = self  // behind the closures: heights still work
        /// ```
        public var forwardingDelegate: (any UITableViewDelegate)? {
            get {
                TableViewDelegateProxy.forwardingDelegate(of: self, delegate: delegate).map {
                    messaging($0, as: (any UITableViewDelegate).self)
                }
            }
            set {
                if !TableViewDelegateProxy.setForwardingDelegate(newValue, of: self) { delegate = newValue }
            }
        }
    }

    @MainActor
    extension HandlersKit where Self: UITableView {
        /// Sets the closure called when the user selected a row.
        @discardableResult
        public func didSelectRow(handler: @escaping (Self, IndexPath) -> Void) -> Self {
            setHandler(for: .didSelectRow, handler)
        }

        /// Sets the closure called when the user deselected a row.
        @discardableResult
        public func didDeselectRow(handler: @escaping (Self, IndexPath) -> Void) -> Self {
            setHandler(for: .didDeselectRow, handler)
        }

        /// Sets the closure that decides whether the user may select a row
        /// (`tableView(_:willSelectRowAt:)` answering `nil` for no).
        @discardableResult
        public func shouldSelectRow(handler: @escaping (Self, IndexPath) -> Bool) -> Self {
            setHandler(for: .shouldSelectRow, handler)
        }

        /// Sets the closure that decides whether a row highlights on touch.
        @discardableResult
        public func shouldHighlightRow(handler: @escaping (Self, IndexPath) -> Bool) -> Self {
            setHandler(for: .shouldHighlightRow, handler)
        }

        /// Sets the closure called when a row was highlighted.
        @discardableResult
        public func didHighlightRow(handler: @escaping (Self, IndexPath) -> Void) -> Self {
            setHandler(for: .didHighlightRow, handler)
        }

        /// Sets the closure called when a row lost its highlight.
        @discardableResult
        public func didUnhighlightRow(handler: @escaping (Self, IndexPath) -> Void) -> Self {
            setHandler(for: .didUnhighlightRow, handler)
        }

        /// Sets the closure called when a row's detail accessory button was tapped.
        @discardableResult
        public func accessoryButtonTapped(handler: @escaping (Self, IndexPath) -> Void) -> Self {
            setHandler(for: .accessoryButtonTapped, handler)
        }

        /// Sets the closure called just before a cell appears: the place UIKit recommends for
        /// background colours and for starting work a visible cell needs.
        @discardableResult
        public func willDisplayCell(handler: @escaping (Self, UITableViewCell, IndexPath) -> Void) -> Self {
            setHandler(for: .willDisplayCell) { table, input in handler(table, input.0, input.1) }
        }

        /// Sets the closure called when a cell left the screen (cancel its image loads there).
        @discardableResult
        public func didEndDisplayingCell(handler: @escaping (Self, UITableViewCell, IndexPath) -> Void) -> Self {
            setHandler(for: .didEndDisplayingCell) { table, input in
                handler(table, input.0, input.1)
            }
        }
    }

    #if os(iOS)
        @MainActor
        extension HandlersKit where Self: UITableView {
            /// Sets the closure that gives the actions revealed by swiping a row to the right;
            /// `nil` lets the app's delegate answer (or UIKit's default).
            @discardableResult
            public func leadingSwipeActions(handler: @escaping (Self, IndexPath) -> UISwipeActionsConfiguration?)
                -> Self
            {
                setHandler(for: .leadingSwipeActions, handler)
            }

            /// Sets the closure that gives the actions revealed by swiping a row to the left;
            /// `nil` lets the app's delegate answer (or UIKit's default: Delete when editing is
            /// enabled). Return a configuration without actions for none.
            @discardableResult
            public func trailingSwipeActions(handler: @escaping (Self, IndexPath) -> UISwipeActionsConfiguration?)
                -> Self
            {
                setHandler(for: .trailingSwipeActions, handler)
            }

            /// Sets the closure that gives a row's context menu, for a press at a point in the table;
            /// `nil` lets the app's delegate answer (no menu without one).
            ///
            /// ```swift
            /// tableView.contextMenuConfiguration { _, indexPath, _ in
            ///     UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            ///         UIMenu(children: [shareAction(for: indexPath)])
            ///     }
            /// }
            /// ```
            @discardableResult
            public func contextMenuConfiguration(
                handler: @escaping (Self, IndexPath, CGPoint) -> UIContextMenuConfiguration?
            ) -> Self {
                setHandler(for: .contextMenuConfiguration) { table, input in
                    handler(table, input.0, input.1)
                }
            }
        }
    #endif

    /// The table's scroll closures live in its own proxy, beside its row closures: UIKit gives it
    /// one `delegate`.
    @_spi(PatternKitPlumbing) extension UITableView: ScrollDelegateRegistryOwner {
        /// The UITableView's own proxy, created on first use.
        @_spi(PatternKitPlumbing) public var ownScrollDelegateRegistry: any ScrollDelegateRegistry {
            TableViewDelegateProxy.proxy(on: self)
        }

        /// The UITableView's own proxy, if it has one.
        @_spi(PatternKitPlumbing) public var existingOwnScrollDelegateRegistry: (any ScrollDelegateRegistry)? {
            TableViewDelegateProxy.existing(on: self)
        }
    }
#endif
