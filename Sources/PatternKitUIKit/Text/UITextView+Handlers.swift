#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Every `UITextViewDelegate` decision and notification as a closure:
    /// `shouldBeginEditing`, `didBeginEditing`, `shouldEndEditing`, `didEndEditing`,
    /// `shouldChangeText`, `shouldChangeString`, `didChange`, `didChangeSelection`,
    /// `shouldInteractWithURL` and `shouldInteractWithAttachment`, plus `addHandler(for:_:)`
    /// for several closures per decision.
    ///
    /// ```swift
    /// bioView
    ///     .shouldChangeString { _, _, to in to.count <= 280 }
    ///     .didChange { view in counter.text = "\(280 - view.text.count)" }
    /// ```
    ///
    /// The app's delegate keeps receiving every call, including `UIScrollViewDelegate`'s: set it
    /// before the first closure, or through ``forwardingDelegate`` after it.
    extension UITextView: EditableTextHandling {
        /// Closures receive the text view as a `UITextView` from the table; the methods cast it
        /// to the receiver's own class.
        public typealias DelegateSender = UITextView

        /// The text view's closure table; accessing it installs the delegate proxy.
        public var delegateHandlers: DelegateHandlers<UITextView> {
            TextViewDelegateProxy.proxy(on: self).handlers
        }

        /// The closure table if a closure was ever registered; reading it creates nothing.
        public var existingDelegateHandlers: DelegateHandlers<UITextView>? {
            TextViewDelegateProxy.existing(on: self)?.handlers
        }

        /// The app's own delegate, which keeps receiving every call (scroll view ones included)
        /// before the closures. Without closure handlers it is simply `delegate`.
        public var forwardingDelegate: (any UITextViewDelegate)? {
            get {
                TextViewDelegateProxy.forwardingDelegate(of: self, delegate: delegate).map {
                    messaging($0, as: (any UITextViewDelegate).self)
                }
            }
            set {
                if !TextViewDelegateProxy.setForwardingDelegate(newValue, of: self) { delegate = newValue }
            }
        }
    }

    @MainActor
    extension HandlersKit where Self: UITextView {
        /// Sets the closure that decides whether `range` (UTF-16 units) may be replaced with the
        /// text. Same decision point as `shouldChangeString`: setting one replaces the other.
        @discardableResult
        public func shouldChangeText(handler: @escaping (Self, NSRange, String) -> Bool) -> Self {
            setHandler(for: .shouldChangeText) { view, edit in handler(view, edit.range, edit.replacement) }
        }

        /// Sets the closure that decides whether a UTF-16 range may be replaced with the text.
        @discardableResult
        public func shouldChangeText(handler: @escaping (NSRange, String) -> Bool) -> Self {
            shouldChangeText { _, range, text in handler(range, text) }
        }

        /// Sets the closure called after the user changed the text.
        @discardableResult
        public func didChange(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .didChange) { view, _ in handler(view) }
        }

        /// Sets the closure called after the user changed the text.
        @discardableResult
        public func didChange(handler: @escaping () -> Void) -> Self {
            didChange { _ in handler() }
        }

        /// Sets the closure called when the selection or the caret moved.
        @discardableResult
        public func didChangeSelection(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .didChangeSelection) { view, _ in handler(view) }
        }

        /// Sets the closure called when the selection or the caret moved.
        @discardableResult
        public func didChangeSelection(handler: @escaping () -> Void) -> Self {
            didChangeSelection { _ in handler() }
        }

        /// Sets the closure that decides whether the text view acts on a link (opens it, shows
        /// its preview…). Return `false` after handling the URL yourself.
        @available(
            iOS, introduced: 10.0, deprecated: 17.0,
            message: "UIKit replaces this decision by textView(_:primaryActionFor:defaultAction:) on iOS 17"
        )
        @discardableResult
        public func shouldInteractWithURL(handler: @escaping (Self, URL, NSRange, UITextItemInteraction) -> Bool)
            -> Self
        {
            setHandler(for: .shouldInteractWithURL) { view, input in handler(view, input.0, input.1, input.2) }
        }

        /// Sets the closure that decides whether the text view acts on a link.
        @available(
            iOS, introduced: 10.0, deprecated: 17.0,
            message: "UIKit replaces this decision by textView(_:primaryActionFor:defaultAction:) on iOS 17"
        )
        @discardableResult
        public func shouldInteractWithURL(handler: @escaping (URL, NSRange, UITextItemInteraction) -> Bool) -> Self {
            shouldInteractWithURL { _, url, range, interaction in handler(url, range, interaction) }
        }

        /// Sets the closure that decides whether the text view acts on a text attachment.
        @available(
            iOS, introduced: 10.0, deprecated: 17.0,
            message: "UIKit replaces this decision by textView(_:primaryActionFor:defaultAction:) on iOS 17"
        )
        @discardableResult
        public func shouldInteractWithAttachment(
            handler: @escaping (Self, NSTextAttachment, NSRange, UITextItemInteraction) -> Bool
        ) -> Self {
            setHandler(for: .shouldInteractWithAttachment) { view, input in handler(view, input.0, input.1, input.2) }
        }

        /// Sets the closure that decides whether the text view acts on a text attachment.
        @available(
            iOS, introduced: 10.0, deprecated: 17.0,
            message: "UIKit replaces this decision by textView(_:primaryActionFor:defaultAction:) on iOS 17"
        )
        @discardableResult
        public func shouldInteractWithAttachment(
            handler: @escaping (NSTextAttachment, NSRange, UITextItemInteraction) -> Bool
        ) -> Self {
            shouldInteractWithAttachment { _, attachment, range, interaction in handler(attachment, range, interaction)
            }
        }
    }
#endif
