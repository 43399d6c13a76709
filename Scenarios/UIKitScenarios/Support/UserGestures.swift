#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// What UIKit sends a list's delegate when the user touches a row, an item or a picker wheel.
    ///
    /// UIKit sends the selection methods (`willSelectRowAt`, `didSelectRowAt`, a picker's
    /// `didSelectRow`) only for a user's touch: `selectRow(at:animated:scrollPosition:)` and
    /// `selectItem(at:animated:scrollPosition:)` deliberately send none, and the touch path is
    /// private. So these functions replay the touch's sequence with the public pieces, as UIKit
    /// does it: ask `responds(to:)` first (UIKit never calls an unclaimed optional method), let
    /// `will…` redirect or refuse, select through UIKit (so `indexPathForSelectedRow` is UIKit's
    /// own state), then `did…`. Everything else in the scenarios (heights, sizes, cells, scroll
    /// notifications, actions, editing) is asked by UIKit itself.
    @MainActor
    enum UserGestures {
        /// A tap on `indexPath` of `table`. Returns the row UIKit selected, if any.
        @discardableResult
        static func tapRow(_ table: UITableView, at indexPath: IndexPath) -> IndexPath? {
            let delegate = table.delegate
            var target: IndexPath? = indexPath
            if let delegate, delegate.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) {
                target = delegate.tableView?(table, willSelectRowAt: indexPath)
            }
            guard let target else { return nil }
            table.selectRow(at: target, animated: false, scrollPosition: .none)
            if let delegate, delegate.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))) {
                delegate.tableView?(table, didSelectRowAt: target)
            }
            return table.indexPathForSelectedRow
        }

        /// A tap on `indexPath` of `collection`. Returns whether UIKit selected it.
        @discardableResult
        static func tapItem(_ collection: UICollectionView, at indexPath: IndexPath) -> Bool {
            let delegate = collection.delegate
            if let delegate,
                delegate.responds(to: #selector(UICollectionViewDelegate.collectionView(_:shouldSelectItemAt:))),
                delegate.collectionView?(collection, shouldSelectItemAt: indexPath) == false
            {
                return false
            }
            collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
            if let delegate,
                delegate.responds(to: #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:)))
            {
                delegate.collectionView?(collection, didSelectItemAt: indexPath)
            }
            return collection.indexPathsForSelectedItems?.contains(indexPath) == true
        }

        /// A keystroke typing `text` at the end of `field`'s text. Only the system keyboard makes
        /// UIKit ask `textField(_:shouldChangeCharactersIn:replacementString:)`; a programmatic
        /// `insertText(_:)` is reported not to. So this replays the keystroke's documented
        /// sequence: `responds(to:)`, the question, and the insertion only when the delegate
        /// agrees, then `.editingChanged` as UIKit sends it. Returns whether it was inserted.
        @discardableResult
        static func type(_ text: String, into field: UITextField) -> Bool {
            let current = field.text ?? ""
            let range = NSRange(location: (current as NSString).length, length: 0)
            let question = #selector(UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:))
            if let delegate = field.delegate, delegate.responds(to: question),
                delegate.textField?(field, shouldChangeCharactersIn: range, replacementString: text) == false
            {
                return false
            }
            field.text = current + text
            field.sendActions(for: .editingChanged)
            return true
        }

        /// A keystroke as iOS 26 sends it: when the delegate implements
        /// `textField(_:shouldChangeCharactersInRanges:replacementString:)`, UIKit asks that one
        /// (with the ranges as `NSValue`s) instead of the single-range method. Replayed, as in
        /// ``type(_:into:)``: `responds(to:)`, the question, the insertion only on yes.
        @discardableResult
        static func typeAsOfIOS26(_ text: String, into field: UITextField) -> Bool {
            let question = NSSelectorFromString("textField:shouldChangeCharactersInRanges:replacementString:")
            guard let delegate = field.delegate as? NSObject, delegate.responds(to: question) else {
                return type(text, into: field)
            }
            let current = field.text ?? ""
            let range = NSValue(range: NSRange(location: (current as NSString).length, length: 0))
            typealias Ask = @convention(c) (AnyObject, Selector, UITextField, NSArray, NSString) -> Bool
            let ask = unsafeBitCast(delegate.method(for: question), to: Ask.self)
            guard ask(delegate, question, field, [range] as NSArray, text as NSString) else { return false }
            field.text = current + text
            field.sendActions(for: .editingChanged)
            return true
        }

        #if os(iOS)
            /// The user spins `component` of `picker` to `row`.
            static func spin(_ picker: UIPickerView, to row: Int, inComponent component: Int) {
                picker.selectRow(row, inComponent: component, animated: false)
                if let delegate = picker.delegate,
                    delegate.responds(to: #selector(UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)))
                {
                    delegate.pickerView?(
                        picker, didSelectRow: picker.selectedRow(inComponent: component), inComponent: component)
                }
            }
        #endif
    }
#endif
