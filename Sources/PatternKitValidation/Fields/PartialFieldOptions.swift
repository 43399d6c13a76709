import PatternKitValidationCore

/// Some of a field's options, each `nil` one left to whatever the field follows otherwise —
/// a form's `FormSession/options`, an outer view's options, the defaults. SwiftUI's
/// one-option modifiers (`editFiltering(_:)`, `feedbackTiming(_:)`, …) each set one member, so
/// `.editFiltering(.invalidCharacters)` changes how keystrokes are filtered and nothing else:
/// the options merge, they are not reset to the defaults.
///
/// ```swift
/// var changes = PartialFieldOptions()
/// changes.editFiltering = .invalidCharacters
/// changes.applied(to: form.options)   // the form's timing, formatting and pause, filtering on
/// ```
package struct PartialFieldOptions: Sendable, Equatable {
    /// When the field starts showing its errors, if set.
    package var feedbackTiming: FeedbackTiming?
    /// Which keystrokes the field refuses, if set.
    package var editFiltering: EditFiltering?
    /// Whether the field formats as the user types, if set.
    package var formatsWhileTyping: Bool?
    /// Whether the field validates when editing ends, if set.
    package var validatesOnEndEditing: Bool?
    /// The pause before the field's asynchronous check, if set.
    package var checkDebounce: Debounce?

    /// Nothing set.
    package init() {}

    /// Every option set, to `options`' values.
    package init(_ options: FieldOptions) {
        feedbackTiming = options.feedbackTiming
        editFiltering = options.editFiltering
        formatsWhileTyping = options.formatsWhileTyping
        validatesOnEndEditing = options.validatesOnEndEditing
        checkDebounce = options.checkDebounce
    }

    /// Whether no option is set.
    package var isEmpty: Bool {
        self == PartialFieldOptions()
    }

    /// `base` with the options set here in place of its own.
    package func applied(to base: FieldOptions) -> FieldOptions {
        var options = base
        if let feedbackTiming { options.feedbackTiming = feedbackTiming }
        if let editFiltering { options.editFiltering = editFiltering }
        if let formatsWhileTyping { options.formatsWhileTyping = formatsWhileTyping }
        if let validatesOnEndEditing { options.validatesOnEndEditing = validatesOnEndEditing }
        if let checkDebounce { options.checkDebounce = checkDebounce }
        return options
    }

    /// Whether two partial options set the same options to the same values (pauses compare by
    /// their length, as `FieldOptions`' do).
    package static func == (lhs: PartialFieldOptions, rhs: PartialFieldOptions) -> Bool {
        lhs.feedbackTiming == rhs.feedbackTiming && lhs.editFiltering == rhs.editFiltering
            && lhs.formatsWhileTyping == rhs.formatsWhileTyping
            && lhs.validatesOnEndEditing == rhs.validatesOnEndEditing
            && lhs.checkDebounce?.seconds == rhs.checkDebounce?.seconds
    }
}
