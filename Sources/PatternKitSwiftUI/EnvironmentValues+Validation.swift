#if canImport(SwiftUI) && !os(watchOS)
    public import PatternKitValidationSessions
    public import SwiftUI

    extension EnvironmentValues {
        /// Where validated fields show their messages; ``ValidationMessageStyle/inline`` by default.
        public var validationMessageStyle: ValidationMessageStyle {
            get { self[ValidationMessageStyleKey.self] }
            set { self[ValidationMessageStyleKey.self] = newValue }
        }

        /// When validated fields start showing errors; ``FeedbackTiming/afterEditing`` by
        /// default, as UIKit's `CustomTextField`: a field's editing ends when focus leaves it.
        public var feedbackTiming: FeedbackTiming {
            get { self[FeedbackTimingKey.self] }
            set { self[FeedbackTimingKey.self] = newValue }
        }

        /// Which keystrokes validated fields refuse; ``EditFiltering/none`` by default.
        public var editFiltering: EditFiltering {
            get { self[EditFilteringKey.self] }
            set { self[EditFilteringKey.self] = newValue }
        }

        /// Whether a validated field's sanitizer (an `InputMask`) formats its text as the user
        /// types; `false` by default.
        public var formatsWhileTyping: Bool {
            get { self[FormatsWhileTypingKey.self] }
            set { self[FormatsWhileTypingKey.self] = newValue }
        }

        /// Whether a validated field validates — its sanitizer tidying the text — when focus
        /// leaves it; `false` by default, as in the Strategy article.
        public var validatesOnEndEditing: Bool {
            get { self[ValidatesOnEndEditingKey.self] }
            set { self[ValidatesOnEndEditingKey.self] = newValue }
        }

        /// The view validated fields draw their message with, or `nil` for the built-in line.
        var validationMessageView: ValidationMessageView? {
            get { self[ValidationMessageViewKey.self] }
            set { self[ValidationMessageViewKey.self] = newValue }
        }
    }

    private struct ValidationMessageStyleKey: EnvironmentKey {
        static let defaultValue = ValidationMessageStyle.inline
    }

    private struct FeedbackTimingKey: EnvironmentKey {
        static let defaultValue = FeedbackTiming.afterEditing
    }

    private struct EditFilteringKey: EnvironmentKey {
        static let defaultValue = EditFiltering.none
    }

    private struct FormatsWhileTypingKey: EnvironmentKey {
        static let defaultValue = false
    }

    private struct ValidatesOnEndEditingKey: EnvironmentKey {
        static let defaultValue = false
    }

    private struct ValidationMessageViewKey: EnvironmentKey {
        static let defaultValue: ValidationMessageView? = nil
    }
#endif
