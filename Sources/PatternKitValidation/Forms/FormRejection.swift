/// A form refused: its failures with the names of their fields, not yet worded — what
/// `TypedForm.parse(_:)` throws, and what a server throws and answers in the language the
/// request asks for (`report(acceptLanguage:)`).
///
/// ```swift
/// let result = await signUpForm.validateIncludingChecks(values)
/// if !result.isValid { throw FormRejection(result) }
/// if try await users.exists(values[.userName]) {
///     throw FormRejection(field: SignUpField.userName, error: ValidationError(.userNameTaken))
/// }
/// ```
public struct FormRejection: Error, Sendable, Hashable {
    /// One failure: the field's name (`nil` for the form as a whole) and its error.
    public struct Failure: Sendable, Hashable {
        /// The field's name, as the form knows it; `nil` for the whole form.
        public var field: String?
        /// What failed.
        public var error: ValidationError

        /// A failure of the field named `field` (the whole form when `nil`).
        public init(field: String?, error: ValidationError) {
            self.field = field
            self.error = error
        }
    }

    /// The failures, in order.
    public var failures: [Failure]

    /// A rejection with `failures`.
    public init(failures: [Failure]) {
        self.failures = failures
    }

    /// The failures of `result`'s invalid fields, every error of each, in the form's order.
    public init<Field>(_ result: FormResult<Field>) {
        self.init(
            failures: result.fields.flatMap { field in
                field.errors.map { Failure(field: FormRule<Field>.name(of: field.field), error: $0) }
            })
    }

    /// A rejection of one field for `error`: a server's own check.
    public init<Field: Hashable & Sendable>(field: Field, error: ValidationError) {
        self.init(failures: [Failure(field: FormRule<Field>.name(of: field), error: error)])
    }

    /// A rejection of the whole form for `error`.
    public init(formError error: ValidationError) {
        self.init(failures: [Failure(field: nil, error: error)])
    }

    /// This rejection followed by `other`'s failures.
    public func merging(_ other: FormRejection) -> FormRejection {
        FormRejection(failures: failures + other.failures)
    }

    /// The errors of the failures named `field`, in order.
    public func errors(for field: String) -> [ValidationError] {
        failures.filter { $0.field == field }.map(\.error)
    }
}
