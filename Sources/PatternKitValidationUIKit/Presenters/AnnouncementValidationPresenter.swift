#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidationCore
    public import UIKit

    /// Tells VoiceOver users what went wrong, without a visible change: when validation fails
    /// it announces the alert's title and message (``ValidationAlert/announcement``), when a
    /// keystroke is refused the failure reason. Combine it with a visible presenter:
    ///
    /// ```swift
    /// field.validationPresenter = .combining([.errorLabel(errorLabel), .announcement])
    /// ```
    @MainActor
    open class AnnouncementValidationPresenter: ValidationPresenter {
        /// Announces the title and message of the failure.
        override open func validationDidFail(_ error: ValidationError, for field: UITextField) {
            announce(ValidationAlert(error, language: language).announcement)
        }

        /// Announces the title and message of the failure of `control`'s field.
        override open func validationDidFail(_ error: ValidationError, forControl control: UIControl) {
            announce(ValidationAlert(error, language: language).announcement)
        }

        /// Announces why the keystroke was refused.
        override open func editWasRefused(_ error: ValidationError, for field: UITextField) {
            announce(error.localizedFailureReason(in: language))
        }

        /// Posts `text` as a VoiceOver announcement. Override it to record or redirect them.
        open func announce(_ text: String) {
            UIAccessibility.post(notification: announcementNotification, argument: text)
        }
    }

    /// `UIAccessibility.Notification.announcement` (`UIAccessibilityAnnouncementNotification`,
    /// 1008 on every iOS release). SDKs before iOS 18 declare that constant as a mutable global,
    /// which Swift 6 refuses to read, while current ones declare it `const`; spelling out the
    /// value compiles with both.
    private let announcementNotification = UIAccessibility.Notification(rawValue: 1008)
#endif
