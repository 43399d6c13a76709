#if Vapor
    import Foundation
    import Testing

    /// ``AccountScenarios`` with the accounts in an SQLite file (the server's default store).
    @Suite(
        "Accounts in SQLite: one winner per name, none lost, kept across restarts, 503 while another program holds the write lock"
    )
    struct SQLiteAccountsTests {
        /// Runs `body` with a new SQLite file's store, removed afterwards.
        func withStore(_ body: (TemporaryFolder) async throws -> Void) async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try await body(folder)
        }

        @Test("50 concurrent sign-ups for one name: one 201, one row, 49 times the check's own 422")
        func oneNameManyRequests() async throws {
            try await withStore { try await AccountScenarios.oneNameManyRequests($0.sqliteStore) }
        }

        @Test("500 concurrent sign-ups for distinct names: 500 rows")
        func distinctNames() async throws {
            try await withStore { try await AccountScenarios.distinctNames($0.sqliteStore) }
        }

        @Test("a restarted server keeps every account")
        func restartKeepsAccounts() async throws {
            try await withStore { try await AccountScenarios.restartKeepsAccounts($0.sqliteStore) }
        }

        @Test("another program's write lock on the file: 503 in the wire form, then 201 once it ends")
        func outage() async throws {
            try await withStore { folder in
                let store = folder.sqliteStore
                guard case .sqlite(let path) = store else { return }
                let lock = LockHolder()
                try await AccountScenarios.outage(
                    store, checkTimeout: .seconds(1),
                    stop: { try await lock.take(path: path) }, start: { try await lock.release() })
            }
        }

        /// The write lock, taken and released by the scenario.
        actor LockHolder {
            private var lock: SQLiteWriteLock?

            func take(path: String) async throws {
                lock = try await SQLiteWriteLock.take(path: path)
            }

            func release() async throws {
                try await lock?.release()
                lock = nil
            }
        }
    }
#endif
