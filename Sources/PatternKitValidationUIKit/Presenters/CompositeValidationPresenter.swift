#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidationCore
    public import UIKit

    /// Several presenters as one: each call goes to every presenter, in order.
    ///
    /// ```swift
    /// field.validationPresenter = .combining([.alert, .errorLabel(errorLabel), .announcement])
    /// ```
    @MainActor
    public final class CompositeValidationPresenter: ValidationPresenter {
        /// The presenters, in call order.
        public let presenters: [ValidationPresenter]

        /// A presenter forwarding to each of `presenters`.
        public init(_ presenters: [ValidationPresenter]) {
            self.presenters = presenters
            super.init(language: nil)
        }

        /// Shows `feedback` through every presenter.
        override public func show(_ feedback: FieldFeedback, for field: UITextField) {
            for presenter in presenters { presenter.show(feedback, for: field) }
        }

        /// Reports the failure to every presenter.
        override public func validationDidFail(_ error: ValidationError, for field: UITextField) {
            for presenter in presenters { presenter.validationDidFail(error, for: field) }
        }

        /// Shows `feedback` for `control` through every presenter.
        override public func show(_ feedback: FieldFeedback, forControl control: UIControl) {
            for presenter in presenters { presenter.show(feedback, forControl: control) }
        }

        /// Reports the failure of `control`'s field to every presenter.
        override public func validationDidFail(_ error: ValidationError, forControl control: UIControl) {
            for presenter in presenters { presenter.validationDidFail(error, forControl: control) }
        }

        /// Reports the refused keystroke to every presenter.
        override public func editWasRefused(_ error: ValidationError, for field: UITextField) {
            for presenter in presenters { presenter.editWasRefused(error, for: field) }
        }
    }
#endif
