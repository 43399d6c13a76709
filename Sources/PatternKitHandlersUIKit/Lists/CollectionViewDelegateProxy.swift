#if canImport(UIKit) && !os(watchOS)
import PatternKitHandlers
import UIKit

/// The `UICollectionViewDelegate` behind a collection view's closures, its scroll closures
/// included: one per collection view, found by its identity, owned by it. Layout questions
/// (`UICollectionViewDelegateFlowLayout`'s sizes and insets) are never claimed: they reach
/// the app's delegate untouched.
@MainActor
final class CollectionViewDelegateProxy: ScrollingDelegateProxy<UICollectionView>, UICollectionViewDelegate {
    override var ownerDelegate: AnyObject? {
        get { owner?.delegate }
        set { owner?.delegate = newValue as? any UICollectionViewDelegate }
    }

    override nonisolated class var routes: DelegateRoutes? { .collectionView }

    override nonisolated class var delegateProtocols: [Protocol] {
        [UICollectionViewDelegate.self, UICollectionViewDelegateFlowLayout.self, UIScrollViewDelegate.self]
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        handlers.decide(.shouldSelectItem, indexPath) { ($0 as? any UICollectionViewDelegate)?.collectionView?(collectionView, shouldSelectItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        handlers.notify(.didSelectItem, indexPath) { ($0 as? any UICollectionViewDelegate)?.collectionView?(collectionView, didSelectItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        handlers.decide(.shouldDeselectItem, indexPath) { ($0 as? any UICollectionViewDelegate)?.collectionView?(collectionView, shouldDeselectItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        handlers.notify(.didDeselectItem, indexPath) { ($0 as? any UICollectionViewDelegate)?.collectionView?(collectionView, didDeselectItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        handlers.decide(.shouldHighlightItem, indexPath) { ($0 as? any UICollectionViewDelegate)?.collectionView?(collectionView, shouldHighlightItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        handlers.notify(.didHighlightItem, indexPath) { ($0 as? any UICollectionViewDelegate)?.collectionView?(collectionView, didHighlightItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        handlers.notify(.didUnhighlightItem, indexPath) { ($0 as? any UICollectionViewDelegate)?.collectionView?(collectionView, didUnhighlightItemAt: indexPath) }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        handlers.notify(.willDisplayCell, (cell, indexPath)) {
            ($0 as? any UICollectionViewDelegate)?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        handlers.notify(.didEndDisplayingCell, (cell, indexPath)) {
            ($0 as? any UICollectionViewDelegate)?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }
}
#endif
