#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The delegate behind a plain scroll view's closures: one per scroll view, found by its
    /// identity, owned by it. Table, collection and text views never get one: their own proxy
    /// holds their scroll closures (see `UIScrollView.scrollDelegateRegistry`).
    @MainActor
    final class ScrollViewDelegateProxy: ScrollingDelegateProxy<UIScrollView> {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UIScrollViewDelegate).self) } }
        }

    }
#endif
