#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Image pickers take closures for their delegate's two decisions, as in HandlersKit:
    /// `didFinishPickingMedia` and `didCancel`.
    ///
    /// ```swift
    /// let picker = UIImagePickerController()
    /// picker
    ///     .didFinishPickingMedia { picker, info in
    ///         avatar.image = info[.originalImage] as? UIImage
    ///         picker.dismiss(animated: true)
    ///     }
    ///     .didCancel { picker in picker.dismiss(animated: true) }
    /// ```
    ///
    /// The closures live in a delegate proxy that becomes the picker's `delegate`; a delegate the
    /// app set before the first closure keeps receiving every call (its navigation controller
    /// methods included). Unlike HandlersKit, a picker with no `didCancel` closure (and no app
    /// delegate method for it) still dismisses itself when the user cancels, as UIKit does.
    extension UIImagePickerController {
        /// The picker's closure table (created on first use; a closure registered in it installs
        /// the proxy).
        package var imagePickerHandlers: DelegateHandlers<UIImagePickerController> {
            ImagePickerDelegateProxy.proxy(on: self).handlers
        }

    }

    @MainActor
    extension HandlersKit where Self: UIImagePickerController {
        /// Sets the closure called with the picked media's info dictionary.
        /// - Returns: The picker, for chaining.
        @discardableResult
        public func didFinishPickingMedia(handler: @escaping (Self, [UIImagePickerController.InfoKey: Any]) -> Void)
            -> Self
        {
            imagePickerHandlers.set(.didFinishPickingMedia) { picker, info in
                if let picker = picker as? Self { handler(picker, info) }
            }
            return self
        }

        /// Sets the closure called with the picked media's info dictionary.
        @discardableResult
        public func didFinishPickingMedia(handler: @escaping ([UIImagePickerController.InfoKey: Any]) -> Void) -> Self {
            didFinishPickingMedia { _, info in handler(info) }
        }

        /// Sets the closure called when the user cancels. The picker is then not dismissed by
        /// UIKit: dismiss it in the closure.
        @discardableResult
        public func didCancel(handler: @escaping (Self) -> Void) -> Self {
            imagePickerHandlers.set(.didCancel) { picker, _ in
                if let picker = picker as? Self { handler(picker) }
            }
            return self
        }

        /// Sets the closure called when the user cancels (dismiss the picker in it).
        @discardableResult
        public func didCancel(handler: @escaping () -> Void) -> Self {
            didCancel { _ in handler() }
        }
    }
#endif
