#if Vapor
    public import Fluent
    import FluentSQL
    public import PatternKitValidation
    public import Vapor

    /// A field's asynchronous check that asks the app's database whether a value is free: no
    /// row of `Model` holds it in the field — "this user name is taken", "this e-mail address
    /// has an account".
    ///
    /// ```swift
    /// let signUpForm = FormValidator<SignUpField>()
    ///     .field(.userName, LengthValidator(3...20), check: UniqueInDatabase(\Account.$userName, ignoringCase: true, in: app))
    /// ```
    ///
    /// A taken value fails with `alreadyTaken` (1541, "“ada” is already taken", in the
    /// request's language) unless `failure` words it otherwise. `ignoringCase` compares
    /// `lower(field) = lower(value)` in SQL, so "Ada" is taken when "ada" is; give the column a
    /// unique index on `lower(field)` so that the database enforces the same rule.
    ///
    /// **The check is advisory; the unique index decides.** Two requests for the same name
    /// can both find it free. The insert that loses is refused by the index, and a route
    /// added with `post(_:validating:use:)` answers it with this check's own failure — the
    /// same `422`, code, field and message — by asking the form's checks again.
    ///
    /// **A store that is down or slow.** When the query fails, or takes longer than
    /// `timeout`, the check could not be done (`asyncCheckFailed`, 1540, its detail for the
    /// server's log): PatternKitVapor's routes answer `503` with `serviceUnavailable` (1585).
    public struct UniqueInDatabase<Model: Fluent.Model>: AsyncValidator {
        /// The field's path in `Model`'s schema.
        private let path: [FieldKey]
        private let ignoringCase: Bool
        private let timeout: Duration
        private let database: @Sendable () -> any Database
        private let failure: @Sendable (String) -> ValidationError

        /// A check that `field` of no `Model` row holds the value, asking the database that
        /// `database` returns at each check.
        ///
        /// - Parameters:
        ///   - field: The model's string field (`\Account.$userName`).
        ///   - ignoringCase: Whether "Ada" counts as "ada" (SQL databases only).
        ///   - timeout: How long a check may wait for its answer before it counts as not done.
        ///   - database: The database to ask (`{ app.db }`).
        ///   - failure: The error of a taken value; `alreadyTaken` (1541) with `value` unless set.
        public init(
            _ field: KeyPath<Model, FieldProperty<Model, String>>, ignoringCase: Bool = false,
            timeout: Duration = .seconds(5), on database: @escaping @Sendable () -> any Database,
            failure: (@Sendable (String) -> ValidationError)? = nil
        ) {
            path = Model.path(for: field)
            self.ignoringCase = ignoringCase
            self.timeout = timeout
            self.database = database
            self.failure = failure ?? { ValidationError(.alreadyTaken, parameters: [.value: .string($0)]) }
        }

        /// A check that asks `app`'s database `id` (its default database unless set): see
        /// ``init(_:ignoringCase:timeout:on:failure:)``.
        public init(
            _ field: KeyPath<Model, FieldProperty<Model, String>>, ignoringCase: Bool = false,
            timeout: Duration = .seconds(5), in app: Application, database id: DatabaseID? = nil,
            failure: (@Sendable (String) -> ValidationError)? = nil
        ) {
            self.init(field, ignoringCase: ignoringCase, timeout: timeout, on: { app.db(id) }, failure: failure)
        }

        /// Passes when no row holds `value`.
        ///
        /// - Throws: The taken value's error; the database's own error when it failed, or a
        ///   timeout when it did not answer within `timeout`.
        public func validate(_ value: String) async throws {
            let database = database()
            let filter = self.filter(value)
            let found: Int
            do {
                found = try await Deadline(timeout).run {
                    try await Model.query(on: database).filter(filter).limit(1).count()
                }
            } catch {
                throw StoreError(underlying: error)
            }
            if found > 0 { throw failure(value) }
        }

        /// `field = value`, or `lower(field) = lower(value)` when the case is ignored.
        private func filter(_ value: String) -> DatabaseQuery.Filter {
            let field = DatabaseQuery.Field.path(path, schema: Model.schemaOrAlias)
            guard ignoringCase else { return .value(field, .equal, .bind(value)) }
            let column = SQLColumn(
                SQLIdentifier(path.first?.description ?? ""), table: SQLIdentifier(Model.schemaOrAlias))
            return .sql(
                SQLBinaryExpression(
                    left: SQLFunction("lower", args: column), op: SQLBinaryOperator.equal,
                    right: SQLFunction("lower", args: SQLBind(value))))
        }
    }
#endif
