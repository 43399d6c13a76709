import Testing

@testable import signup_server

/// Where `signup-server` keeps its accounts, chosen from its command line and environment —
/// without the `Vapor` trait too, so every `swift test` runs it.
@Suite("signup-server's store: SQLite by default, PostgreSQL with DATABASE_URL")
struct AccountStoreChoiceTests {
    @Test("no DATABASE_URL: the SQLite file --database names, signup-server.sqlite without it")
    func sqlite() throws {
        #expect(try ServerOptions(arguments: []).store(environment: [:]) == .sqlite(path: "signup-server.sqlite"))
        let options = try ServerOptions(arguments: ["--database", "/tmp/accounts.sqlite"])
        #expect(options.store(environment: ["DATABASE_URL": ""]) == .sqlite(path: "/tmp/accounts.sqlite"))
    }

    @Test("DATABASE_URL: PostgreSQL, described without its user name and password")
    func postgres() throws {
        let url = "postgres://signup:s3cret@db.internal:5432/accounts"
        let store = try ServerOptions(arguments: ["--database", "x.sqlite"]).store(environment: ["DATABASE_URL": url])
        #expect(store == .postgres(url: url))
        #expect(store.description == "PostgreSQL postgres://db.internal:5432/accounts")
        #expect(!store.description.contains("s3cret"))
    }

    @Test("--password-cost takes Bcrypt's 4–31; anything else is refused with the option's name")
    func passwordCost() throws {
        #expect(try ServerOptions(arguments: []).passwordCost == 12)
        #expect(try ServerOptions(arguments: ["--password-cost", "4"]).passwordCost == 4)
        for value in ["3", "32", "twelve"] {
            #expect(throws: ServerOptions.Problem.self) { try ServerOptions(arguments: ["--password-cost", value]) }
        }
        #expect(ServerOptions.usage.contains("--database FILE"))
        #expect(ServerOptions.usage.contains("DATABASE_URL"))
    }
}
