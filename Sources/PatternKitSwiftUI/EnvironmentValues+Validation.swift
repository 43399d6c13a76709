#if canImport(SwiftUI) && !os(watchOS)
    public import PatternKitValidation
    public import SwiftUI

    extension EnvironmentValues {
        /// Where validated fields show their messages; ``ValidationMessageStyle/inline`` by default.
        public var validationMessageStyle: ValidationMessageStyle {
            get { self[ValidationMessageStyleKey.self] }
            set { self[ValidationMessageStyleKey.self] = newValue }
        }

        /// How validated fields behave (see ``FieldOptions``): both a standalone field
        /// (`validated(by:text:)`) and a form's field (`validated(_:in:)`) read it. The
        /// modifier `fieldOptions(_:)` sets every option; `feedbackTiming(_:)`,
        /// `editFiltering(_:)`, `formatsWhileTyping(_:)` and `validatesOnEndEditing(_:)` each
        /// set one and leave the others as the views around them set them.
        ///
        /// A form's field takes the options views set around it merged onto its
        /// `FormSession`'s ``FormSession/options``: `.editFiltering(.invalidCharacters)` turns
        /// filtering on and keeps the form's timing, formatting and pause. Reading this value
        /// gives the options set, the defaults in place of the others.
        public var fieldOptions: FieldOptions {
            get { self[FieldOptionsKey.self].applied(to: FieldOptions()) }
            set { self[FieldOptionsKey.self] = PartialFieldOptions(newValue) }
        }

        /// The options views set for the fields inside them, each option `nil` where none did.
        var fieldOptionChanges: PartialFieldOptions {
            self[FieldOptionsKey.self]
        }

        /// When validated fields start showing errors (``FieldOptions/feedbackTiming`` of
        /// ``fieldOptions``); ``FeedbackTiming/afterEditing`` by default, as UIKit's
        /// `CustomTextField`: a field's editing ends when focus leaves it.
        public var feedbackTiming: FeedbackTiming {
            get { fieldOptions.feedbackTiming }
            set { self[FieldOptionsKey.self].feedbackTiming = newValue }
        }

        /// Which keystrokes validated fields refuse (``FieldOptions/editFiltering`` of
        /// ``fieldOptions``); ``EditFiltering/none`` by default.
        public var editFiltering: EditFiltering {
            get { fieldOptions.editFiltering }
            set { self[FieldOptionsKey.self].editFiltering = newValue }
        }

        /// Whether a validated field's sanitizer (an `InputMask`) formats its text as the user
        /// types (``FieldOptions/formatsWhileTyping`` of ``fieldOptions``); `false` by default.
        public var formatsWhileTyping: Bool {
            get { fieldOptions.formatsWhileTyping }
            set { self[FieldOptionsKey.self].formatsWhileTyping = newValue }
        }

        /// Whether a validated field validates — its sanitizer tidying the text — when focus
        /// leaves it (``FieldOptions/validatesOnEndEditing`` of ``fieldOptions``); `false` by
        /// default, as in the Strategy article.
        public var validatesOnEndEditing: Bool {
            get { fieldOptions.validatesOnEndEditing }
            set { self[FieldOptionsKey.self].validatesOnEndEditing = newValue }
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

    private struct FieldOptionsKey: EnvironmentKey {
        static let defaultValue = PartialFieldOptions()
    }

    private struct ValidationMessageViewKey: EnvironmentKey {
        static let defaultValue: ValidationMessageView? = nil
    }
#endif
