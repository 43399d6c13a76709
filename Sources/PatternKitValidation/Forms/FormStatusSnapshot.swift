/// What a form shows as a whole — not any one field's text or feedback — to tell when it
/// changed: what a submit button, a progress indicator, focus, scrolling, VoiceOver and the
/// line above the button follow (`FormSession.onStatusChange`).
struct FormStatusSnapshot<Field: Hashable & Sendable>: Equatable {
    let isValid: Bool
    let isSubmitting: Bool
    let hasChanges: Bool
    let pendingFields: [Field]
    let focusedField: Field?
    let revealID: Int?
    let announcementID: Int?
    let formErrors: [ValidationError]
}
