#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    public import UIKit

    // Selection and highlighting of a table's rows (`UITableViewDelegate`), keys of tables only, and
    // of a collection view's items (`UICollectionViewDelegate`), keys of collection views only: the
    // input is the index path. Each key is spelled as the named method that sets it
    // (`didSelectRow { }`, `didSelectItem { }`).

    extension DelegateMethod where Owner: UITableView, Input == IndexPath, Output == Void {
        /// A table row was selected by the user (`tableView(_:didSelectRowAt:)`).
        public static var didSelectRow: Self { Self("didSelectRow") }
        /// A table row was deselected by the user (`tableView(_:didDeselectRowAt:)`).
        public static var didDeselectRow: Self { Self("didDeselectRow") }
        /// A table row was highlighted (touch down) (`tableView(_:didHighlightRowAt:)`).
        public static var didHighlightRow: Self { Self("didHighlightRow") }
        /// A table row lost its highlight (`tableView(_:didUnhighlightRowAt:)`).
        public static var didUnhighlightRow: Self { Self("didUnhighlightRow") }
        /// A table row's accessory (detail) button was tapped
        /// (`tableView(_:accessoryButtonTappedForRowWith:)`).
        public static var accessoryButtonTapped: Self { Self("accessoryButtonTapped") }
    }

    extension DelegateMethod where Owner: UICollectionView, Input == IndexPath, Output == Void {
        /// A collection view item was selected by the user (`collectionView(_:didSelectItemAt:)`).
        public static var didSelectItem: Self { Self("didSelectItem") }
        /// A collection view item was deselected by the user (`collectionView(_:didDeselectItemAt:)`).
        public static var didDeselectItem: Self { Self("didDeselectItem") }
        /// A collection view item was highlighted (`collectionView(_:didHighlightItemAt:)`).
        public static var didHighlightItem: Self { Self("didHighlightItem") }
        /// A collection view item lost its highlight (`collectionView(_:didUnhighlightItemAt:)`).
        public static var didUnhighlightItem: Self { Self("didUnhighlightItem") }
    }

    extension DelegateMethod where Owner: UITableView, Input == IndexPath, Output == Bool {
        /// "May the user select this row?" (`tableView(_:willSelectRowAt:)` answering `nil` for
        /// no).
        public static var shouldSelectRow: Self { Self("shouldSelectRow") }
        /// "May the user deselect this row?" (`tableView(_:willDeselectRowAt:)`).
        public static var shouldDeselectRow: Self { Self("shouldDeselectRow") }
        /// "May this row be highlighted on touch?" (`tableView(_:shouldHighlightRowAt:)`).
        public static var shouldHighlightRow: Self { Self("shouldHighlightRow") }
    }

    extension DelegateMethod where Owner: UICollectionView, Input == IndexPath, Output == Bool {
        /// "May the user select this item?" (`collectionView(_:shouldSelectItemAt:)`).
        public static var shouldSelectItem: Self { Self("shouldSelectItem") }
        /// "May the user deselect this item?" (`collectionView(_:shouldDeselectItemAt:)`).
        public static var shouldDeselectItem: Self { Self("shouldDeselectItem") }
        /// "May this item be highlighted on touch?" (`collectionView(_:shouldHighlightItemAt:)`).
        public static var shouldHighlightItem: Self { Self("shouldHighlightItem") }
    }
#endif
