#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidationCore
    public import UIKit

    /// The Strategy article's presentation: when validation fails, an alert whose title is the error's
    /// localized description, whose message is its localized failure reason, with one
    /// localized "OK" button (see ``ValidationAlert``).
    ///
    /// The alert is presented by the view controller that shows the field (or by what that
    /// controller presents already). Nothing is presented when the field is not on screen, or
    /// while another alert is up — two fields that fail at once do not stack two alerts.
    /// Live feedback and refused keystrokes are not alert-worthy and are ignored.
    @MainActor
    open class AlertValidationPresenter: ValidationPresenter {
        /// Presents the alert for `error`.
        override open func validationDidFail(_ error: ValidationError, for field: UITextField) {
            present(error, about: field)
        }

        /// Presents the alert for `error`, about the field `control` shows (a switch, a date picker).
        override open func validationDidFail(_ error: ValidationError, forControl control: UIControl) {
            present(error, about: control)
        }

        private func present(_ error: ValidationError, about responder: UIResponder) {
            guard let presenting = responder.controllerForPresenting, !(presenting is UIAlertController) else {
                return
            }
            presenting.present(makeAlertController(for: error), animated: true)
        }

        /// The alert for `error`: one "OK" action, the texts of ``ValidationAlert``. Override it
        /// to add actions or change the style.
        open func makeAlertController(for error: ValidationError) -> UIAlertController {
            let content = ValidationAlert(error, language: language)
            let alert = UIAlertController(title: content.title, message: content.message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: content.dismissTitle, style: .default))
            return alert
        }
    }
#endif
