#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidationCore
    public import UIKit

    /// How a ``CustomTextField`` tells the user about validation: a strategy, like the
    /// validator itself.
    ///
    /// A field calls its presenter at three moments, each with a default that does nothing
    /// (and a form's other controls — switches, date pickers — at the first two, through
    /// ``show(_:forControl:)`` and ``validationDidFail(_:forControl:)``):
    ///
    /// - ``show(_:for:)`` whenever what the field shows changes (``FieldFeedback``: nothing,
    ///   "checking", valid, or an error) — live, as decided by the field's `FieldController`;
    /// - ``validationDidFail(_:for:)`` when ``CustomTextField/validate()`` fails — the moment
    ///   to interrupt (the Strategy article's alert);
    /// - ``editWasRefused(_:for:)`` when a keystroke was refused (see ``EditFiltering``).
    ///
    /// The built-in strategies, also available as Interface Builder objects:
    ///
    /// | strategy | what it does |
    /// |---|---|
    /// | ``alert`` (``AlertValidationPresenter``) | the Strategy article's `UIAlertController` when validation fails; the default |
    /// | ``errorLabel(_:)`` (``ErrorLabelValidationPresenter``) | the live message in a label under the field |
    /// | ``announcement`` (``AnnouncementValidationPresenter``) | a VoiceOver announcement of failures and refused keystrokes |
    /// | ``handler(show:failed:refused:)`` (``ClosureValidationPresenter``) | your closures |
    /// | ``combining(_:)`` (``CompositeValidationPresenter``) | several of the above |
    ///
    /// ```swift
    /// ageField.validationPresenter = .combining([.errorLabel(ageErrorLabel), .announcement])
    /// ```
    ///
    /// Subclass it for your own presentation and override the methods you need.
    @MainActor
    open class ValidationPresenter: NSObject {
        /// The language of the messages this presenter shows, or `nil` (the default) for
        /// ``ValidationLocalization/currentLanguage``.
        public var language: String?

        /// A presenter showing messages in `language` (`nil`: the current language).
        public init(language: String?) {
            self.language = language
            super.init()
        }

        /// A presenter in the current language (also what Interface Builder calls).
        override public convenience init() {
            self.init(language: nil)
        }

        /// Shows `feedback` for `field` until the next call. Called whenever it changes.
        open func show(_ feedback: FieldFeedback, for field: UITextField) {}

        /// ``CustomTextField/validate()`` found `error`: tell the user now.
        open func validationDidFail(_ error: ValidationError, for field: UITextField) {}

        /// A keystroke was refused because of `error` (see ``EditFiltering``).
        open func editWasRefused(_ error: ValidationError, for field: UITextField) {}

        /// Shows `feedback` for `control` — a switch, a date picker, a segmented control or a
        /// stepper that a `FormBinding` binds (`bind(_:to:presenter:)`, in `PatternKitUIKit`)
        /// — until the next call. Nothing by default; ``ErrorLabelValidationPresenter`` writes
        /// its label and ``CompositeValidationPresenter`` forwards, as for a text field.
        open func show(_ feedback: FieldFeedback, forControl control: UIControl) {}

        /// `FormBinding.validateIncludingChecks()` found `error` in the field `control` shows: tell the
        /// user now. Nothing by default; the alert and the announcement presenters do as they
        /// do for a text field.
        open func validationDidFail(_ error: ValidationError, forControl control: UIControl) {}
    }

    extension ValidationPresenter {
        /// The Strategy article's alert when validation fails: ``AlertValidationPresenter``.
        public static var alert: ValidationPresenter {
            AlertValidationPresenter()
        }

        /// The live message in `label`: ``ErrorLabelValidationPresenter``.
        public static func errorLabel(_ label: UILabel) -> ValidationPresenter {
            ErrorLabelValidationPresenter(label: label)
        }

        /// A VoiceOver announcement of failures and refused keystrokes:
        /// ``AnnouncementValidationPresenter``.
        public static var announcement: ValidationPresenter {
            AnnouncementValidationPresenter()
        }

        /// Your closures: ``ClosureValidationPresenter``.
        public static func handler(
            show: ((FieldFeedback, UITextField) -> Void)? = nil,
            failed: ((ValidationError, UITextField) -> Void)? = nil,
            refused: ((ValidationError, UITextField) -> Void)? = nil
        ) -> ValidationPresenter {
            ClosureValidationPresenter(show: show, failed: failed, refused: refused)
        }

        /// Each of `presenters`, in order: ``CompositeValidationPresenter``.
        public static func combining(_ presenters: [ValidationPresenter]) -> ValidationPresenter {
            CompositeValidationPresenter(presenters)
        }
    }
#endif
