#if canImport(UIKit) && !os(watchOS)
import PatternKitHandlers
import UIKit

/// The scroll view closures of one scroll view, whichever proxy holds them: a plain scroll
/// view's, or the table, collection or text view proxy that is that view's one delegate
/// (UIKit gives a table a single `delegate` for its scroll and table methods, so both kinds
/// of closures must live in one proxy).
@MainActor
protocol ScrollDelegateRegistry: AnyObject {
    /// Sets *the* closure for `method`.
    func setScrollHandler<Input, Output>(_ method: DelegateMethod<Input, Output>, _ handler: @escaping (UIScrollView, Input) -> Output)
    /// Adds a closure for `method`.
    func addScrollHandler<Input, Output>(_ method: DelegateMethod<Input, Output>, _ handler: @escaping (UIScrollView, Input) -> Output) -> HandlerToken
    /// Removes every closure of `method`.
    func removeScrollHandlers<Input, Output>(for method: DelegateMethod<Input, Output>)
    /// The number of closures of `method`.
    func scrollHandlerCount<Input, Output>(for method: DelegateMethod<Input, Output>) -> Int
}

extension UIScrollView {
    /// The registry of this scroll view's delegate proxy, created on first use: the table,
    /// collection or text view proxy for those views, so that a scroll closure never installs
    /// a second proxy that would replace theirs.
    var scrollDelegateRegistry: any ScrollDelegateRegistry {
        switch self {
        case let tableView as UITableView: TableViewDelegateProxy.proxy(on: tableView)
        case let collectionView as UICollectionView: CollectionViewDelegateProxy.proxy(on: collectionView)
        case let textView as UITextView: TextViewDelegateProxy.proxy(on: textView)
        default: ScrollViewDelegateProxy.proxy(on: self)
        }
    }

    /// The registry if the scroll view has a proxy; reading it creates nothing.
    var existingScrollDelegateRegistry: (any ScrollDelegateRegistry)? {
        switch self {
        case let tableView as UITableView: TableViewDelegateProxy.existing(on: tableView)
        case let collectionView as UICollectionView: CollectionViewDelegateProxy.existing(on: collectionView)
        case let textView as UITextView: TextViewDelegateProxy.existing(on: textView)
        default: ScrollViewDelegateProxy.existing(on: self)
        }
    }
}
#endif
