#if Vapor
    import Fluent
    import FluentSQL

    /// The `accounts` table, and its two unique indexes on `lower(user_name)` and
    /// `lower(email)`: "Ada" and "ada" are one name, and the database — not the check before
    /// the insert — decides which of two concurrent sign-ups gets it.
    struct CreateAccounts: AsyncMigration {
        /// The unique indexes, by the field they keep unique whatever its case.
        static let uniqueIndexes = [("accounts_user_name_key", "user_name"), ("accounts_email_key", "email")]

        func prepare(on database: any Database) async throws {
            try await database.schema(Account.schema)
                .id()
                .field("user_name", .string, .required)
                .field("email", .string, .required)
                .field("password_hash", .string, .required)
                .field("birth_date", .datetime, .required)
                .field("team_size", .int, .required)
                .field("created_at", .datetime)
                .create()
            // An index on an expression: the same statement in SQLite and PostgreSQL.
            let sql = try Self.sql(database)
            for (index, field) in Self.uniqueIndexes {
                try await sql.raw(
                    "CREATE UNIQUE INDEX \(ident: index) ON \(ident: Account.schema) (lower(\(ident: field)))"
                ).run()
            }
        }

        func revert(on database: any Database) async throws {
            try await database.schema(Account.schema).delete()
        }

        private static func sql(_ database: any Database) throws -> any SQLDatabase {
            guard let sql = database as? any SQLDatabase else { throw Unsupported() }
            return sql
        }

        private struct Unsupported: Error, CustomStringConvertible {
            var description: String { "the accounts need an SQL database (SQLite or PostgreSQL)" }
        }
    }
#endif
