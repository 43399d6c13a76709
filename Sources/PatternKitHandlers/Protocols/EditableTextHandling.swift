import Foundation

/// A text control with an editing session, whose delegate decisions and notifications can be
/// handled with closures: `shouldBeginEditing`, `shouldChangeString`, `didEndEditing`…
///
/// It is a ``DelegateHandling`` object like any other (one protocol for "an object whose
/// delegate is a closure table"): a platform adopts it by exposing the control's
/// ``DelegateHandlers`` table as `delegateHandlers` and routing its delegate calls into it;
/// `addHandler(for:_:)`, `removeHandlers(for:)` and `events(for:)` come from there (and
/// `publisher(for:)` in `PatternKitUIKit`). `UITextField` adopts it (through
/// ``TextFieldHandling``) in `PatternKitHandlersUIKit`, `UITextView` and `UISearchBar` in
/// `PatternKitUIKit`; inside the package, the showcase's terminal text field. The methods
/// below are the same everywhere.
///
/// Each named method *sets* the closure for its decision point, replacing the one set
/// before; `addHandler(for:_:)` adds another one beside it and returns a token. A delegate
/// the app set keeps receiving every call (see ``DelegateHandlers``).
///
/// ```swift
/// textView.shouldChangeString { textView, from, to in
///     to.count <= 280
/// }.didEndEditing { textView in
///     save(textView.text)
/// }
/// ```
@MainActor
public protocol EditableTextHandling: DelegateHandling {}

extension EditableTextHandling {
    // MARK: Editing begins and ends

    /// Sets the closure that decides whether editing may begin.
    @discardableResult
    public func shouldBeginEditing(handler: @escaping (Self) -> Bool) -> Self {
        setHandler(for: .shouldBeginEditing) { field, _ in handler(field) }
    }

    /// Sets the closure that decides whether editing may begin.
    @discardableResult
    public func shouldBeginEditing(handler: @escaping () -> Bool) -> Self {
        shouldBeginEditing { _ in handler() }
    }

    /// Sets the closure called when editing began.
    @discardableResult
    public func didBeginEditing(handler: @escaping (Self) -> Void) -> Self {
        setHandler(for: .didBeginEditing) { field, _ in handler(field) }
    }

    /// Sets the closure called when editing began.
    @discardableResult
    public func didBeginEditing(handler: @escaping () -> Void) -> Self {
        didBeginEditing { _ in handler() }
    }

    /// Sets the closure that decides whether editing may end.
    @discardableResult
    public func shouldEndEditing(handler: @escaping (Self) -> Bool) -> Self {
        setHandler(for: .shouldEndEditing) { field, _ in handler(field) }
    }

    /// Sets the closure that decides whether editing may end.
    @discardableResult
    public func shouldEndEditing(handler: @escaping () -> Bool) -> Self {
        shouldEndEditing { _ in handler() }
    }

    /// Sets the closure called when editing ended.
    @discardableResult
    public func didEndEditing(handler: @escaping (Self) -> Void) -> Self {
        setHandler(for: .didEndEditing) { field, _ in handler(field) }
    }

    /// Sets the closure called when editing ended.
    @discardableResult
    public func didEndEditing(handler: @escaping () -> Void) -> Self {
        didEndEditing { _ in handler() }
    }

    // MARK: Changing the text

    /// Sets the closure that decides whether the text may change from `from` to `to`.
    ///
    /// `to` is the whole text after the edit, computed exactly as UIKit will apply it
    /// (`TextEdit.proposedText`). In the rare case that the platform proposes a range that
    /// does not fit the text, the closure is not asked and the edit is left to the platform.
    /// Setting it replaces a closure set with `shouldChangeCharacters`.
    @discardableResult
    public func shouldChangeString(handler: @escaping (_ field: Self, _ from: String, _ to: String) -> Bool) -> Self {
        setHandler(for: .shouldChangeString) { field, edit in
            guard let proposed = edit.proposedText else { return true }
            return handler(field, edit.text, proposed)
        }
    }

    /// Sets the closure that decides whether the text may change from `from` to `to`.
    @discardableResult
    public func shouldChangeString(handler: @escaping (_ from: String, _ to: String) -> Bool) -> Self {
        shouldChangeString { _, from, to in handler(from, to) }
    }
}
