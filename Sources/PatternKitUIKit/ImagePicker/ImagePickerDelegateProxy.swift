#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
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

    /// The delegate behind an image picker's closures: one per picker, found by its identity,
    /// owned by it. The app's delegate keeps receiving every call, its
    /// `UINavigationControllerDelegate` methods included (forwarded untouched).
    @MainActor
    final class ImagePickerDelegateProxy: DelegateProxy<UIImagePickerController>, UIImagePickerControllerDelegate,
        UINavigationControllerDelegate
    {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set {
                owner?.delegate = newValue.map {
                    messaging($0, as: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate).self)
                }
            }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UIImagePickerControllerDelegate).self, (any UINavigationControllerDelegate).self]
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            switch selector {
            case #selector(
                (any UIImagePickerControllerDelegate).imagePickerController(_:didFinishPickingMediaWithInfo:)):
                claim(handlers.hasHandlers(for: .didFinishPickingMedia), selector)
            case #selector((any UIImagePickerControllerDelegate).imagePickerControllerDidCancel(_:)):
                // Claimed only when someone handles it: otherwise UIKit dismisses the picker itself.
                claim(handlers.hasHandlers(for: .didCancel), selector)
            default:
                nil
            }
        }

        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            handlers.notify(.didFinishPickingMedia, info) {
                delegate($0, as: (any UIImagePickerControllerDelegate).self).imagePickerController?(
                    picker, didFinishPickingMediaWithInfo: info)
            }
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            handlers.notify(.didCancel, ()) {
                delegate($0, as: (any UIImagePickerControllerDelegate).self).imagePickerControllerDidCancel?(picker)
            }
        }
    }
#endif
