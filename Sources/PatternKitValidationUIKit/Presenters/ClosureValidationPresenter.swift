#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidationCore
    public import UIKit

    /// A presenter made of closures, for a one-off presentation without a subclass.
    ///
    /// ```swift
    /// field.validationPresenter = .handler(show: { feedback, field in
    ///     field.layer.borderColor = feedback.error == nil ? UIColor.separator.cgColor : UIColor.systemRed.cgColor
    /// })
    /// ```
    ///
    /// The closures are held strongly; capture the field's owner weakly if it owns the field.
    /// They take text fields: for a form's switches, date pickers and other controls, use
    /// ``ErrorLabelValidationPresenter`` or a subclass overriding
    /// ``ValidationPresenter/show(_:forControl:)``.
    @MainActor
    public final class ClosureValidationPresenter: ValidationPresenter {
        private let showFeedback: ((FieldFeedback, UITextField) -> Void)?
        private let failed: ((ValidationError, UITextField) -> Void)?
        private let refused: ((ValidationError, UITextField) -> Void)?

        /// A presenter calling the given closures; a missing one does nothing.
        ///
        /// - Parameters:
        ///   - show: Called with each new ``FieldFeedback``.
        ///   - failed: Called when ``CustomTextField/validate()`` fails.
        ///   - refused: Called when a keystroke was refused.
        public init(
            show: ((FieldFeedback, UITextField) -> Void)? = nil,
            failed: ((ValidationError, UITextField) -> Void)? = nil,
            refused: ((ValidationError, UITextField) -> Void)? = nil
        ) {
            showFeedback = show
            self.failed = failed
            self.refused = refused
            super.init(language: nil)
        }

        /// Calls `show`.
        override public func show(_ feedback: FieldFeedback, for field: UITextField) {
            showFeedback?(feedback, field)
        }

        /// Calls `failed`.
        override public func validationDidFail(_ error: ValidationError, for field: UITextField) {
            failed?(error, field)
        }

        /// Calls `refused`.
        override public func editWasRefused(_ error: ValidationError, for field: UITextField) {
            refused?(error, field)
        }
    }
#endif
