/// A form that turns what was typed or sent into the app's own type — validated once, in
/// one step: "parse, don't validate".
///
/// ```swift
/// struct SignUp: Decodable, Sendable {
///     var email: String
///     var age: Int
///     var terms: Bool
///     var birthDate: Date
///     var plan: Plan                       // enum Plan: String, Decodable, FormChoice
///     var nickname: String?
/// }
///
/// enum SignUpField: String, Sendable { case email, age, terms, birthDate, plan, nickname }
///
/// let signUp = FormValidator<SignUpField>()
///     .field(.email, RequiredValidator.required.and(EmailValidator.email))
///     .field(.age, as: Int.self, .range(16...130))
///     .field(.terms, as: Bool.self, .mustBeOn)
///     .field(.birthDate, as: Date.self, .atMost(sixteenYearsAgo))
///     .field(.plan, as: Plan.self)
///     .field(.nickname, as: String?.self)
///     .producing(SignUp.self)
///
/// let value: SignUp = try await signUp.parse(values)   // or throws FormRejection
/// ```
///
/// ``parse(_:)`` runs every rule (asynchronous checks included); when they all pass it
/// decodes `Output` from the validated values themselves — each field's name is a coding
/// key, a dotted name (`address.city`) a key of a nested type — so what the app receives is
/// exactly what was judged, never a second reading of the input. When a rule fails it
/// throws a `FormRejection` with every failure, field by field.
///
/// On a server, `FormValues(json:form:)` and `FormValues(urlEncoded:form:)` read a
/// request's body strictly into the typed values first, and PatternKitVapor's routes hand the
/// handler `Output`. In `PatternKitValidationWire` (and the `PatternKitValidation` umbrella),
/// apart from the form's fields and sessions, so that an app with a validated text field does
/// not link the decoder.
public struct TypedForm<Field: Hashable & Sendable, Output: Decodable & Sendable>: Sendable {
    /// The form's rules.
    public let validator: FormValidator<Field>

    /// A form that validates with `validator` and produces `Output`.
    public init(_ validator: FormValidator<Field>, producing output: Output.Type = Output.self) {
        self.validator = validator
    }

    /// The form's fields, in order.
    public var fields: [Field] {
        validator.fields
    }

    /// Runs the synchronous rules (see `FormValidator.validate(_:)`).
    public func validate(_ values: FormValues<Field>) -> FormResult<Field> {
        validator.validate(values)
    }

    /// The app's value for `values` once every rule passes, asynchronous checks included.
    ///
    /// - Throws: `FormRejection` with every failure when a rule fails; a
    ///   ``FormOutputError`` when the valid values do not decode `Output` (a field missing
    ///   from the form, or declared with another type than `Output`'s property): a
    ///   programming error, never the input's fault.
    public func parse(_ values: FormValues<Field>) async throws -> Output {
        let result = await validator.validateIncludingChecks(values)
        guard result.isValid else { throw FormRejection(result) }
        return try output(from: values)
    }

    /// `Output` decoded from `values`, without validating them — for values the form has
    /// just judged valid — each text tidied by its rules' sanitizer (`FormValidator.tidiedValues(_:)`).
    ///
    /// - Throws: ``FormOutputError`` when they do not decode `Output`.
    public func output(from values: FormValues<Field>) throws(FormOutputError) -> Output {
        // The text the rules judged: tidied by their sanitizers.
        let values = validator.tidiedValues(values)
        let named = validator.fields.map { field in
            // A text field without a value is empty text, as its rules judged it.
            let value = values[value: field]
            return (FormRule<Field>.name(of: field), value == .null && validator.isTextField(field) ? .text("") : value)
        }
        do {
            return try FormValueDecoder.decode(Output.self, from: FormValueDecoder.tree(named), at: [])
        } catch {
            throw FormOutputError(outputType: "\(Output.self)", underlying: "\(error)")
        }
    }
}

extension FormValidator {
    /// This form as a ``TypedForm`` that produces `Output` from valid values.
    public func producing<Output: Decodable & Sendable>(_ output: Output.Type) -> TypedForm<Field, Output> {
        TypedForm(self, producing: output)
    }
}

/// A valid form's values do not decode the app's type: the form and the type disagree
/// about a field's name or type. A programming error (a server answers it 500), described
/// for the developer.
public struct FormOutputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type that did not decode.
    public let outputType: String
    /// What the decoder said.
    public let underlying: String

    /// A description for the developer.
    public var description: String {
        "The form's values do not decode \(outputType): \(underlying)"
    }
}
