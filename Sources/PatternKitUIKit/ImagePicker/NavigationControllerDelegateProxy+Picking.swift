#if canImport(UIKit) && os(iOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    extension DelegateMethod
    where Owner: UIImagePickerController, Input == [UIImagePickerController.InfoKey: Any], Output == Void {
        /// The user picked an image or a movie
        /// (`imagePickerController(_:didFinishPickingMediaWithInfo:)`).
        public static var didFinishPickingMedia: Self { Self("didFinishPickingMedia") }
    }

    extension DelegateMethod where Owner: UIImagePickerController, Input == Void, Output == Void {
        /// The user cancelled an image picker (`imagePickerControllerDidCancel(_:)`).
        public static var didCancel: Self { Self("didCancel") }
    }

    /// An image picker's two `UIImagePickerControllerDelegate` methods, served by its navigation
    /// controller proxy from the same closure table as `willShow` and `didShow`.
    extension NavigationControllerDelegateProxy: UIImagePickerControllerDelegate {
        /// The picking keys as keys of this proxy's table, typed with `UINavigationController`.
        private nonisolated static let didFinishPickingMedia =
            DelegateMethod<UIImagePickerController, [UIImagePickerController.InfoKey: Any], Void>.didFinishPickingMedia
            .owned(by: UINavigationController.self)
        private nonisolated static let didCancel = DelegateMethod<UIImagePickerController, Void, Void>.didCancel.owned(
            by: UINavigationController.self)

        /// Whether the proxy answers a picking method: only while a closure handles it, so a
        /// picker with no `didCancel` closure (and no app method for it) is dismissed by UIKit.
        /// `nil` for any other selector.
        nonisolated func claimsPicking(_ selector: Selector) -> Bool? {
            switch selector {
            case #selector(
                (any UIImagePickerControllerDelegate).imagePickerController(_:didFinishPickingMediaWithInfo:)):
                claim(handlers.hasHandlers(for: Self.didFinishPickingMedia), selector)
            case #selector((any UIImagePickerControllerDelegate).imagePickerControllerDidCancel(_:)):
                claim(handlers.hasHandlers(for: Self.didCancel), selector)
            default:
                nil
            }
        }

        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            handlers.notify(Self.didFinishPickingMedia, info) {
                delegate($0, as: (any UIImagePickerControllerDelegate).self).imagePickerController?(
                    picker, didFinishPickingMediaWithInfo: info)
            }
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            handlers.notify(Self.didCancel, ()) {
                delegate($0, as: (any UIImagePickerControllerDelegate).self).imagePickerControllerDidCancel?(picker)
            }
        }
    }
#endif
