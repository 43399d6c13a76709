#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UICollectionViewDelegate` behind a collection view's closures, its scroll closures
    /// included: one per collection view, found by its identity, owned by it.
    ///
    /// It is also a `UICollectionViewDelegateFlowLayout`, so `delegate as? UICollectionViewDelegateFlowLayout`
    /// still finds one while closures are installed, but it claims a flow layout question only
    /// while the app's delegate implements it (the core's routes): the layout keeps its own
    /// `itemSize` and insets otherwise. Asked after the app's delegate went away, it answers with
    /// the layout's own values.
    @MainActor
    final class CollectionViewDelegateProxy: ScrollingDelegateProxy<UICollectionView>,
        UICollectionViewDelegateFlowLayout
    {
        /// UIKit's answer, from the call's arguments, for a call whose forwardee has just gone.
        override nonisolated class func defaultAnswerTarget(for selector: Selector) -> AnyObject? {
            DelegateDefaultAnswers.target(for: selector)
        }

        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UICollectionViewDelegate).self) } }
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(selector, in: .collectionView) { forwardeeResponds(to: selector) }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [
                (any UICollectionViewDelegate).self, (any UICollectionViewDelegateFlowLayout).self,
                (any UIScrollViewDelegate).self,
            ]
        }

        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            handlers.decide(.shouldSelectItem, indexPath) {
                delegate($0, as: (any UICollectionViewDelegate).self).collectionView?(
                    collectionView, shouldSelectItemAt: indexPath)
            }
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            handlers.notify(.didSelectItem, indexPath) {
                delegate($0, as: (any UICollectionViewDelegate).self).collectionView?(
                    collectionView, didSelectItemAt: indexPath)
            }
        }

        func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
            handlers.decide(.shouldDeselectItem, indexPath) {
                delegate($0, as: (any UICollectionViewDelegate).self).collectionView?(
                    collectionView, shouldDeselectItemAt: indexPath)
            }
        }

        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            handlers.notify(.didDeselectItem, indexPath) {
                delegate($0, as: (any UICollectionViewDelegate).self).collectionView?(
                    collectionView, didDeselectItemAt: indexPath)
            }
        }

        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            handlers.decide(.shouldHighlightItem, indexPath) {
                delegate($0, as: (any UICollectionViewDelegate).self).collectionView?(
                    collectionView, shouldHighlightItemAt: indexPath)
            }
        }

        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            handlers.notify(.didHighlightItem, indexPath) {
                delegate($0, as: (any UICollectionViewDelegate).self).collectionView?(
                    collectionView, didHighlightItemAt: indexPath)
            }
        }

        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            handlers.notify(.didUnhighlightItem, indexPath) {
                delegate($0, as: (any UICollectionViewDelegate).self).collectionView?(
                    collectionView, didUnhighlightItemAt: indexPath)
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            handlers.notify(.willDisplayCell, (cell, indexPath)) {
                delegate($0, as: (any UICollectionViewDelegate).self).collectionView?(
                    collectionView, willDisplay: cell, forItemAt: indexPath)
            }
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            handlers.notify(.didEndDisplayingCell, (cell, indexPath)) {
                delegate($0, as: (any UICollectionViewDelegate).self).collectionView?(
                    collectionView, didEndDisplaying: cell, forItemAt: indexPath)
            }
        }

        // MARK: Flow layout (the app's delegate's answers, or the layout's own)

        private func flowDelegate() -> (any UICollectionViewDelegateFlowLayout)? {
            usableForwardee().map { messaging($0, as: (any UICollectionViewDelegateFlowLayout).self) }
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            flowDelegate()?.collectionView?(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
                ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            flowDelegate()?.collectionView?(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
                ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            flowDelegate()?.collectionView?(
                collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
                ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            flowDelegate()?.collectionView?(
                collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
                ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            flowDelegate()?.collectionView?(
                collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
                ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize {
            flowDelegate()?.collectionView?(
                collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
                ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
        }
    }
#endif
