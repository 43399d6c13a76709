#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    // The table and collection view methods whose inputs or answers are UIKit types, for
    // `addHandler(for:_:)` and `removeHandlers(for:)`, each a key of its own view only (selection
    // and highlighting are in `DelegateMethod+Selection.swift`; the scroll methods, which tables
    // and collection views inherit, in `Scrolling/DelegateMethod+Scrolling.swift`).

    extension DelegateMethod where Owner: UITableView, Input == (UITableViewCell, IndexPath), Output == Void {
        /// A table's cell is about to appear (`tableView(_:willDisplay:forRowAt:)`).
        public static var willDisplayCell: Self { Self("willDisplayCell") }
        /// A table's cell left the screen (`tableView(_:didEndDisplaying:forRowAt:)`).
        public static var didEndDisplayingCell: Self { Self("didEndDisplayingCell") }
    }

    extension DelegateMethod where Owner: UICollectionView, Input == (UICollectionViewCell, IndexPath), Output == Void {
        /// A collection view's cell is about to appear (`collectionView(_:willDisplay:forItemAt:)`).
        public static var willDisplayCell: Self { Self("willDisplayCell") }
        /// A collection view's cell left the screen (`collectionView(_:didEndDisplaying:forItemAt:)`).
        public static var didEndDisplayingCell: Self { Self("didEndDisplayingCell") }
    }

    #if os(iOS)
        extension DelegateMethod where Owner: UITableView, Input == IndexPath, Output == UISwipeActionsConfiguration? {
            /// The actions revealed by swiping a row to the right
            /// (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`); a closure returns `nil` to
            /// let the next one, or the app's delegate, answer.
            public static var leadingSwipeActions: Self { Self("leadingSwipeActions") }
            /// The actions revealed by swiping a row to the left
            /// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`).
            public static var trailingSwipeActions: Self { Self("trailingSwipeActions") }
        }

        extension DelegateMethod
        where Owner: UITableView, Input == (IndexPath, CGPoint), Output == UIContextMenuConfiguration? {
            /// The context menu of a row, pressed and held at a point
            /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`); `nil` passes.
            public static var contextMenuConfiguration: Self { Self("contextMenuConfiguration") }
        }
    #endif
#endif
