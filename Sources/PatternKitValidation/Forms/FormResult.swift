/// The outcome of validating a form: one ``FieldResult`` per field, in the form's order.
///
/// ```swift
/// let result = form.validate(values)
/// if let field = result.firstInvalidField {
///     focus(field)
///     show(result.message(for: field) ?? "")
/// }
/// ```
public struct FormResult<Field: Hashable & Sendable>: Hashable, Sendable {
    /// The fields' outcomes, in the order the fields were added to the form.
    public let fields: [FieldResult<Field>]

    /// Creates an outcome from the fields' outcomes, in order.
    public init(fields: [FieldResult<Field>]) {
        self.fields = fields
    }

    /// Whether every field is valid (a field still pending makes the form not valid yet).
    public var isValid: Bool {
        fields.allSatisfy(\.state.isValid)
    }

    /// The first invalid field in the form's order: the one to focus.
    public var firstInvalidField: Field? {
        fields.first { $0.state.isInvalid }?.field
    }

    /// Every invalid field, in the form's order.
    public var invalidFields: [Field] {
        fields.filter(\.state.isInvalid).map(\.field)
    }

    /// Every error, field by field in the form's order.
    public var errors: [ValidationError] {
        fields.flatMap(\.errors)
    }

    /// The state of `field`; `ValidationState/pristine` for a field the form does not have.
    public subscript(field: Field) -> ValidationState {
        fields.first { $0.field == field }?.state ?? .pristine
    }

    /// The first invalid field, in the form's order, with its first error: what a submit
    /// button focuses and reports. `nil` when the form is valid.
    public var firstFailure: (field: Field, error: ValidationError)? {
        guard let field = firstInvalidField, let error = errors(for: field).first else { return nil }
        return (field, error)
    }

    /// The errors of `field`, in the order its rules ran.
    public func errors(for field: Field) -> [ValidationError] {
        self[field].errors
    }

    /// The message to show under `field` (its first error's failure reason) in `language`, or
    /// `nil` when the field is not invalid.
    public func message(for field: Field, in language: String? = nil) -> String? {
        errors(for: field).first?.localizedFailureReason(in: language)
    }

    /// The message of each invalid field, in the form's order.
    public func messages(in language: String? = nil) -> [(field: Field, message: String)] {
        fields.compactMap { result in result.message(in: language).map { (result.field, $0) } }
    }
}
