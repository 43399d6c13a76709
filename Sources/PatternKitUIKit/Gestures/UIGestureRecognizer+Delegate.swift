#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Gesture recognizers take closures for their delegate's decisions: `shouldBegin`,
    /// `shouldRecognizeSimultaneously`, `shouldRequireFailure(of:)`,
    /// `shouldBeRequiredToFail(by:)` and `shouldReceiveTouch`, plus `addHandler(for:_:)`.
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer { pan in move(pan) }
    ///     .shouldBegin { pan in abs(pan.velocity(in: nil).x) > abs(pan.velocity(in: nil).y) }
    ///     .shouldRecognizeSimultaneously { _, other in other is UIPinchGestureRecognizer }
    /// ```
    ///
    /// The closures live in a delegate proxy that becomes the recognizer's `delegate`; a
    /// delegate the app set before the first closure is asked first. Permissions (`shouldBegin`,
    /// `shouldReceiveTouch`) are yes only when nobody says no; requests (simultaneous
    /// recognition, failure requirements) are yes as soon as anyone says yes. A scroll view's own
    /// pan and pinch recognizers keep their scroll view as delegate (UIKit requires it): closures
    /// registered on them are not called.
    extension UIGestureRecognizer {
        /// The app's own delegate, which keeps receiving every call before the closures: set it
        /// here once closures are registered (a plain `delegate = x` would replace the closures'
        /// proxy until the next registration). Without closures it is simply `delegate`; as for
        /// tables and text fields, and as RxCocoa's `setDelegate(_:)`.
        public var forwardingDelegate: (any UIGestureRecognizerDelegate)? {
            get {
                GestureRecognizerDelegateProxy.forwardingDelegate(of: self, delegate: delegate).map {
                    messaging($0, as: (any UIGestureRecognizerDelegate).self)
                }
            }
            set {
                if !GestureRecognizerDelegateProxy.setForwardingDelegate(newValue, of: self) { delegate = newValue }
            }
        }
    }

    extension UIGestureRecognizer: DelegateHandling {
        /// Closures receive the recognizer as a `UIGestureRecognizer` from the table; the methods
        /// cast it to the receiver's own class.
        public typealias DelegateSender = UIGestureRecognizer

        /// The recognizer's delegate closure table (created on first use; a closure registered
        /// in it installs the proxy).
        public var delegateHandlers: DelegateHandlers<UIGestureRecognizer> {
            GestureRecognizerDelegateProxy.proxy(on: self).handlers
        }

        /// The delegate closure table if a closure was ever registered; reading it creates nothing.
        public var existingDelegateHandlers: DelegateHandlers<UIGestureRecognizer>? {
            GestureRecognizerDelegateProxy.existing(on: self)?.handlers
        }

    }

    @MainActor
    extension HandlersKit where Self: UIGestureRecognizer {
        /// Sets the closure that decides whether the recognizer may begin (leave `.possible`).
        /// - Returns: The recognizer, for chaining.
        @discardableResult
        public func shouldBegin(handler: @escaping (Self) -> Bool) -> Self {
            setHandler(for: .shouldBegin) { recognizer, _ in handler(recognizer) }
        }

        /// Sets the closure that decides whether the recognizer and `other` may recognize at the
        /// same time.
        @discardableResult
        public func shouldRecognizeSimultaneously(handler: @escaping (Self, UIGestureRecognizer) -> Bool) -> Self {
            setHandler(for: .shouldRecognizeSimultaneously, handler)
        }

        /// Sets the closure that decides whether the recognizer must wait for `other` to fail.
        @discardableResult
        public func shouldRequireFailure(handler: @escaping (Self, _ other: UIGestureRecognizer) -> Bool) -> Self {
            setHandler(for: .shouldRequireFailure, handler)
        }

        /// Sets the closure that decides whether `other` must wait for the recognizer to fail.
        @discardableResult
        public func shouldBeRequiredToFail(handler: @escaping (Self, _ other: UIGestureRecognizer) -> Bool) -> Self {
            setHandler(for: .shouldBeRequiredToFail, handler)
        }

        /// Sets the closure that decides whether the recognizer may see `touch`.
        @discardableResult
        public func shouldReceiveTouch(handler: @escaping (Self, UITouch) -> Bool) -> Self {
            setHandler(for: .shouldReceiveTouch, handler)
        }
    }
#endif
