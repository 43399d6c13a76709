import PatternKitHandlers

// The HandlersKit sugar UIKit users know, on the terminal controls. The general methods
// (`on(_:handler:)`, `addHandler(for:_:)`, `removeHandlers(for:)`, `shouldChangeString`, …)
// come from PatternKitHandlers' `ControlEventHandling` and `TextFieldHandling`.

extension ControlEventHandling where Self: TUIButton {
    /// Sets *the* tap handler (Enter or Space on the button), replacing the one set before.
    ///
    /// ```swift
    /// button.onTap { button in button.title = "Thanks" }
    /// ```
    @discardableResult
    package func onTap(handler: @escaping (Self) -> Void) -> Self {
        on(.touchUpInside, handler: handler)
    }

    /// Sets *the* tap handler, without the button argument.
    @discardableResult
    package func onTap(handler: @escaping () -> Void) -> Self {
        on(.touchUpInside, handler: handler)
    }
}

extension ControlEventHandling where Self: TUISwitch {
    /// Sets *the* handler run when a person flips the switch.
    @discardableResult
    package func onValueChanged(handler: @escaping (Self) -> Void) -> Self {
        on(.valueChanged, handler: handler)
    }
}

extension ControlEventHandling where Self: TUITextField {
    /// Sets *the* handler run after each accepted edit, with the field.
    @discardableResult
    package func onTextChange(handler: @escaping (Self) -> Void) -> Self {
        on(.editingChanged, handler: handler)
    }
}
