#if canImport(SwiftUI) && !os(watchOS)
    import PatternKitValidation
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #endif

    /// The line under a validated field: its ``FieldFeedback``'s message in the environment's
    /// locale, drawn by the app's ``SwiftUI/View/validationMessage(_:)`` view or as a footnote.
    /// VoiceOver reads the message as the row's label — an error, and "Checking…" while a
    /// check runs — whatever the app's view draws; the blank line of a valid field is hidden
    /// from it. The row announces nothing: the field's model (`BindingField`) or the form
    /// (`FormSession/announcement`) decides what VoiceOver hears, once per change of meaning.
    ///
    /// Once the field shows anything the row keeps its height — a blank line while valid — so
    /// the form does not jump between "Checking…", an error and nothing.
    @available(iOS 15, macOS 12, tvOS 15, *)
    struct ValidationMessageRow: View {
        let feedback: FieldFeedback
        @Environment(\.validationMessageStyle) private var style
        @Environment(\.validationMessageView) private var custom
        @Environment(\.locale) private var locale

        var body: some View {
            if style == .inline, feedback != .none {
                let message = feedback.message(in: Self.language(for: locale))
                Group {
                    if let custom {
                        custom.make(feedback, message ?? " ")
                    } else {
                        Text(message ?? " ")
                            .font(.footnote)
                            .foregroundColor(feedback.error == nil ? .secondary : .red)
                            .fixedSize(horizontal: false, vertical: true)
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(message ?? ""))
                .accessibilityHidden(message == nil)
            }
        }

        /// The language of messages for `locale`: `nil` — the package's choice,
        /// `ValidationLocalization` — when the environment holds the user's own locale, else
        /// the locale the app put in the environment.
        static func language(for locale: Locale) -> String? {
            MessageLanguage.forLocale(locale)
        }

        /// Tells VoiceOver `message`, as UIKit's `AnnouncementValidationPresenter` does.
        static func announce(_ message: String) {
            #if canImport(UIKit)
                guard UIAccessibility.isVoiceOverRunning else { return }
                UIAccessibility.post(notification: announcementNotification, argument: message)
            #endif
        }
    }

    #if canImport(UIKit)
        /// `UIAccessibility.Notification.announcement` (`UIAccessibilityAnnouncementNotification`,
        /// 1008), spelled by value: the SDK's static is a mutable global that Swift 6 refuses to read.
        private let announcementNotification = UIAccessibility.Notification(rawValue: 1008)
    #endif
#endif
