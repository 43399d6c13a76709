#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// A sheet's dismissal by the user as closures, on the presented view controller's
    /// `presentationController` (where its `delegate` lives): `shouldDismiss`, `willDismiss`,
    /// `didDismiss` and `didAttemptToDismiss`, plus `addHandler(for:_:)`.
    ///
    /// ```swift
    /// let editor = EditorViewController()
    /// editor.presentationController?
    ///     .shouldDismiss { _ in !editor.hasChanges }
    ///     .didAttemptToDismiss { _ in editor.confirmDiscard() }
    ///     .didDismiss { _ in reload() }
    /// present(editor, animated: true)
    /// ```
    ///
    /// Register the closures before presenting (as with the `delegate`). `shouldDismiss` is yes
    /// when nobody answers; a `false` from the app's delegate or any closure keeps the sheet, and
    /// UIKit then calls `didAttemptToDismiss`. `didDismiss` follows a swipe down, not a
    /// `dismiss(animated:)` in code. A delegate the app sets is asked first and keeps the
    /// adaptivity methods.
    extension UIPresentationController {
        /// The app's own delegate, which keeps receiving every call before the closures: set it
        /// here once closures are registered (a plain `delegate = x` would replace the closures'
        /// proxy until the next registration). Without closures it is simply `delegate`; as for
        /// tables and text fields, and as RxCocoa's `setDelegate(_:)`.
        public var forwardingDelegate: (any UIAdaptivePresentationControllerDelegate)? {
            get {
                PresentationControllerDelegateProxy.forwardingDelegate(of: self, delegate: delegate).map {
                    messaging($0, as: (any UIAdaptivePresentationControllerDelegate).self)
                }
            }
            set {
                if !PresentationControllerDelegateProxy.setForwardingDelegate(newValue, of: self) {
                    delegate = newValue
                }
            }
        }
    }

    extension UIPresentationController: DelegateHandling {
        /// Closures receive the controller as a `UIPresentationController` from the table; the
        /// methods cast it to the receiver's own class.
        public typealias DelegateSender = UIPresentationController

        /// The presentation controller's closure table (created on first use; a closure
        /// registered in it installs the proxy).
        public var delegateHandlers: DelegateHandlers<UIPresentationController> {
            PresentationControllerDelegateProxy.proxy(on: self).handlers
        }

        /// The closure table if a closure was ever registered; reading it creates nothing.
        public var existingDelegateHandlers: DelegateHandlers<UIPresentationController>? {
            PresentationControllerDelegateProxy.existing(on: self)?.handlers
        }

    }

    @MainActor
    extension HandlersKit where Self: UIPresentationController {
        /// Sets the closure that decides whether the user may dismiss the sheet (swipe down, tap
        /// outside).
        /// - Returns: The presentation controller, for chaining.
        @discardableResult
        public func shouldDismiss(handler: @escaping (Self) -> Bool) -> Self {
            setHandler(for: .shouldDismiss) { controller, _ in handler(controller) }
        }

        /// Sets the closure called when the user begins dismissing the sheet.
        @discardableResult
        public func willDismiss(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .willDismiss) { controller, _ in handler(controller) }
        }

        /// Sets the closure called when the user dismissed the sheet.
        @discardableResult
        public func didDismiss(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .didDismiss) { controller, _ in handler(controller) }
        }

        /// Sets the closure called when the user tried to dismiss a sheet that refused
        /// (`shouldDismiss` said no, or `isModalInPresentation`).
        @discardableResult
        public func didAttemptToDismiss(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .didAttemptToDismiss) { controller, _ in handler(controller) }
        }
    }
#endif
