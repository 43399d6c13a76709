import Foundation

/// A text control with an editing session, whose delegate decisions and notifications can be
/// handled with closures: `shouldBeginEditing`, `shouldChangeString`, `didEndEditing`…
///
/// A platform adopts it by exposing the control's ``DelegateHandlers`` table (accessing it
/// installs the control's delegate proxy, found by the control's identity) and routing its
/// delegate calls into the table. In `PatternKitUIKit`, `UITextField` (through
/// ``TextFieldHandling``), `UITextView` and `UISearchBar` adopt it; in the showcase's terminal toolkit, the
/// terminal text field. The methods below are the same everywhere.
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
public protocol EditableTextHandling: HandlersKit {
    /// The type the table hands to closures (the adopting base class, such as `UITextField`);
    /// the methods below cast it to `Self`.
    associatedtype TextInputSender: AnyObject

    /// The control's closure table, created on first use. Registering a closure in it
    /// prepares the platform side (installs the delegate proxy); reading it does not.
    var textInputHandlers: DelegateHandlers<TextInputSender> { get }

    /// The control's closure table if it has one; `nil` before the first closure. Removing
    /// closures goes through it, so that removing from a control that has none creates
    /// nothing.
    var existingTextInputHandlers: DelegateHandlers<TextInputSender>? { get }
}

extension EditableTextHandling {
    /// The table itself, for controls whose table costs nothing to create.
    public var existingTextInputHandlers: DelegateHandlers<TextInputSender>? {
        textInputHandlers
    }
}

extension EditableTextHandling {
    // MARK: Editing begins and ends

    /// Sets the closure that decides whether editing may begin.
    @discardableResult
    public func shouldBeginEditing(handler: @escaping (Self) -> Bool) -> Self {
        setting(.shouldBeginEditing, otherwise: true) { field, _ in handler(field) }
    }

    /// Sets the closure that decides whether editing may begin.
    @discardableResult
    public func shouldBeginEditing(handler: @escaping () -> Bool) -> Self {
        shouldBeginEditing { _ in handler() }
    }

    /// Sets the closure called when editing began.
    @discardableResult
    public func didBeginEditing(handler: @escaping (Self) -> Void) -> Self {
        setting(.didBeginEditing, otherwise: ()) { field, _ in handler(field) }
    }

    /// Sets the closure called when editing began.
    @discardableResult
    public func didBeginEditing(handler: @escaping () -> Void) -> Self {
        didBeginEditing { _ in handler() }
    }

    /// Sets the closure that decides whether editing may end.
    @discardableResult
    public func shouldEndEditing(handler: @escaping (Self) -> Bool) -> Self {
        setting(.shouldEndEditing, otherwise: true) { field, _ in handler(field) }
    }

    /// Sets the closure that decides whether editing may end.
    @discardableResult
    public func shouldEndEditing(handler: @escaping () -> Bool) -> Self {
        shouldEndEditing { _ in handler() }
    }

    /// Sets the closure called when editing ended.
    @discardableResult
    public func didEndEditing(handler: @escaping (Self) -> Void) -> Self {
        setting(.didEndEditing, otherwise: ()) { field, _ in handler(field) }
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
        setting(.shouldChangeString, otherwise: true) { field, edit in
            guard let proposed = edit.proposedText else { return true }
            return handler(field, edit.text, proposed)
        }
    }

    /// Sets the closure that decides whether the text may change from `from` to `to`.
    @discardableResult
    public func shouldChangeString(handler: @escaping (_ from: String, _ to: String) -> Bool) -> Self {
        shouldChangeString { _, from, to in handler(from, to) }
    }

    // MARK: Any decision point

    /// Makes `handler` *the* closure for the decision `method`, replacing the one set before:
    /// what the named methods (`shouldReturn`, `shouldChangeString`…) call. Apps use those.
    /// - Returns: The control, for chaining.
    @discardableResult
    package func setHandler<Input>(
        for method: DelegateMethod<Self, Input, Bool>, _ handler: @escaping (Self, Input) -> Bool
    )
        -> Self
    {
        setting(method, otherwise: true, handler)
    }

    /// Makes `handler` *the* closure for the notification `method`, replacing the one set
    /// before.
    /// - Returns: The control, for chaining.
    @discardableResult
    package func setHandler<Input>(
        for method: DelegateMethod<Self, Input, Void>, _ handler: @escaping (Self, Input) -> Void
    )
        -> Self
    {
        setting(method, otherwise: (), handler)
    }

    /// Adds `handler` for the decision `method` beside the closures already there and returns
    /// the token that removes it. Every closure must agree for the answer to be yes (see
    /// ``DelegateHandlers``).
    ///
    /// ```swift
    /// let token = field.addHandler(for: .shouldChangeText) { field, edit in
    ///     (edit.proposedText?.count ?? 0) <= 20
    /// }
    /// ```
    @discardableResult
    public func addHandler<Input>(
        for method: DelegateMethod<Self, Input, Bool>, _ handler: @escaping (Self, Input) -> Bool
    )
        -> HandlerToken
    {
        textInputHandlers.add(method.owned(), typed(handler, otherwise: true))
    }

    /// Adds `handler` for the notification `method` beside the closures already there and
    /// returns the token that removes it.
    @discardableResult
    public func addHandler<Input>(
        for method: DelegateMethod<Self, Input, Void>, _ handler: @escaping (Self, Input) -> Void
    )
        -> HandlerToken
    {
        textInputHandlers.add(method.owned(), typed(handler, otherwise: ()))
    }

    /// Removes every closure registered for `method` (the app's delegate is not affected).
    public func removeHandlers<Input, Output>(for method: DelegateMethod<Self, Input, Output>) {
        existingTextInputHandlers?.removeHandlers(for: method.owned())
    }

    func setting<Input, Output>(
        _ method: DelegateMethod<Self, Input, Output>, otherwise fallback: Output,
        _ handler: @escaping (Self, Input) -> Output
    ) -> Self {
        textInputHandlers.set(method.owned(), typed(handler, otherwise: fallback))
        return self
    }

    /// Hands closures the field typed as `Self` (the table's sender is always this very field).
    func typed<Input, Output>(_ handler: @escaping (Self, Input) -> Output, otherwise fallback: Output) -> (
        TextInputSender, Input
    ) -> Output {
        { sender, input in
            guard let field = sender as? Self else { return fallback }
            return handler(field, input)
        }
    }
}
