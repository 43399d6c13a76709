#if Vapor
    import Fluent
    import Foundation
    import NIOHTTP1
    import PatternKitValidation
    import ShowcaseKit
    import Testing
    import Vapor

    @testable import signup_server

    /// What the sign-up server promises about its accounts, run against each store (SQLite and
    /// PostgreSQL): a name goes to one sign-up only, however many ask at once; no sign-up is
    /// lost; a restart keeps every account; a store that is down answers 503, and the server
    /// signs people up again once it is back.
    enum AccountScenarios {
        /// The sign-up of `name`, with an e-mail address of its own (`index`).
        static func fields(name: String, index: Int) -> [String: String] {
            SignUpForms.valid(with: ["userName": name, "email": "person\(index)@example.com"])
        }

        /// Accounts named `name` (whatever its case) in the server's database.
        static func accounts(named name: String, in server: LoopbackServer) async throws -> Int {
            try await Account.query(on: server.app.db).all().filter { $0.userName.lowercased() == name.lowercased() }
                .count
        }

        /// 50 concurrent sign-ups for one name: exactly one 201 and one row; every other one
        /// gets the failure the check gives — code, field and message — whether its check saw
        /// the name taken or its insert lost the race to the unique index.
        static func oneNameManyRequests(_ store: AccountStore) async throws {
            try await LoopbackServer.withSignUpServer(store: store) { server in
                let answers = try await withThrowingTaskGroup(of: LoopbackServer.Answer.self) { group in
                    for index in 0..<50 {
                        group.addTask { try await server.post(fields: fields(name: "grace", index: index)) }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(answers.filter { $0.status == .created }.count == 1)
                let refused = answers.filter { $0.status != .created }
                #expect(refused.count == 49)
                for answer in refused {
                    #expect(answer.status == .unprocessableEntity)
                    let report = try ValidationFailureReport(json: answer.body)
                    #expect(report.failures.map(\.field) == ["userName"])
                    #expect(report.failures.map(\.code) == [SimulatedUserDirectory.takenCode.rawValue])
                    #expect(report.failures.map(\.message) == ["“grace” is already taken"])
                }
                #expect(try await accounts(named: "grace", in: server) == 1)
            }
        }

        /// 500 concurrent sign-ups for distinct names: 500 rows, nothing lost.
        static func distinctNames(_ store: AccountStore) async throws {
            try await LoopbackServer.withSignUpServer(store: store) { server in
                let statuses = try await withThrowingTaskGroup(of: HTTPResponseStatus.self) { group in
                    for index in 0..<500 {
                        group.addTask {
                            try await server.post(fields: fields(name: "user\(index)", index: index)).status
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(statuses.filter { $0 == .created }.count == 500, "\(Set(statuses.map(\.code)))")
                #expect(try await Account.query(on: server.app.db).count() == 500)
            }
        }

        /// A stopped and restarted server still has every account: their names stay taken, in
        /// any case, and the stored password is a Bcrypt hash, never the password.
        static func restartKeepsAccounts(_ store: AccountStore) async throws {
            var ids: [String] = []
            try await LoopbackServer.withSignUpServer(store: store) { server in
                for index in 0..<3 {
                    let answer = try await server.post(fields: fields(name: "keeper\(index)", index: index))
                    #expect(answer.status == .created)
                    ids.append(try #require(answer.jsonObject?["id"] as? String))
                }
            }
            try await LoopbackServer.withSignUpServer(store: store) { server in
                let stored = try await Account.query(on: server.app.db).all()
                #expect(Set(stored.compactMap { $0.id?.uuidString }) == Set(ids))
                #expect(stored.allSatisfy { $0.passwordHash.hasPrefix("$2") && !$0.passwordHash.contains("Secret123") })
                let again = try await server.post(fields: fields(name: "Keeper1", index: 9))
                #expect(again.status == .unprocessableEntity)
                #expect(try ValidationFailureReport(json: again.body).failures.map(\.field) == ["userName"])
                let sameEmail = try await server.post(fields: fields(name: "newcomer", index: 0))
                #expect(sameEmail.status == .unprocessableEntity)
                #expect(
                    try ValidationFailureReport(json: sameEmail.body).failures.map(\.code)
                        == [ValidationError.Code.alreadyTaken.rawValue])
                #expect(try await Account.query(on: server.app.db).count() == 3)
            }
        }

        /// While the store is down (`stop`), sign-ups answer 503 in the wire form — localized,
        /// with nothing of the cause; once it is back (`start`), they are stored again.
        static func outage(
            _ store: AccountStore, checkTimeout: Duration = .seconds(5),
            stop: @escaping @Sendable () async throws -> Void, start: @escaping @Sendable () async throws -> Void
        ) async throws {
            try await LoopbackServer.withSignUpServer(store: store, checkTimeout: checkTimeout) { server in
                #expect(try await server.post(fields: fields(name: "before", index: 0)).status == .created)
                try await stop()
                var restarted = false
                do {
                    for (index, language) in [(1, "en"), (2, "de")] {
                        let answer = try await server.post(
                            fields: fields(name: "during\(index)", index: index), acceptLanguage: language)
                        #expect(answer.status == .serviceUnavailable)
                        let report = try ValidationFailureReport(json: answer.body)
                        #expect(report.failures.map(\.code) == [ValidationError.Code.serviceUnavailable.rawValue])
                        #expect(report.failures.map(\.field) == [nil])
                        #expect(
                            report.failures.first?.message
                                == ValidationError(.serviceUnavailable).localizedFailureReason(in: language))
                        let text = String(decoding: answer.body, as: UTF8.self)
                        for detail in ["PSQL", "SQLite", "sqlite", "connection", "Connection", "lock"] {
                            #expect(!text.contains(detail), "the 503 says \(detail)")
                        }
                    }
                    try await start()
                    restarted = true
                } catch {
                    if !restarted { try? await start() }
                    throw error
                }
                // The pool notices the server is back on its next connection: a sign-up or two.
                var status = HTTPResponseStatus.serviceUnavailable
                for attempt in 0..<20 where status != .created {
                    if attempt > 0 { try await Task.sleep(for: .milliseconds(250)) }
                    status = try await server.post(fields: fields(name: "after", index: 3)).status
                }
                #expect(status == .created)
                #expect(try await accounts(named: "after", in: server) == 1)
                #expect(try await accounts(named: "during1", in: server) == 0)
            }
        }
    }
#endif
