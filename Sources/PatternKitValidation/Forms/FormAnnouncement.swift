/// The one thing a form has to tell VoiceOver now: after a submit, its first failure; after a
/// change, the new error of the field that changed. A form posts one announcement per submit
/// or per change, never one per message row (N errors are not N announcements of which only
/// the last is heard) and nothing when a row scrolls back into view.
///
/// Each announcement has its own ``id``, so the same message twice is two announcements.
public struct FormAnnouncement<Field: Hashable & Sendable>: Hashable, Sendable {
    /// The field the announcement is about, or `nil` for the form as a whole.
    public let field: Field?

    /// The error to read, rendered in the screen's language by the adapter.
    public let error: ValidationError

    /// Which announcement this is: one more than the form's previous one.
    public let id: Int

    /// The text to read: the error's failure reason in `language` (the current language
    /// when `nil`).
    public func message(in language: String? = nil) -> String {
        error.localizedFailureReason(in: language)
    }
}
