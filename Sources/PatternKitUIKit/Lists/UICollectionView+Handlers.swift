#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Collection views take closures for their delegate: `didSelectItem`, `didDeselectItem`,
    /// `shouldSelectItem`, `shouldHighlightItem`, `didHighlightItem`, `willDisplayCell`,
    /// `didEndDisplayingCell` — and, as scroll views, `didScroll`, `didReachBottom` & co., in
    /// the same proxy.
    ///
    /// ```swift
    /// photos
    ///     .didSelectItem { grid, indexPath in show(album[indexPath.item]) }
    ///     .willDisplayCell { _, cell, indexPath in (cell as? PhotoCell)?.load(album[indexPath.item]) }
    /// ```
    ///
    /// Layout questions (`UICollectionViewDelegateFlowLayout`'s `sizeForItemAt`…) are never
    /// claimed and reach the app's delegate; so do the methods no closure is set for.
    extension UICollectionView {
        /// The app's own delegate, which keeps receiving every call (flow layout questions
        /// included) before the closures. Without closures it is simply `delegate`.
        public var forwardingDelegate: (any UICollectionViewDelegate)? {
            get {
                CollectionViewDelegateProxy.forwardingDelegate(of: self, delegate: delegate).map {
                    messaging($0, as: (any UICollectionViewDelegate).self)
                }
            }
            set {
                if !CollectionViewDelegateProxy.setForwardingDelegate(newValue, of: self) { delegate = newValue }
            }
        }
    }

    @MainActor
    extension HandlersKit where Self: UICollectionView {
        /// Sets the closure called when the user selected an item.
        @discardableResult
        public func didSelectItem(handler: @escaping (Self, IndexPath) -> Void) -> Self {
            setHandler(for: .didSelectItem, handler)
        }

        /// Sets the closure called when the user deselected an item.
        @discardableResult
        public func didDeselectItem(handler: @escaping (Self, IndexPath) -> Void) -> Self {
            setHandler(for: .didDeselectItem, handler)
        }

        /// Sets the closure that decides whether the user may select an item.
        @discardableResult
        public func shouldSelectItem(handler: @escaping (Self, IndexPath) -> Bool) -> Self {
            setHandler(for: .shouldSelectItem, handler)
        }

        /// Sets the closure that decides whether an item highlights on touch.
        @discardableResult
        public func shouldHighlightItem(handler: @escaping (Self, IndexPath) -> Bool) -> Self {
            setHandler(for: .shouldHighlightItem, handler)
        }

        /// Sets the closure called when an item was highlighted.
        @discardableResult
        public func didHighlightItem(handler: @escaping (Self, IndexPath) -> Void) -> Self {
            setHandler(for: .didHighlightItem, handler)
        }

        /// Sets the closure called when an item lost its highlight.
        @discardableResult
        public func didUnhighlightItem(handler: @escaping (Self, IndexPath) -> Void) -> Self {
            setHandler(for: .didUnhighlightItem, handler)
        }

        /// Sets the closure called just before a cell appears.
        @discardableResult
        public func willDisplayCell(handler: @escaping (Self, UICollectionViewCell, IndexPath) -> Void) -> Self {
            setHandler(for: .willDisplayCell) { view, input in handler(view, input.0, input.1) }
        }

        /// Sets the closure called when a cell left the screen.
        @discardableResult
        public func didEndDisplayingCell(handler: @escaping (Self, UICollectionViewCell, IndexPath) -> Void) -> Self {
            setHandler(for: .didEndDisplayingCell) { view, input in handler(view, input.0, input.1)
            }
        }
    }

    /// The collection view's scroll closures live in its own proxy, beside its item closures: UIKit gives it
    /// one `delegate`.
    @_spi(PatternKitPlumbing) extension UICollectionView: ScrollDelegateRegistryOwner {
        /// The UICollectionView's own proxy, created on first use.
        @_spi(PatternKitPlumbing) public var ownScrollDelegateRegistry: any ScrollDelegateRegistry {
            CollectionViewDelegateProxy.proxy(on: self)
        }

        /// The UICollectionView's own proxy, if it has one.
        @_spi(PatternKitPlumbing) public var existingOwnScrollDelegateRegistry: (any ScrollDelegateRegistry)? {
            CollectionViewDelegateProxy.existing(on: self)
        }
    }
#endif
