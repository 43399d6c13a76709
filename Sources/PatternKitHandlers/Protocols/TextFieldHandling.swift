public import Foundation

/// A text *field*: everything of ``EditableTextHandling`` plus what only fields have:
/// `shouldChangeCharacters`, `shouldReturn`, `shouldClear` and `didChangeSelection`.
///
/// `UITextField` adopts it in `PatternKitHandlersUIKit` (the showcase's terminal text field
/// too, from inside the package); the methods are the same on both. Each named method *sets* the closure for its decision
/// point, replacing the one set before; `addHandler(for:_:)` adds another one beside it and
/// returns a token. A delegate the app set keeps receiving every call
/// (see ``DelegateHandlers``).
///
/// ```swift
/// field.shouldChangeString { field, from, to in
///     to.allSatisfy(\.isNumber)
/// }.shouldReturn { field in
///     field.resignFirstResponder()
/// }
/// ```
@MainActor
public protocol TextFieldHandling: EditableTextHandling {}

extension TextFieldHandling {
    // MARK: Changing the text

    /// Sets the closure that decides whether the characters in `range` (UTF-16 units) may be
    /// replaced with the string. Return `false` to refuse the edit.
    ///
    /// This is the same decision point as `shouldChangeString(handler:)`: setting one
    /// replaces the other.
    @discardableResult
    public func shouldChangeCharacters(handler: @escaping (Self, NSRange, String) -> Bool) -> Self {
        setHandler(for: .shouldChangeCharacters) { field, edit in handler(field, edit.range, edit.replacement) }
    }

    /// Sets the closure that decides whether the characters in a UTF-16 range may be replaced.
    @discardableResult
    public func shouldChangeCharacters(handler: @escaping (NSRange, String) -> Bool) -> Self {
        shouldChangeCharacters { _, range, string in handler(range, string) }
    }

    // MARK: Keys

    /// Sets the closure that decides whether the clear button may empty the field.
    @discardableResult
    public func shouldClear(handler: @escaping (Self) -> Bool) -> Self {
        setHandler(for: .shouldClear) { field, _ in handler(field) }
    }

    /// Sets the closure that decides whether the clear button may empty the field.
    @discardableResult
    public func shouldClear(handler: @escaping () -> Bool) -> Self {
        shouldClear { _ in handler() }
    }

    /// Sets the closure that decides whether the return key does its default action.
    @discardableResult
    public func shouldReturn(handler: @escaping (Self) -> Bool) -> Self {
        setHandler(for: .shouldReturn) { field, _ in handler(field) }
    }

    /// Sets the closure that decides whether the return key does its default action.
    @discardableResult
    public func shouldReturn(handler: @escaping () -> Bool) -> Self {
        shouldReturn { _ in handler() }
    }

    // MARK: Selection

    /// Sets the closure called when the selection or the caret moved.
    @discardableResult
    public func didChangeSelection(handler: @escaping (Self) -> Void) -> Self {
        setHandler(for: .didChangeSelection) { field, _ in handler(field) }
    }

    /// Sets the closure called when the selection or the caret moved.
    @discardableResult
    public func didChangeSelection(handler: @escaping () -> Void) -> Self {
        didChangeSelection { _ in handler() }
    }
}
