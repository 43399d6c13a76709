#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    public import UIKit

    // The gesture recognizer delegate's decisions, keys of gesture recognizers only.

    extension DelegateMethod where Owner: UIGestureRecognizer, Input == Void, Output == Bool {
        /// "May the gesture recognizer begin?" (`gestureRecognizerShouldBegin(_:)`); yes when
        /// nobody answers.
        public static var shouldBegin: Self { Self("shouldBegin") }
    }

    extension DelegateMethod where Owner: UIGestureRecognizer, Input == UIGestureRecognizer, Output == Bool {
        /// "May this recognizer and the other one recognize at the same time?"
        /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`); yes as soon as one
        /// closure or the app's delegate says yes, no when nobody answers.
        public static var shouldRecognizeSimultaneously: Self { Self("shouldRecognizeSimultaneously") }
        /// "Must this recognizer wait for the other one to fail?"
        /// (`gestureRecognizer(_:shouldRequireFailureOf:)`); yes as soon as one says yes.
        public static var shouldRequireFailure: Self { Self("shouldRequireFailure") }
        /// "Must the other recognizer wait for this one to fail?"
        /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`); yes as soon as one says yes.
        public static var shouldBeRequiredToFail: Self { Self("shouldBeRequiredToFail") }
    }

    extension DelegateMethod where Owner: UIGestureRecognizer, Input == UITouch, Output == Bool {
        /// "May the recognizer see this touch?" (`gestureRecognizer(_:shouldReceive:)`); yes when
        /// nobody answers.
        public static var shouldReceiveTouch: Self { Self("shouldReceiveTouch") }
    }
#endif
