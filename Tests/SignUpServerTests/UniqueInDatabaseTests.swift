#if Vapor
    import Fluent
    import FluentSQLiteDriver
    import Foundation
    import PatternKitValidation
    import PatternKitVapor
    import Testing
    import Vapor

    @testable import signup_server

    /// `UniqueInDatabase` in a route of an app's own: the check in one line, its default
    /// failure, case, and an insert that loses to the unique index after the check said free.
    @Suite("UniqueInDatabase: a field unique in the app's database")
    struct UniqueInDatabaseTests {
        enum Field: String, Hashable, Sendable { case name }

        /// An app with the accounts table in the SQLite file `path`, and `POST /register`
        /// whose handler first stores `competitor(name)` — the concurrent request that took the
        /// name between the check and the insert — when it is not `nil`.
        static func routes(
            path: String, ignoringCase: Bool, competitor: (@Sendable (String) -> String)?
        ) -> @Sendable (Application) throws -> Void {
            { app in
                app.databases.use(.sqlite(.file(path)), as: .sqlite)
                app.migrations.add(CreateAccounts())
                let form = FormValidator<Field>()
                    .field(.name, check: UniqueInDatabase(\Account.$userName, ignoringCase: ignoringCase, in: app))
                app.post("register", validating: form) { request, values -> HTTPStatus in
                    if let competitor {
                        try await account(competitor(values[.name])).create(on: request.db)
                    }
                    try await account(values[.name]).create(on: request.db)
                    return .created
                }
            }
        }

        static func account(_ name: String) -> Account {
            Account(
                userName: name, email: "\(name)-\(UUID().uuidString)@example.com", passwordHash: "-",
                birthDate: Date(timeIntervalSince1970: 0), teamSize: 1)
        }

        static func register(_ name: String, on server: LoopbackServer) async throws -> LoopbackServer.Answer {
            try await server.post("/register", fields: ["name": name], acceptLanguage: "en")
        }

        /// `answer` is `422` with the one failure of a taken `name`: 1541 on its field, in English.
        static func expectTaken(_ answer: LoopbackServer.Answer, _ name: String) throws {
            #expect(answer.status == .unprocessableEntity)
            let report = try ValidationFailureReport(json: answer.body)
            #expect(report.failures.map(\.field) == ["name"])
            #expect(report.failures.map(\.code) == [ValidationError.Code.alreadyTaken.rawValue])
            #expect(report.failures.map(\.message) == ["“\(name)” is already taken"])
        }

        @Test("a taken name fails with alreadyTaken (1541) on its field; ignoringCase makes Ada taken by ada")
        func takenName() async throws {
            for ignoringCase in [true, false] {
                let folder = try TemporaryFolder()
                defer { folder.remove() }
                let path = folder.url.appendingPathComponent("names.sqlite").path
                try await LoopbackServer.with(
                    configure: Self.routes(path: path, ignoringCase: ignoringCase, competitor: nil)
                ) { server in
                    try await server.app.autoMigrate()
                    #expect(try await Self.register("ada", on: server).status == .created)
                    try Self.expectTaken(try await Self.register("ada", on: server), "ada")
                    if ignoringCase {
                        let otherCase = try await Self.register("ADA", on: server)
                        #expect(otherCase.status == .unprocessableEntity)
                        #expect(
                            try ValidationFailureReport(json: otherCase.body).failures.map(\.message)
                                == ["“ADA” is already taken"])
                    }
                }
            }
        }

        @Test(
            "an insert refused by the unique index after the check said free answers the check's own 422, never a 500")
        func lostRace() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let path = folder.url.appendingPathComponent("names.sqlite").path
            let routes = Self.routes(path: path, ignoringCase: true, competitor: { $0.uppercased() })
            try await LoopbackServer.with(configure: routes) { server in
                try await server.app.autoMigrate()
                try Self.expectTaken(try await Self.register("grace", on: server), "grace")
                let stored = try await Account.query(on: server.app.db).all().map(\.userName)
                #expect(stored == ["GRACE"], "the competitor's row, and only it")
            }
        }
    }
#endif
