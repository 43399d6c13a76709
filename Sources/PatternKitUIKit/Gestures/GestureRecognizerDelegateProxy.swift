#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UIGestureRecognizerDelegate` behind a recognizer's delegate closures: one per
    /// recognizer, found by its identity, owned by it. The app's delegate is asked first.
    ///
    /// The requests to do more than the default (recognize simultaneously, require failure) are
    /// yes as soon as anyone says yes; the permissions (should begin, should receive a touch) are
    /// yes only if nobody says no.
    @MainActor
    final class GestureRecognizerDelegateProxy: DelegateProxy<UIGestureRecognizer>, UIGestureRecognizerDelegate {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UIGestureRecognizerDelegate).self) } }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UIGestureRecognizerDelegate).self]
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(selector, in: .gestureRecognizer) { forwardeeResponds(to: selector) }
        }

        /// A scroll view's own recognizers (its pan and pinch) must keep the scroll view as their
        /// delegate: UIKit raises an exception otherwise. Their closures are kept but never
        /// installed.
        override var mayInstall: Bool {
            guard let owner, owner.view is UIScrollView, owner.delegate === owner.view else { return true }
            return false
        }

        func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            handlers.decide(.shouldBegin, ()) {
                delegate($0, as: (any UIGestureRecognizerDelegate).self).gestureRecognizerShouldBegin?(recognizer)
            }
        }

        func gestureRecognizer(
            _ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            handlers.decideAny(.shouldRecognizeSimultaneously, other) {
                delegate($0, as: (any UIGestureRecognizerDelegate).self).gestureRecognizer?(
                    recognizer, shouldRecognizeSimultaneouslyWith: other)
            }
        }

        func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer)
            -> Bool
        {
            handlers.decideAny(.shouldRequireFailure, other) {
                delegate($0, as: (any UIGestureRecognizerDelegate).self).gestureRecognizer?(
                    recognizer, shouldRequireFailureOf: other)
            }
        }

        func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer)
            -> Bool
        {
            handlers.decideAny(.shouldBeRequiredToFail, other) {
                delegate($0, as: (any UIGestureRecognizerDelegate).self).gestureRecognizer?(
                    recognizer, shouldBeRequiredToFailBy: other)
            }
        }

        func gestureRecognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            handlers.decide(.shouldReceiveTouch, touch) {
                delegate($0, as: (any UIGestureRecognizerDelegate).self).gestureRecognizer?(
                    recognizer, shouldReceive: touch)
            }
        }
    }
#endif
