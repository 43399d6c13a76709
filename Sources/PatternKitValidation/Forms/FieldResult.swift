/// The outcome for one field of a form.
public struct FieldResult<Field: Hashable & Sendable>: Hashable, Sendable {
    /// The field.
    public let field: Field

    /// Its state: `ValidationState/valid`, `ValidationState/invalid(_:)`, or
    /// `ValidationState/pending` when an asynchronous check has yet to run.
    public let state: ValidationState

    /// Creates a field's outcome.
    public init(field: Field, state: ValidationState) {
        self.field = field
        self.state = state
    }

    /// The field's errors, in the order its rules ran; empty unless invalid.
    public var errors: [ValidationError] {
        state.errors
    }

    /// The first error's failure reason in `language` (the current language when `nil`), for
    /// the message under the field; `nil` when the field is not invalid.
    public func message(in language: String? = nil) -> String? {
        errors.first?.localizedFailureReason(in: language)
    }
}
