#if canImport(UIKit) && os(iOS)
    public import PatternKitHandlers
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
    /// The closures live in the picker's navigation controller proxy, which becomes its
    /// `delegate` and serves `willShow`/`didShow` from the same table; a delegate the app set
    /// before the first closure keeps receiving every call (its navigation controller methods
    /// included). `addHandler(for: .didFinishPickingMedia)`, `removeHandlers(for: .didCancel)`,
    /// `events(for:)` and `publisher(for:)` work with the picking keys as with any other.
    /// Unlike HandlersKit, a picker with no `didCancel` closure (and no app delegate method for
    /// it) still dismisses itself when the user cancels, as UIKit does.

    @MainActor
    extension HandlersKit where Self: UIImagePickerController {
        /// Sets the closure called with the picked media's info dictionary.
        /// - Returns: The picker, for chaining.
        @discardableResult
        public func didFinishPickingMedia(handler: @escaping (Self, [UIImagePickerController.InfoKey: Any]) -> Void)
            -> Self
        {
            setHandler(for: .didFinishPickingMedia, handler)
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
            setHandler(for: .didCancel) { picker, _ in handler(picker) }
        }

        /// Sets the closure called when the user cancels (dismiss the picker in it).
        @discardableResult
        public func didCancel(handler: @escaping () -> Void) -> Self {
            didCancel { _ in handler() }
        }
    }
#endif
