// The Objective-C selectors the table, collection and picker view delegate families route to
// closures, by method name: here, beside their proxies, so that an app that links none of them
// links none of their tables. Strings outside `#if canImport(UIKit)`, so that what each family
// claims is tested on Linux; the UIKit scenarios check each selector against its protocol.

extension DelegateRoutes {
    /// `UITableViewDelegate` and the scroll view methods it inherits. Row heights, headers
    /// and editing are never routed: they stay with the app's delegate (or a data source
    /// object such as PatternKitVisitorsUIKit's that is also the delegate).
    package static let tableView = DelegateRoutes(
        """
        tableView:didSelectRowAtIndexPath: didSelectRow
        tableView:didDeselectRowAtIndexPath: didDeselectRow
        tableView:willSelectRowAtIndexPath: shouldSelectRow
        tableView:willDeselectRowAtIndexPath: shouldDeselectRow
        tableView:shouldHighlightRowAtIndexPath: shouldHighlightRow
        tableView:didHighlightRowAtIndexPath: didHighlightRow
        tableView:didUnhighlightRowAtIndexPath: didUnhighlightRow
        tableView:willDisplayCell:forRowAtIndexPath: willDisplayCell
        tableView:didEndDisplayingCell:forRowAtIndexPath: didEndDisplayingCell
        tableView:accessoryButtonTappedForRowWithIndexPath: accessoryButtonTapped
        tableView:leadingSwipeActionsConfigurationForRowAtIndexPath: leadingSwipeActions
        tableView:trailingSwipeActionsConfigurationForRowAtIndexPath: trailingSwipeActions
        tableView:contextMenuConfigurationForRowAtIndexPath:point: contextMenuConfiguration
        """
    ).merging(scrollView)

    /// `UICollectionViewDelegate`, the scroll view methods it inherits, and
    /// `UICollectionViewDelegateFlowLayout`'s questions, which no closure answers: a line with
    /// no method name is claimed only while the app's delegate implements it, so a flow layout
    /// keeps its own `itemSize` and insets otherwise, and uses the app's answers when it has
    /// them.
    package static let collectionView = DelegateRoutes(
        """
        collectionView:layout:sizeForItemAtIndexPath:
        collectionView:layout:insetForSectionAtIndex:
        collectionView:layout:minimumLineSpacingForSectionAtIndex:
        collectionView:layout:minimumInteritemSpacingForSectionAtIndex:
        collectionView:layout:referenceSizeForHeaderInSection:
        collectionView:layout:referenceSizeForFooterInSection:
        collectionView:didSelectItemAtIndexPath: didSelectItem
        collectionView:didDeselectItemAtIndexPath: didDeselectItem
        collectionView:shouldSelectItemAtIndexPath: shouldSelectItem
        collectionView:shouldDeselectItemAtIndexPath: shouldDeselectItem
        collectionView:shouldHighlightItemAtIndexPath: shouldHighlightItem
        collectionView:didHighlightItemAtIndexPath: didHighlightItem
        collectionView:didUnhighlightItemAtIndexPath: didUnhighlightItem
        collectionView:willDisplayCell:forItemAtIndexPath: willDisplayCell
        collectionView:didEndDisplayingCell:forItemAtIndexPath: didEndDisplayingCell
        """
    ).merging(scrollView)

    /// `UIPickerViewDataSource`.
    package static let pickerViewDataSource = DelegateRoutes(
        """
        numberOfComponentsInPickerView: numberOfComponents
        pickerView:numberOfRowsInComponent: numberOfRowsInComponent
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
