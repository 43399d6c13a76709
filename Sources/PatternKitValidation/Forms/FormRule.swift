/// A rule about several fields of a form: a confirmation that repeats a password, "an e-mail
/// address or a phone number", a field required only when another has some value.
///
/// ```swift
/// let form = FormValidator<SignUpField>()
///     .field(.password, passwordPolicy)
///     .field(.confirmation, requiredRule)
///     .rule(.matching(.confirmation, .password))
///     .rule(.atLeastOne(of: [.email, .phone]))
/// ```
///
/// A rule reports its error on the fields it names in ``fields``, and only on those that
/// passed their own rules: an empty confirmation says "required", not also "does not match".
/// When every one of them already failed, the rule does not run. It reads the values as the
/// fields' own rules judged them: each text tidied by their sanitizer
/// (`FormValidator.tidiedValues(_:)`).
public struct FormRule<Field: Hashable & Sendable>: Sendable {
    /// The fields the rule's error is shown on.
    public let fields: [Field]

    private let check: @Sendable (FormValues<Field>) -> ValidationError?

    /// What the rule says of itself in the form's JSON Schema (`x-patternkit-rules`): `rule`
    /// and the fields it reports on, unless a built-in rule names itself.
    private(set) var described: RuleDescription

    /// A rule whose error is shown on `fields`.
    ///
    /// ```swift
    /// let adult = FormRule<Field>(reportingOn: [.birthYear]) { values throws(ValidationError) in
    ///     if Int(values[.birthYear]).map({ $0 > 2008 }) == true { throw ValidationError(20_020) }
    /// }
    /// ```
    public init(
        reportingOn fields: [Field],
        _ check: @escaping @Sendable (FormValues<Field>) throws(ValidationError) -> Void
    ) {
        self.fields = fields
        self.described = RuleDescription(
            name: "rule", parameters: ["fields": .array(fields.map { .string(Self.name(of: $0)) })])
        self.check = { values in
            do throws(ValidationError) {
                try check(values)
                return nil
            } catch {
                return error
            }
        }
    }

    /// The rule's error for `values`, or `nil` when it passes.
    public func failure(_ values: FormValues<Field>) -> ValidationError? {
        check(values)
    }

    /// `field` must repeat `other` exactly (canonically equivalent text): a password or
    /// e-mail confirmation. An empty `field` passes — "do not match" waits until something is
    /// typed in it; give it `RequiredValidator` to require it. Fails with `ValidationError.Code.confirmationMismatch` (1141),
    /// the error of `Validator.confirms(_:)`, shown on `field`; its parameters name the two
    /// fields (`field`, `otherField`), never their text.
    ///
    /// - Parameters:
    ///   - field: The confirmation field.
    ///   - other: The field it confirms.
    ///   - reason: A failure reason replacing "The entries do not match".
    public static func matching(_ field: Field, _ other: Field, reason: ValidationMessage? = nil) -> FormRule {
        var rule = FormRule(reportingOn: [field]) { values throws(ValidationError) in
            // Nothing typed in the confirmation yet: "do not match" waits for it (its own
            // rules say "required" when it must be filled).
            guard !values[field].isEmpty, values[field] != values[other] else { return }
            throw ValidationError(
                .confirmationMismatch,
                parameters: [.field: .string(name(of: field)), .otherField: .string(name(of: other))],
                reason: reason
            )
        }
        rule.described = RuleDescription(
            name: "matching", parameters: ["field": .string(name(of: field)), "otherField": .string(name(of: other))],
            codes: [.confirmationMismatch])
        return rule
    }

    /// At least one of `fields` must be filled in: "an e-mail address or a phone number".
    /// Fails with `ValidationError.Code.noneOfFieldsFilled` (1521), shown on each of them.
    ///
    /// Give each field an `Validator.ifPresent()` rule, so that the one left empty passes
    /// its own rules. Text that `RequiredValidator` calls blank — only whitespace and
    /// invisible characters — counts as empty.
    public static func atLeastOne(of fields: [Field], reason: ValidationMessage? = nil) -> FormRule {
        var rule = FormRule(reportingOn: fields) { values throws(ValidationError) in
            let filled = fields.contains { field in !RequiredValidator.isBlank(values[field]) }
            guard filled else {
                throw ValidationError(
                    .noneOfFieldsFilled,
                    parameters: [.fields: .string(fields.map(name(of:)).joined(separator: ", "))],
                    reason: reason
                )
            }
        }
        rule.described = RuleDescription(
            name: "atLeastOne", parameters: ["fields": .array(fields.map { .string(name(of: $0)) })],
            codes: [.noneOfFieldsFilled])
        return rule
    }

    /// `validator` checks `field` only when `condition` holds for the whole form: "a VAT
    /// number when the buyer is a company".
    ///
    /// ```swift
    /// .rule(.validating(.vatNumber, with: vatRule, when: { $0[.buyer] == "company" }))
    /// ```
    public static func validating(
        _ field: Field, with validator: some Validator<String>,
        when condition: @escaping @Sendable (FormValues<Field>) -> Bool
    ) -> FormRule {
        var rule = FormRule(reportingOn: [field]) { values throws(ValidationError) in
            if condition(values) { try validator.validate(values[field]) }
        }
        let described = RuleDescription.of(validator)
        rule.described = RuleDescription(
            name: "validating",
            parameters: ["field": .string(name(of: field)), "rules": .array(described.map(\.annotation))],
            codes: described.flatMap(\.codes))
        return rule
    }

    /// The name used for `field` in error parameters and on the wire: the raw value of a
    /// field whose raw value is text (`case city = "address.city"`), else
    /// `String(describing:)` (an enumeration's case name).
    package static func name(of field: Field) -> String {
        if let representable = field as? any RawRepresentable, let raw = representable.rawValue as? String {
            return raw
        }
        return String(describing: field)
    }
}
