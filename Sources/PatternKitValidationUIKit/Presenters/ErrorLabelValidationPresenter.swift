#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidationCore
    public import UIKit

    /// Shows the field's live feedback in a label, usually right under the field: the failure
    /// reason while the text is invalid (or a keystroke was just refused), "Checking…" while an
    /// asynchronous check runs, and nothing — the label hidden — otherwise.
    ///
    /// ```swift
    /// ageField.validationPresenter = .errorLabel(ageErrorLabel)
    /// ```
    ///
    /// VoiceOver reads the label where it sits; add ``ValidationPresenter/announcement`` to have failures spoken
    /// as they happen. In Interface Builder, add an Object of this class and connect its `label` outlet.
    @MainActor
    open class ErrorLabelValidationPresenter: ValidationPresenter {
        /// The label that shows the message (held weakly: the view hierarchy owns it).
        @IBOutlet public weak var label: UILabel?

        /// Whether the label is hidden while there is nothing to say; `true` by default. Set
        /// it to `false` to keep the layout still (the label is then emptied instead).
        @IBInspectable public var hidesEmptyLabel: Bool = true

        /// A presenter writing into `label`.
        public init(label: UILabel?, language: String? = nil) {
            self.label = label
            super.init(language: language)
        }

        /// A presenter without a label yet, in `language` (also what Interface Builder calls).
        override public convenience init(language: String?) {
            self.init(label: nil, language: language)
        }

        /// Writes the message of `feedback` into the label, or hides it.
        override open func show(_ feedback: FieldFeedback, for field: UITextField) {
            write(feedback)
        }

        /// Writes the message of `feedback` into the label, or hides it, as for a text field.
        override open func show(_ feedback: FieldFeedback, forControl control: UIControl) {
            write(feedback)
        }

        private func write(_ feedback: FieldFeedback) {
            let message = feedback.message(in: language)
            label?.text = message
            if hidesEmptyLabel {
                label?.isHidden = message == nil
            }
        }
    }
#endif
