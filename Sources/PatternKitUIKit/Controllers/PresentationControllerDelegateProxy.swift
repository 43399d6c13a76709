#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UIAdaptivePresentationControllerDelegate` behind a presentation controller's
    /// closures (a sheet's dismissal by the user): one per presentation controller, found by its
    /// identity, owned by it. The app's delegate is asked first and keeps the adaptivity methods,
    /// forwarded untouched.
    @MainActor
    final class PresentationControllerDelegateProxy: DelegateProxy<UIPresentationController>,
        UIAdaptivePresentationControllerDelegate
    {
        /// UIKit's answer, from the call's arguments, for a call whose forwardee has just gone.
        override nonisolated class func defaultAnswerTarget(for selector: Selector) -> AnyObject? {
            DelegateDefaultAnswers.target(for: selector)
        }

        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set {
                owner?.delegate = newValue.map {
                    messaging($0, as: (any UIAdaptivePresentationControllerDelegate).self)
                }
            }
        }

        /// The sub-protocols too: a sheet's or a popover's presentation controller calls their
        /// methods on the same `delegate` (`sheetPresentationControllerDidChangeSelectedDetentIdentifier:`,
        /// `popoverPresentationControllerShouldDismissPopover:`…), so a method claimed for an
        /// app's delegate that has gone is absorbed with the right answer.
        override nonisolated class var delegateProtocols: [Protocol] {
            var protocols: [Protocol] = [(any UIAdaptivePresentationControllerDelegate).self]
            #if os(iOS)
                protocols.append((any UIPopoverPresentationControllerDelegate).self)
                if #available(iOS 15.0, *) {
                    protocols.append((any UISheetPresentationControllerDelegate).self)
                }
            #endif
            return protocols
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(selector, in: .adaptivePresentation) {
                forwardeeResponds(to: selector)
            }
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            handlers.decide(.shouldDismiss, ()) {
                delegate($0, as: (any UIAdaptivePresentationControllerDelegate).self)
                    .presentationControllerShouldDismiss?(
                        presentationController)
            }
        }

        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            handlers.notify(.willDismiss, ()) {
                delegate($0, as: (any UIAdaptivePresentationControllerDelegate).self)
                    .presentationControllerWillDismiss?(
                        presentationController)
            }
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            handlers.notify(.didDismiss, ()) {
                delegate($0, as: (any UIAdaptivePresentationControllerDelegate).self).presentationControllerDidDismiss?(
                    presentationController)
            }
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            handlers.notify(.didAttemptToDismiss, ()) {
                delegate($0, as: (any UIAdaptivePresentationControllerDelegate).self)
                    .presentationControllerDidAttemptToDismiss?(
                        presentationController)
            }
        }
    }
#endif
