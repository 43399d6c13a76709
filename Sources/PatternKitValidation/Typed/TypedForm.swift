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
/// decodes `Output` from the values the rules judged — each text sanitized once, at the
/// form's sanitize point (`FormValidator.tidiedValues(_:)`); each field's name is a coding
/// key, a dotted name (`address.city`) a key of a nested type — so what the app receives is
/// exactly what was judged, never a second reading of the input. When a rule fails it
/// throws a `FormRejection` with every failure, field by field.
///
/// On a server, `FormValues(json:form:)` and `FormValues(urlEncoded:form:)` read a
/// request's body strictly into the typed values first, and PatternKitVapor's routes hand the
/// handler `Output`. It lives in `PatternKitValidation`, not in the engine
/// (`PatternKitValidationCore`), so that an app with only a validated text field does not link
/// the decoder.
public struct TypedForm<Field: Hashable & Sendable, Output: Decodable & Sendable>: Sendable {
    /// The form's rules.
    public let validator: FormValidator<Field>

    /// A form that validates with `validator` and produces `Output`.
    ///
    /// The form and the type must agree, and this is checked here, once, rather than on a
    /// request: `Output` is decoded from trial values of every field's kind — the extremes of
    /// an `Int` (`Int.min` and `Int.max`), each choice, `nil` for an optional field, an empty
    /// and a one-item list — and a property that cannot hold its field's kind (an `Int32` for
    /// an `Int` field, a `String` for a `Date`, a non-optional property for an optional
    /// field, an enumeration without one of the choice's cases) or names no field of the form
    /// **stops the program** with a message naming the property, as a malformed literal does.
    /// Declare the property with the field's own type and put limits in the field's rules. An
    /// `init(from:)` of `Output`'s own that refuses a trial value (an error other than a type
    /// mismatch, a missing key or a refused choice) is not held against it, and the fields
    /// after that one go unchecked; if it then refuses a valid request's value, ``parse(_:)``
    /// throws ``FormOutputError``.
    public init(_ validator: FormValidator<Field>, producing output: Output.Type = Output.self) {
        self.validator = validator
        if let mismatch = outputMismatch() { preconditionFailure(mismatch.description) }
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
        try decode(await validator.validatedValues(values))
    }

    /// ``parse(_:)`` with the checks run by `runner` (a server's: a time limit, the client's
    /// allowance).
    package func parse(_ values: FormValues<Field>, runner: some FormCheckRunner) async throws -> Output {
        try decode(await validator.validatedValues(values, runner: runner))
    }

    /// `Output` decoded from `values`, without validating them — for values the form has
    /// just judged valid — each text tidied as the rules judge it (`FormValidator.tidiedValues(_:)`).
    ///
    /// - Throws: ``FormOutputError`` when they do not decode `Output`.
    public func output(from values: FormValues<Field>) throws(FormOutputError) -> Output {
        try decode(validator.tidiedValues(values))
    }

    /// `Output` decoded from `values` as the rules judged them (already tidied).
    private func decode(_ values: FormValues<Field>) throws(FormOutputError) -> Output {
        do {
            return try decodeOrThrow(values)
        } catch {
            throw FormOutputError(outputType: "\(Output.self)", underlying: "\(error)")
        }
    }

    /// `Output` decoded from `values`, or the decoder's own error.
    private func decodeOrThrow(_ values: FormValues<Field>) throws -> Output {
        let named = validator.fields.map { field in
            // A text field without a value is empty text, as its rules judged it.
            let value = values[value: field]
            return (validator.name(of: field), value == .null && validator.isTextField(field) ? .text("") : value)
        }
        return try FormValueDecoder.decode(Output.self, from: FormValueDecoder.tree(named), at: [])
    }

    /// The first disagreement between the form and `Output` that trial values show: a property
    /// that cannot hold its field's kind, or that no field fills; `nil` when they agree.
    private func outputMismatch() -> FormOutputError? {
        for values in validator.trialValues() {
            do {
                _ = try decodeOrThrow(values)
            } catch let error as DecodingError {
                switch error {
                case .typeMismatch, .keyNotFound, .valueNotFound:
                    return FormOutputError(outputType: "\(Output.self)", underlying: "\(error)")
                case .dataCorrupted(let context) where isChoice(at: context.codingPath):
                    // A choice's values are known: a type that refuses one cannot hold the field.
                    return FormOutputError(outputType: "\(Output.self)", underlying: "\(error)")
                case .dataCorrupted:
                    continue  // the type's own judgement of a value
                @unknown default:
                    continue
                }
            } catch {
                continue  // an `init(from:)` of the app's own refused a trial value
            }
        }
        return nil
    }

    /// Whether `path` (a coding path, list indices included) leads to a choice field or into a
    /// list of choices.
    private func isChoice(at path: [any CodingKey]) -> Bool {
        let names = path.filter { $0.intValue == nil }.map(\.stringValue)
        guard let field = validator.fields.first(where: { validator.name(of: $0) == names.joined(separator: ".") })
        else { return false }
        var kind = validator.kind(of: field)
        while let element = kind.element { kind = element }
        return kind.shape == .choice
    }
}

extension FormValidator {
    /// This form as a ``TypedForm`` that produces `Output` from valid values.
    public func producing<Output: Decodable & Sendable>(_ output: Output.Type) -> TypedForm<Field, Output> {
        TypedForm(self, producing: output)
    }
}
