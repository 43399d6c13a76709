#if Vapor
    import Foundation
    import Testing

    /// ``AccountScenarios`` with the accounts in PostgreSQL (`DATABASE_URL`), each test in a
    /// database of its own on the server `.ci/server` starts; one test at a time, since the
    /// outage stops that server.
    @Suite(
        "Accounts in PostgreSQL: one winner per name, none lost, kept across restarts, 503 while it is stopped",
        .serialized, .enabled(if: TestPostgres.url != nil, TestPostgres.skipReason))
    struct PostgresAccountsTests {
        @Test("50 concurrent sign-ups for one name: one 201, one row, 49 times the check's own 422")
        func oneNameManyRequests() async throws {
            try await AccountScenarios.oneNameManyRequests(try await TestPostgres.freshStore())
        }

        @Test("500 concurrent sign-ups for distinct names: 500 rows")
        func distinctNames() async throws {
            try await AccountScenarios.distinctNames(try await TestPostgres.freshStore())
        }

        @Test("a restarted server keeps every account")
        func restartKeepsAccounts() async throws {
            try await AccountScenarios.restartKeepsAccounts(try await TestPostgres.freshStore())
        }

        @Test(
            "PostgreSQL stopped mid-run: 503 in the wire form, then 201 once it is started again",
            .enabled(if: TestPostgres.folder != nil, TestPostgres.skipReason))
        func outage() async throws {
            try await AccountScenarios.outage(
                try await TestPostgres.freshStore(), stop: { try TestPostgres.control("stop") },
                start: { try TestPostgres.control("start") })
        }
    }
#endif
