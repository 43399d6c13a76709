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
/// fields it reports on that passed their own rules; then — only once the whole form passed
/// all of these — the asynchronous checks. Each error gets the field's name as its
/// `ValidationError.ParameterKey.field` parameter.
///
/// **Checks leak nothing for free.** A check asks a store something a stranger may not know
/// ("is `admin` an account?"). ``validateIncludingChecks(_:)`` and ``validatedValues(_:)`` —
/// what a server's route runs — ask only for a form that is valid in every other respect:
/// `{"userName": "admin"}` alone gets the other fields' failures, never an answer about
/// `admin`, and its user name stays `ValidationState/pending`. (A form on screen,
/// ``FormSession``, checks a field as the user types it: there the user asks about their own
/// input, one field at a time.)
///
/// **One sanitize point.** A field whose rules tidy text (`rule.sanitizing(with:)`, kept
/// through `.and`, `.ifPresent()` and `AnyValidator`) has its text sanitized once, by
/// ``tidiedValues(_:)``, before anything reads it: every rule of the field, each ``FormRule``
/// and the asynchronous check judge the sanitized text, and the app receives that same text —
/// ``validatedValues(_:)``, `TypedForm`, `FormSession.tidiedValues` and a server's route
/// alike. What the rules judged is what you receive. (A sanitizer must be idempotent, as every
/// built-in one is: a `SanitizingValidator` inside the rules sees the text again.)
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
        /// The sanitizer the field's rules carry (the first one added): ``tidiedValues(_:)``
        /// runs it on the field's text before any rule reads it.
        var sanitizer: AnySanitizer?
        /// Whether a typed field may be left without a value (an optional type).
        var isOptional = false
        /// The rules of a typed field as they were given, each time, for the form's JSON Schema
        /// to describe (`RuleDescription.of(_:)`).
        var typedRuleParts: [any Sendable] = []
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
    /// of the right type. For `String`, this is ``field(_:_:)``, sanitizer included.
    public func field<Value: FormFieldValue>(
        _ field: Field, as type: Value.Type, _ rules: some Validator<Value>
    ) -> Self {
        // `Value` is `String`: a text field, exactly as `field(_:_:)` (erasing keeps the sanitizer).
        if let text = AnyValidator(rules) as? AnyValidator<String> {
            return self.field(field, text)
        }
        return adding(
            field, kind: Value.formValueKind, typedRules: Self.typedRules(as: type, rules), sanitizer: nil,
            isOptional: Value.isOptionalFormValue, describing: rules)
    }

    /// This form with `field` holding a value of `type`, with no rule but its type (and
    /// `required`, unless `type` is optional): `.field(.plan, as: Plan.self)`.
    public func field<Value: FormFieldValue>(_ field: Field, as type: Value.Type) -> Self {
        self.field(field, as: type, AllOfValidator<Value>([]))
    }

    /// This form with the optional `field` holding a value of `type` when it has one, checked
    /// by `rules` then: `.field(.nickname, as: String?.self, LengthValidator(2...20))`. For
    /// `String?`, the text is sanitized by the sanitizer `rules` carry, as a text field's.
    public func field<Value: FormFieldValue>(
        _ field: Field, as type: Value?.Type, _ rules: some Validator<Value>
    ) -> Self {
        adding(
            field, kind: Value.formValueKind,
            typedRules: Self.typedRules(
                as: type,
                AnyValidator<Value?> { value throws(ValidationError) in
                    if let value { try rules.validate(value) }
                }),
            sanitizer: Value.self == String.self ? Self.sanitizer(carriedBy: rules) : nil, isOptional: true,
            describing: rules)
    }

    /// The sanitizer `rules` carry, if any (see `SanitizerCarrying`).
    private static func sanitizer(carriedBy rules: some Validator) -> AnySanitizer? {
        (rules as? any SanitizerCarrying)?.carriedSanitizer
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
                parameters: [.value: .string(text), .allowed: .list(choices)])
        }
        return ValidationError(kind.wrongTypeCode)
    }

    /// `values` as the form's rules judge them and the app receives them — the form's one
    /// sanitize point: each text field's text (and a `String?` field's) tidied by the
    /// sanitizer its rules carry (`" 12 "` → `"12"` for a rule
    /// `.sanitizing(with: .trimmingWhitespace)`, kept through `.and`, `.ifPresent()` and
    /// `AnyValidator`), and an optional text (`String?`) that is empty once tidied holds no
    /// value (`nil`, not `""`). Typed values, fields without a sanitizer and reading errors are
    /// unchanged. Every validation runs on these values, and ``validatedValues(_:)``,
    /// `TypedForm` and `FormSession.tidiedValues` hand them on.
    public func tidiedValues(_ values: FormValues<Field>) -> FormValues<Field> {
        var tidied = values
        for entry in entries {
            if entry.isOptional, entry.kind == .text, case .text(let text) = values[value: entry.field],
                (entry.sanitizer?.sanitize(text) ?? text).isEmpty
            {
                // An optional text left empty holds no value: a field typed in then emptied, an
                // HTML form's blank input, `"nickname": ""`.
                tidied.storage[entry.field] = nil
                continue
            }
            guard let sanitizer = entry.sanitizer else { continue }
            switch values[value: entry.field] {
            case .text(let text):
                tidied.storage[entry.field] = .text(sanitizer.sanitize(text))
            case .null where entry.typedRules == nil:
                // A missing text is empty text to the rules: tidied like any other.
                let text = sanitizer.sanitize("")
                if !text.isEmpty { tidied.storage[entry.field] = .text(text) }
            default:
                continue
            }
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
        _ field: Field, kind: FormValueKind, typedRules: @escaping @Sendable (FormValue) -> [ValidationError],
        sanitizer: AnySanitizer?, isOptional: Bool, describing rules: any Sendable
    ) -> Self {
        var copy = self
        guard let index = copy.entries.firstIndex(where: { $0.field == field }) else {
            copy.entries.append(
                Entry(
                    field: field, kind: kind, rules: AnyValidator(AllOfValidator<String>([])), typedRules: typedRules,
                    sanitizer: sanitizer, isOptional: isOptional, typedRuleParts: [rules]))
            return copy
        }
        copy.entries[index].typedRuleParts.append(rules)
        let earlier = copy.entries[index].typedRules
        copy.entries[index].kind = kind
        copy.entries[index].isOptional = isOptional
        copy.entries[index].sanitizer = copy.entries[index].sanitizer ?? sanitizer
        copy.entries[index].typedRules = { value in
            let first = earlier?(value) ?? []
            return first.isEmpty ? typedRules(value) : first
        }
        return copy
    }

    private func adding(_ field: Field, rules: AnyValidator<String>, check: AnyAsyncValidator<String>?) -> Self {
        var copy = self
        guard let index = copy.entries.firstIndex(where: { $0.field == field }) else {
            copy.entries.append(Entry(field: field, rules: rules, check: check, sanitizer: rules.carriedSanitizer))
            return copy
        }
        copy.entries[index].sanitizer = copy.entries[index].sanitizer ?? rules.carriedSanitizer
        copy.entries[index].rules = AnyValidator(copy.entries[index].rules.and(rules))
        if let check {
            copy.entries[index].check = copy.entries[index].check.map { $0.then(check) } ?? check
        }
        return copy
    }

    // MARK: Validating

    /// Runs the synchronous rules on `values` as ``tidiedValues(_:)`` sanitizes them; a field
    /// whose asynchronous check has yet to run is `ValidationState/pending`.
    public func validate(_ values: FormValues<Field>) -> FormResult<Field> {
        let errors = synchronousErrors(judging: tidiedValues(values))
        return FormResult(
            fields: fields.map { field in
                let own = errors[field] ?? []
                if own.isEmpty, hasAsyncCheck(field) {
                    return FieldResult(field: field, state: .pending)
                }
                return FieldResult(field: field, state: ValidationState(failures: own))
            })
    }

    /// Runs every rule on `values` as ``tidiedValues(_:)`` sanitizes them, then — when the whole
    /// form passed its synchronous rules — the asynchronous checks, concurrently. A field whose
    /// check did not run, because another rule failed, is `ValidationState/pending`.
    public func validateIncludingChecks(_ values: FormValues<Field>) async -> FormResult<Field> {
        await judgingIncludingChecks(values, runner: ImmediateCheckRunner()).result
    }

    /// ``validateIncludingChecks(_:)`` with the checks run by `runner` (a server's: a time
    /// limit, the client's allowance).
    package func validateIncludingChecks<Runner: FormCheckRunner>(
        _ values: FormValues<Field>, runner: Runner
    ) async throws(Runner.Failure) -> FormResult<Field> {
        try await judgingIncludingChecks(values, runner: runner).result
    }

    /// `values` as the rules judged them — sanitized by ``tidiedValues(_:)`` — once every rule
    /// passes, asynchronous checks included: what a server's route hands its handler
    /// (PatternKitVapor's `Request.validatedValues(_:maxBodySize:checkTimeout:)` is this, on
    /// the request's form). The checks run only when every synchronous rule of the whole form
    /// passed, so a form that fails anywhere else never asks the store.
    ///
    /// ```swift
    /// let values = try await signUpForm.validatedValues(received)
    /// try await users.create(name: values[.userName], phone: values[.phone])   // "(555) 123-4567"
    /// ```
    ///
    /// - Throws: `FormRejection` with every failure, field by field, when a rule fails.
    public func validatedValues(_ values: FormValues<Field>) async throws(FormRejection) -> FormValues<Field> {
        let (result, judged) = await judgingIncludingChecks(values, runner: ImmediateCheckRunner())
        guard result.isValid else { throw FormRejection(result) }
        return judged
    }

    /// ``validatedValues(_:)`` with the checks run by `runner`.
    ///
    /// - Throws: `FormRejection` when a rule fails; `runner`'s failure when the checks could
    ///   not run.
    package func validatedValues(
        _ values: FormValues<Field>, runner: some FormCheckRunner
    ) async throws -> FormValues<Field> {
        let (result, judged) = try await judgingIncludingChecks(values, runner: runner)
        guard result.isValid else { throw FormRejection(result) }
        return judged
    }

    /// Every rule's outcome for `values`, asynchronous checks included when the synchronous
    /// rules of the whole form passed, with the values they judged (``tidiedValues(_:)``'s).
    private func judgingIncludingChecks<Runner: FormCheckRunner>(
        _ values: FormValues<Field>, runner: Runner
    ) async throws(Runner.Failure) -> (result: FormResult<Field>, judged: FormValues<Field>) {
        let values = tidiedValues(values)
        var errors = synchronousErrors(judging: values)
        // Only a form valid in every other respect reaches its checks: nothing is asked of a
        // store for a request that fails anyway (no free "is this name taken?").
        let withChecks = entries.compactMap { entry in entry.check.map { (entry.field, $0) } }
        let checks = errors.isEmpty ? withChecks : []
        let unchecked = errors.isEmpty ? [] : Set(withChecks.map(\.0))
        if !checks.isEmpty {
            let failures = try await runner.run { [self] in await checkFailures(checks, values: values) }
            for (field, found) in failures where !found.isEmpty {
                errors[field, default: []] += found
            }
        }
        let result = FormResult(
            fields: fields.map { field in
                let own = errors[field] ?? []
                if own.isEmpty, unchecked.contains(field) { return FieldResult(field: field, state: .pending) }
                return FieldResult(field: field, state: ValidationState(failures: own))
            })
        return (result, values)
    }

    /// The failures of `checks`, each field's tagged with its name: one check (the common case:
    /// is the name free?) in this task, several side by side.
    private func checkFailures(
        _ checks: [(Field, AnyAsyncValidator<String>)], values: FormValues<Field>
    ) async -> [Field: [ValidationError]] {
        var errors: [Field: [ValidationError]] = [:]
        if checks.count == 1 {
            let (field, check) = checks[0]
            errors[field] = await check.failures(values[field]).map { tag($0, with: field) }
            return errors
        }
        await withTaskGroup(of: (Field, [ValidationError]).self) { group in
            for (field, check) in checks {
                let value = values[field]
                group.addTask { (field, await check.failures(value)) }
            }
            for await (field, failures) in group {
                errors[field, default: []] += failures.map { tag($0, with: field) }
            }
        }
        return errors
    }

    /// The errors of each field's own rules and of the form rules, without asynchronous
    /// checks, for `values` already sanitized (``tidiedValues(_:)``).
    func synchronousErrors(judging values: FormValues<Field>) -> [Field: [ValidationError]] {
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
        entries.first { $0.field == field }?.sanitizer
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
