#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    // The table and collection view methods whose inputs or answers are UIKit types, for
    // `addHandler(for:_:)` and `removeHandlers(for:)`. Selection and
    // highlighting (`.didSelectRow`, `.shouldSelectItem`…) and the scroll methods come from PatternKitHandlers.

    extension DelegateMethod where Input == (UITableViewCell, IndexPath), Output == Void {
        /// A table's cell is about to appear (`tableView(_:willDisplay:forRowAt:)`).
        public static var willDisplayCell: Self { Self("willDisplayCell") }
        /// A table's cell left the screen (`tableView(_:didEndDisplaying:forRowAt:)`).
        public static var didEndDisplayingCell: Self { Self("didEndDisplayingCell") }
    }

    extension DelegateMethod where Input == (UICollectionViewCell, IndexPath), Output == Void {
        /// A collection view's cell is about to appear (`collectionView(_:willDisplay:forItemAt:)`).
        ///
        /// A table's key has the same name: where the types leave both open (a closure whose
        /// cell type is not spelled out), the table's is chosen; a collection view's
        /// `addHandler(for:_:)` overload picks this one.
        @_disfavoredOverload
        public static var willDisplayCell: Self { Self("willDisplayCell") }
        /// A collection view's cell left the screen (`collectionView(_:didEndDisplaying:forItemAt:)`).
        @_disfavoredOverload
        public static var didEndDisplayingCell: Self { Self("didEndDisplayingCell") }
    }

    #if os(iOS)
        extension DelegateMethod where Input == IndexPath, Output == UISwipeActionsConfiguration? {
            /// The actions revealed by swiping a row to the right
            /// (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`); a closure returns `nil` to
            /// let the next one, or the app's delegate, answer.
            public static var leadingSwipeActions: Self { Self("leadingSwipeActions") }
            /// The actions revealed by swiping a row to the left
            /// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`).
            public static var trailingSwipeActions: Self { Self("trailingSwipeActions") }
        }

        extension DelegateMethod where Input == (IndexPath, CGPoint), Output == UIContextMenuConfiguration? {
            /// The context menu of a row, pressed and held at a point
            /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`); `nil` passes.
            public static var contextMenuConfiguration: Self { Self("contextMenuConfiguration") }
        }
    #endif
#endif
