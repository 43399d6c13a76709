import Foundation

// Selection and highlighting of a row or an item, shared by table views
// (`UITableViewDelegate`) and collection views (`UICollectionViewDelegate`): the input is
// the index path.

extension DelegateMethod where Input == IndexPath, Output == Void {
    /// A row or item was selected by the user (`tableView(_:didSelectRowAt:)`,
    /// `collectionView(_:didSelectItemAt:)`).
    public static var didSelect: Self { Self("didSelect") }
    /// A row or item was deselected by the user.
    public static var didDeselect: Self { Self("didDeselect") }
    /// A row or item was highlighted (touch down).
    public static var didHighlight: Self { Self("didHighlight") }
    /// A row or item lost its highlight.
    public static var didUnhighlight: Self { Self("didUnhighlight") }
    /// A table row's accessory (detail) button was tapped
    /// (`tableView(_:accessoryButtonTappedForRowWith:)`).
    public static var accessoryButtonTapped: Self { Self("accessoryButtonTapped") }
}

extension DelegateMethod where Input == IndexPath, Output == Bool {
    /// "May the user select this row or item?" (`collectionView(_:shouldSelectItemAt:)`;
    /// for tables, `tableView(_:willSelectRowAt:)` answering `nil` for no).
    public static var shouldSelect: Self { Self("shouldSelect") }
    /// "May the user deselect it?" (`collectionView(_:shouldDeselectItemAt:)`,
    /// `tableView(_:willDeselectRowAt:)`).
    public static var shouldDeselect: Self { Self("shouldDeselect") }
    /// "May it be highlighted on touch?" (`tableView(_:shouldHighlightRowAt:)`).
    public static var shouldHighlight: Self { Self("shouldHighlight") }
}
