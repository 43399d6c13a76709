#if Vapor
    import Fluent
    import FluentPostgresDriver
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #endif
    import Testing
    import Vapor
    import signup_server

    /// The PostgreSQL server `.ci/server` starts for the tests (`.ci/postgres`): its URL in
    /// `PATTERNKIT_TEST_DATABASE_URL`, its folder in `PATTERNKIT_TEST_POSTGRES_DIR` (so that
    /// the outage test can stop and start it). Without them the PostgreSQL tests are skipped,
    /// and say so.
    enum TestPostgres {
        static let url = ProcessInfo.processInfo.environment["PATTERNKIT_TEST_DATABASE_URL"].flatMap {
            $0.isEmpty ? nil : $0
        }
        static let folder = ProcessInfo.processInfo.environment["PATTERNKIT_TEST_POSTGRES_DIR"].flatMap {
            $0.isEmpty ? nil : $0
        }
        static let skipReason: Comment =
            "PostgreSQL tests need PATTERNKIT_TEST_DATABASE_URL (and PATTERNKIT_TEST_POSTGRES_DIR for the outage), as .ci/server sets them"

        /// A new, empty database on the server, for one test: `PATTERNKIT_TEST_DATABASE_URL`
        /// with another database name.
        static func freshStore() async throws -> AccountStore {
            guard let url, var components = URLComponents(string: url) else { throw Missing() }
            let name = "signup_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
            let app = try await Application.make(.testing)
            do {
                app.databases.use(try .postgres(url: url), as: .psql)
                guard let sql = app.db as? any SQLDatabase else { throw Missing() }
                try await sql.raw("CREATE DATABASE \(ident: String(name))").run()
            } catch {
                try await app.asyncShutdown()
                throw error
            }
            try await app.asyncShutdown()
            components.path = "/" + name
            return .postgres(url: components.string ?? url)
        }

        /// Runs `.ci/postgres stop` or `start` on the test server.
        static func control(_ command: String) throws {
            guard let folder else { throw Missing() }
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".ci/postgres")
            // `system`, not Foundation's `Process`: its `waitUntilExit` can miss the exit of a
            // script whose child (pg_ctl's server) lives on.
            let status = system("'\(script.path)' \(command) '\(folder)' >/dev/null 2>&1")
            guard status == 0 else { throw ControlFailed(command: command) }
        }

        struct Missing: Error {}
        struct ControlFailed: Error { var command: String }
    }
#endif
