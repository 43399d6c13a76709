/// Validates many named fields at once: each field's own rules, rules across fields, and
/// asynchronous checks, with the results in the fields' order.
///
/// ```swift
/// enum SignUpField: String, Sendable { case email, phone, password, confirmation, userName }
///
/// let form = FormValidator<SignUpField>()
///     .field(.email, emailRule.ifPresent())
///     .field(.phone, phoneRule.ifPresent())
///     .field(.password, passwordPolicy)
///     .field(.confirmation, requiredRule)
///     .field(.userName, CharacterClassValidator.alphanumeric, check: userNameIsFree)
///     .rule(.matching(.confirmation, .password))
///     .rule(.atLeastOne(of: [.email, .phone]))
///
/// let result = form.validate(values)                        // userName is .pending
/// let full = await form.validateIncludingChecks(values)     // with the asynchronous check
/// full.firstInvalidField                    // the field to focus
/// full.message(for: .confirmation)          // "The entries do not match"
/// ```
///
/// **Order.** ``fields`` keep the order they were added in, and so do the results: the first
/// invalid field is the first on screen, not whichever a dictionary yields first.
///
/// **What runs.** For each field, its rules (``field(_:_:)``); then each ``FormRule``, on the
/// fields it reports on that passed their own rules; then, for a field with no error so far,
/// its asynchronous check. Each error gets the field's name as its
/// `ValidationError.ParameterKey.field` parameter.
///
/// **Synchronous or asynchronous.** ``validate(_:)`` answers at once and reports a field
/// whose asynchronous check has yet to run as `ValidationState/pending`;
/// ``validateIncludingChecks(_:)`` also runs those checks, concurrently.
///
/// A `FormValidator` is an immutable, `Sendable` value; for a form on screen whose fields
/// change one at a time, use a ``FormSession``.
public struct FormValidator<Field: Hashable & Sendable>: Sendable {
    /// One field's rules.
    struct Entry: Sendable {
        let field: Field
        /// The kind of value the field holds: ``FormValueKind/text`` for a text field.
        var kind: FormValueKind = .text
        /// The rules of a text field (empty for a typed one).
        var rules: AnyValidator<String>
        /// The rules of a typed field, given its value (`nil` for a text field).
        var typedRules: (@Sendable (FormValue) -> [ValidationError])?
        var check: AnyAsyncValidator<String>?
    }

    private(set) var entries: [Entry] = [] {
        didSet { indexFields() }
    }

    /// The rules across fields, in the order they were added.
    public private(set) var rules: [FormRule<Field>] = [] {
        didSet { indexFields() }
    }

    /// Each field's kind and name, kept as the form is built: reading a request asks them for
    /// every field, and a failure names its field.
    private var kinds: [Field: FormValueKind] = [:]
    private var names: [Field: String] = [:]

    private mutating func indexFields() {
        fields = Self.fields(entries, rules)
        kinds = Dictionary(entries.map { ($0.field, $0.kind) }, uniquingKeysWith: { first, _ in first })
        names = Dictionary(fields.map { ($0, FormRule<Field>.name(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The name of `field` in errors and on the wire (see `FormRule`'s naming), kept with the form.
    package func name(of field: Field) -> String {
        names[field] ?? FormRule<Field>.name(of: field)
    }

    /// An empty form.
    public init() {}

    /// The fields, in the order they were added (fields that only a ``FormRule`` names come last).
    /// Kept as the form is built: every validation reads it.
    public private(set) var fields: [Field] = []

    private static func fields(_ entries: [Entry], _ rules: [FormRule<Field>]) -> [Field] {
        var fields = entries.map(\.field)
        for rule in rules {
            for field in rule.fields where !fields.contains(field) { fields.append(field) }
        }
        return fields
    }

    /// Whether `field` has an asynchronous check.
    public func hasAsyncCheck(_ field: Field) -> Bool {
        entries.contains { $0.field == field && $0.check != nil }
    }

    /// This form with `field` checked by `rules`. Adding a field again adds to its rules and
    /// keeps its place.
    public func field(_ field: Field, _ rules: some Validator<String>) -> Self {
        adding(field, rules: AnyValidator(rules), check: nil)
    }

    /// This form with `field` checked by `rules` and, when they pass, by the asynchronous `check`.
    ///
    /// ```swift
    /// .field(.userName, CharacterClassValidator.alphanumeric, check: userNameIsFree)
    /// ```
    public func field(
        _ field: Field, _ rules: some Validator<String> = AllOfValidator<String>([]),
        check: some AsyncValidator<String>
    ) -> Self {
        adding(field, rules: AnyValidator(rules), check: AnyAsyncValidator(check))
    }

    /// This form with a rule across fields (see ``FormRule``).
    public func rule(_ rule: FormRule<Field>) -> Self {
        var copy = self
        copy.rules.append(rule)
        return copy
    }

    /// This form with `field` holding a value of `type` (an `Int`, a `Bool`, a `Date`, a
    /// ``FormChoice``, an optional or an array of these), checked by `rules`.
    ///
    /// ```swift
    /// .field(.age, as: Int.self, .range(16...130))
    /// .field(.terms, as: Bool.self, .mustBeOn)
    /// .field(.birthDate, as: Date.self, .atMost(sixteenYearsAgo))
    /// .field(.plan, as: Plan.self)
    /// ```
    ///
    /// A value of another type fails with the kind's code (`FormValueKind/wrongTypeCode`: a
    /// number field given text says "must be a number"), a choice that is none of the cases
    /// with 1145 and the allowed raw values; a missing value fails with
    /// `ValidationError.Code.required` unless `type` is optional. `rules` run only on a value
    /// of the right type. For `String`, this is ``field(_:_:)``.
    public func field<Value: FormFieldValue>(
        _ field: Field, as type: Value.Type, _ rules: some Validator<Value>
    ) -> Self {
        if Value.self == String.self {
            // A text field: its rules judge the text, missing text included (as `field(_:_:)`).
            let text = AnyValidator<String>(isPerCharacter: rules.isPerCharacter) { text throws(ValidationError) in
                guard let value = Value(formValue: .text(text)) else { return }
                try rules.validate(value)
            }
            return adding(field, rules: text, check: nil)
        }
        return adding(field, kind: Value.formValueKind, typedRules: Self.typedRules(as: type, rules))
    }

    /// This form with `field` holding a value of `type`, with no rule but its type (and
    /// `required`, unless `type` is optional): `.field(.plan, as: Plan.self)`.
    public func field<Value: FormFieldValue>(_ field: Field, as type: Value.Type) -> Self {
        self.field(field, as: type, AllOfValidator<Value>([]))
    }

    /// This form with the optional `field` holding a value of `type` when it has one, checked
    /// by `rules` then: `.field(.nickname, as: String?.self, LengthValidator(2...20))`.
    public func field<Value: FormFieldValue>(
        _ field: Field, as type: Value?.Type, _ rules: some Validator<Value>
    ) -> Self {
        adding(
            field, kind: Value.formValueKind,
            typedRules: Self.typedRules(
                as: type,
                AnyValidator<Value?> { value throws(ValidationError) in
                    if let value { try rules.validate(value) }
                }))
    }

    private static func typedRules<Value: FormFieldValue>(
        as type: Value.Type, _ rules: some Validator<Value>
    ) -> @Sendable (FormValue) -> [ValidationError] {
        { value in
            if value == .null, !Value.isOptionalFormValue { return [ValidationError(.required)] }
            guard let typed = Value(formValue: value) else {
                return [Self.wrongTypeError(value, kind: Value.formValueKind)]
            }
            return rules.failures(typed)
        }
    }

    /// The error of a value of the wrong type for `kind`.
    static func wrongTypeError(_ value: FormValue, kind: FormValueKind) -> ValidationError {
        if kind.shape == .choice, case .text(let text) = value {
            let choices = kind.choices
            // 1145 (notOneOf, of the rule library), with the choices the field offers.
            return ValidationError(
                ValidationError.Code(rawValue: 1145),
                parameters: [.value: .string(text), .allowed: .string(choices.joined(separator: ", "))])
        }
        return ValidationError(kind.wrongTypeCode)
    }

    /// `values` as the app should receive them: each text field's text tidied by its rules'
    /// sanitizer (`" 12 "` → `"12"` for a rule `.sanitizing(with: .trimmingWhitespace)`, kept
    /// through `.and`, `.ifPresent()` and `AnyValidator`) — the text its rules judged.
    /// Typed values and fields without a sanitizer are unchanged. What
    /// `TypedForm.output(from:)` decodes.
    public func tidiedValues(_ values: FormValues<Field>) -> FormValues<Field> {
        var tidied = values
        for entry in entries where entry.typedRules == nil {
            guard let sanitizer = entry.rules.carriedSanitizer, case .text(let text) = values[value: entry.field] else {
                continue
            }
            let errors = tidied.readingErrors
            tidied[value: entry.field] = .text(sanitizer.sanitize(text))
            tidied.readingErrors = errors
        }
        return tidied
    }

    /// Whether `field` is a text field (``field(_:_:)``, or a field only a ``FormRule``
    /// names): a missing value is empty text, not `nil`.
    package func isTextField(_ field: Field) -> Bool {
        entries.first { $0.field == field }?.typedRules == nil
    }

    /// The kind of value `field` holds; ``FormValueKind/text`` for a text field or a field
    /// only a ``FormRule`` names.
    public func kind(of field: Field) -> FormValueKind {
        kinds[field] ?? .text
    }

    private func adding(
        _ field: Field, kind: FormValueKind, typedRules: @escaping @Sendable (FormValue) -> [ValidationError]
    ) -> Self {
        var copy = self
        guard let index = copy.entries.firstIndex(where: { $0.field == field }) else {
            copy.entries.append(
                Entry(field: field, kind: kind, rules: AnyValidator(AllOfValidator<String>([])), typedRules: typedRules)
            )
            return copy
        }
        let earlier = copy.entries[index].typedRules
        copy.entries[index].kind = kind
        copy.entries[index].typedRules = { value in
            let first = earlier?(value) ?? []
            return first.isEmpty ? typedRules(value) : first
        }
        return copy
    }

    private func adding(_ field: Field, rules: AnyValidator<String>, check: AnyAsyncValidator<String>?) -> Self {
        var copy = self
        guard let index = copy.entries.firstIndex(where: { $0.field == field }) else {
            copy.entries.append(Entry(field: field, rules: rules, check: check))
            return copy
        }
        copy.entries[index].rules = AnyValidator(copy.entries[index].rules.and(rules))
        if let check {
            copy.entries[index].check = copy.entries[index].check.map { $0.then(check) } ?? check
        }
        return copy
    }

    // MARK: Validating

    /// Runs the synchronous rules; a field whose asynchronous check has yet to run is
    /// `ValidationState/pending`.
    public func validate(_ values: FormValues<Field>) -> FormResult<Field> {
        let errors = synchronousErrors(values)
        return FormResult(
            fields: fields.map { field in
                let own = errors[field] ?? []
                if own.isEmpty, hasAsyncCheck(field) {
                    return FieldResult(field: field, state: .pending)
                }
                return FieldResult(field: field, state: ValidationState(failures: own))
            })
    }

    /// Runs every rule, the asynchronous checks included (concurrently): for a submit button.
    public func validateIncludingChecks(_ values: FormValues<Field>) async -> FormResult<Field> {
        var errors = synchronousErrors(values)
        let checks = entries.compactMap { entry -> (Field, AnyAsyncValidator<String>)? in
            guard let check = entry.check, errors[entry.field, default: []].isEmpty else { return nil }
            return (entry.field, check)
        }
        // One check (the common case: is the name free?) runs in this task; several side by side.
        if checks.count == 1 {
            let (field, check) = checks[0]
            let failures = await check.failures(values[field])
            errors[field, default: []] += failures.map { tag($0, with: field) }
        } else {
            await withTaskGroup(of: (Field, [ValidationError]).self) { group in
                for (field, check) in checks {
                    let value = values[field]
                    group.addTask { (field, await check.failures(value)) }
                }
                for await (field, failures) in group {
                    errors[field, default: []] += failures.map { tag($0, with: field) }
                }
            }
        }
        return FormResult(
            fields: fields.map { FieldResult(field: $0, state: ValidationState(failures: errors[$0] ?? [])) })
    }

    /// The errors of each field's own rules and of the form rules, without asynchronous checks.
    func synchronousErrors(_ values: FormValues<Field>) -> [Field: [ValidationError]] {
        var errors: [Field: [ValidationError]] = [:]
        for entry in entries {
            let failures: [ValidationError]
            if let reading = values.readingErrors[entry.field] {
                failures = [reading]
            } else if let typedRules = entry.typedRules {
                failures = typedRules(values[value: entry.field])
            } else {
                failures = entry.rules.failures(values[entry.field])
            }
            if !failures.isEmpty {
                errors[entry.field] = failures.map { tag($0, with: entry.field) }
            }
        }
        let ownFailures = errors
        for rule in rules {
            let open = rule.fields.filter { ownFailures[$0] == nil }
            guard !open.isEmpty, let failure = rule.failure(values) else { continue }
            for field in open {
                errors[field, default: []].append(tag(failure, with: field))
            }
        }
        return errors
    }

    /// The own rules of `field`, or `nil` for a field only a ``FormRule`` names.
    func rules(of field: Field) -> AnyValidator<String>? {
        entries.first { $0.field == field }?.rules
    }

    /// The sanitizer the own rules of `field` tidy its text with, if any (an `InputMask`).
    func sanitizer(of field: Field) -> AnySanitizer? {
        rules(of: field)?.carriedSanitizer
    }

    /// The async check of `field`, if it has one.
    func asyncCheck(for field: Field) -> AnyAsyncValidator<String>? {
        entries.first { $0.field == field }?.check
    }

    /// `error` with `field`'s name as its `ValidationError.ParameterKey.field` (kept when set),
    /// the name read from the form's index.
    func tag(_ error: ValidationError, with field: Field) -> ValidationError {
        guard error.parameters[.field] == nil else { return error }
        var copy = error
        copy.parameters[.field] = .string(name(of: field))
        return copy
    }
}
