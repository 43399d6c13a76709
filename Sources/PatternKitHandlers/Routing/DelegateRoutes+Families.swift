// The Objective-C selectors each UIKit delegate family routes to closures, by method name.
// Strings, so that they are tested on Linux; the UIKit scenarios check each selector against
// its protocol.

extension DelegateRoutes {
    /// `UIScrollViewDelegate`, inherited by table and collection views (and text views).
    package static let scrollView = DelegateRoutes(
        """
        scrollViewDidScroll: didScroll didReachBottom
        scrollViewWillBeginDragging: willBeginDragging
        scrollViewDidEndDragging:willDecelerate: didEndDragging
        scrollViewDidEndDecelerating: didEndDecelerating
        scrollViewDidZoom: didZoom
        scrollViewShouldScrollToTop: shouldScrollToTop
        scrollViewDidScrollToTop: didScrollToTop
        scrollViewDidEndScrollingAnimation: didEndScrollingAnimation
        """
    )

    /// `UITableViewDelegate` and the scroll view methods it inherits. Row heights, headers
    /// and editing are never routed: they stay with the app's delegate (or a data source
    /// object such as PatternKitVisitorsUIKit's that is also the delegate).
    package static let tableView = DelegateRoutes(
        """
        tableView:didSelectRowAtIndexPath: didSelect
        tableView:didDeselectRowAtIndexPath: didDeselect
        tableView:willSelectRowAtIndexPath: shouldSelect
        tableView:willDeselectRowAtIndexPath: shouldDeselect
        tableView:shouldHighlightRowAtIndexPath: shouldHighlight
        tableView:didHighlightRowAtIndexPath: didHighlight
        tableView:didUnhighlightRowAtIndexPath: didUnhighlight
        tableView:willDisplayCell:forRowAtIndexPath: willDisplayRow
        tableView:didEndDisplayingCell:forRowAtIndexPath: didEndDisplayingRow
        tableView:accessoryButtonTappedForRowWithIndexPath: accessoryButtonTapped
        tableView:leadingSwipeActionsConfigurationForRowAtIndexPath: leadingSwipeActions
        tableView:trailingSwipeActionsConfigurationForRowAtIndexPath: trailingSwipeActions
        tableView:contextMenuConfigurationForRowAtIndexPath:point: contextMenuConfiguration
        """
    ).merging(scrollView)

    /// `UICollectionViewDelegate` and the scroll view methods it inherits. Layout questions
    /// (`UICollectionViewDelegateFlowLayout`) stay with the app's delegate.
    package static let collectionView = DelegateRoutes(
        """
        collectionView:didSelectItemAtIndexPath: didSelect
        collectionView:didDeselectItemAtIndexPath: didDeselect
        collectionView:shouldSelectItemAtIndexPath: shouldSelect
        collectionView:shouldDeselectItemAtIndexPath: shouldDeselect
        collectionView:shouldHighlightItemAtIndexPath: shouldHighlight
        collectionView:didHighlightItemAtIndexPath: didHighlight
        collectionView:didUnhighlightItemAtIndexPath: didUnhighlight
        collectionView:willDisplayCell:forItemAtIndexPath: willDisplayItem
        collectionView:didEndDisplayingCell:forItemAtIndexPath: didEndDisplayingItem
        """
    ).merging(scrollView)

    /// `UIPickerViewDataSource`.
    package static let pickerViewDataSource = DelegateRoutes(
        """
        numberOfComponentsInPickerView: numberOfComponents
        pickerView:numberOfRowsInComponent: numberOfRows
        """
    )

    /// `UIPickerViewDelegate`.
    package static let pickerViewDelegate = DelegateRoutes(
        """
        pickerView:titleForRow:forComponent: titleForRow
        pickerView:didSelectRow:inComponent: didSelectRow
        """
    )
}
