#if canImport(UIKit) && !os(watchOS)
    @_spi(PatternKitPlumbing) import PatternKitTextEditing
    public import UIKit

    /// Every `UITextFieldDelegate` decision and notification as a closure:
    /// `shouldBeginEditing`, `didBeginEditing`, `shouldEndEditing`, `didEndEditing` (also with
    /// the reason), `shouldChangeCharacters`, `shouldChangeString`, `shouldClear`,
    /// `shouldReturn`, `didChangeSelection` — plus `addHandler(for:_:)` for several closures
    /// per decision, each removable with its token.
    ///
    /// ```swift
    /// ageField
    ///     .shouldChangeString { field, from, to in
    ///         to.count <= 3 && to.allSatisfy(\.isNumber)
    ///     }
    ///     .shouldReturn { field in
    ///         field.resignFirstResponder()
    ///     }
    /// ```
    ///
    /// The closures live in a delegate proxy that becomes the field's `delegate`. The app's own
    /// delegate keeps receiving every call, first: set it before the first closure, or through
    /// ``forwardingDelegate`` after it. Reading `delegate` while closures are installed gives the
    /// proxy; ``forwardingDelegate`` gives the app's delegate behind it. When the last closure
    /// goes, the app's delegate is put back in `delegate`.
    extension UITextField: TextFieldHandling {
        /// Closures receive the field as a `UITextField` from the table; the methods cast it to
        /// the receiver's own class.
        public typealias DelegateSender = UITextField

        /// The field's closure table; accessing it installs the field's delegate proxy. You
        /// rarely need it: use the named methods and `addHandler(for:_:)`.
        public var delegateHandlers: DelegateHandlers<UITextField> {
            TextFieldDelegateProxy.proxy(on: self).handlers
        }

        /// The closure table if a closure was ever registered; reading it creates nothing.
        public var existingDelegateHandlers: DelegateHandlers<UITextField>? {
            TextFieldDelegateProxy.existing(on: self)?.handlers
        }

        /// The app's own delegate, which keeps receiving every call — before the closures, for
        /// decisions and notifications alike. Without closure handlers it is simply `delegate`.
        ///
        /// Set it here once closures are registered: a plain `delegate = self` replaces the
        /// closures' proxy (as it replaces RxCocoa's), and the closures are silent until the next
        /// registration puts `self` behind them (with a runtime diagnostic). Before the first
        /// closure, `delegate = self` is fine: it goes behind the closures then.
        ///
        /// ```swift
        /// emailField.shouldChangeString { _, _, to in !to.contains(" ") }
        /// emailField.forwardingDelegate = self   // gets textFieldShouldReturn(_:) & co., first
        /// emailField.forwardingDelegate === self   // true; `delegate` is the closures' proxy
        /// ```
        public var forwardingDelegate: (any UITextFieldDelegate)? {
            get {
                TextFieldDelegateProxy.forwardingDelegate(of: self, delegate: delegateSlotObject).map {
                    messaging($0, as: (any UITextFieldDelegate).self)
                }
            }
            set {
                if !setForwardingDelegateBehindProxy(newValue) { delegate = newValue }
            }
        }

        /// Puts the closures' proxy back in front of the field's `delegate` when a plain
        /// `delegate = x` replaced it since the last registration, `x` behind it (see
        /// `DelegateProxy.reinstall()`); nothing when the field has no closures.
        @_spi(PatternKitPlumbing) public func reinstallDelegateProxy() {
            TextFieldDelegateProxy.existing(on: self)?.reinstall()
        }

        /// Puts `delegate` behind the closures' proxy when the field's slot reaches it.
        /// - Returns: `false` when it does not (assign the slot then).
        @_spi(PatternKitPlumbing) public func setForwardingDelegateBehindProxy(_ delegate: (any UITextFieldDelegate)?)
            -> Bool
        {
            TextFieldDelegateProxy.setForwardingDelegate(delegate, of: self)
        }

        /// The slot the closures' proxy reads: the one behind a field's own filter
        /// (`DelegateSlotOwning`, PatternKitValidationUIKit's `CustomTextField`), else `delegate`.
        var delegateSlotObject: AnyObject? {
            if let field = self as? any DelegateSlotOwning { return field.delegateSlotObject }
            return delegate
        }
    }

    @MainActor
    extension HandlersKit where Self: UITextField {
        /// Sets the closure called when editing ended, with UIKit's reason (`.committed`, or
        /// `.cancelled` on tvOS). It runs after the closure set with `didEndEditing(handler:)`.
        @discardableResult
        public func didEndEditing(handler: @escaping (Self, UITextField.DidEndEditingReason) -> Void) -> Self {
            setHandler(for: .didEndEditingWithReason) { field, reason in handler(field, reason) }
        }

        /// Sets *the* handler for text typed or pasted by the user (`.editingChanged`), handing it
        /// the new text. Text set in code (`field.text = …`) does not call it, as in UIKit.
        ///
        /// ```swift
        /// searchField.textDidChange { field, text in
        ///     results = catalog.filter { $0.name.hasPrefix(text) }
        /// }
        /// ```
        /// - Returns: The field, for chaining.
        @discardableResult
        public func textDidChange(handler: @escaping (Self, String) -> Void) -> Self {
            on(.editingChanged) { field in handler(field, field.text ?? "") }
        }

        /// Sets *the* handler for text typed or pasted by the user, handing it the new text.
        @discardableResult
        public func textDidChange(handler: @escaping (String) -> Void) -> Self {
            textDidChange { _, text in handler(text) }
        }
    }
#endif
