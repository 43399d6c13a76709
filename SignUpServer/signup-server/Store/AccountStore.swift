/// Where `signup-server` keeps its accounts: an SQLite file (the default, nothing to install)
/// or the PostgreSQL database `DATABASE_URL` names.
package enum AccountStore: Equatable, Sendable, CustomStringConvertible {
    /// An SQLite database in the file at `path` (created when missing).
    case sqlite(path: String)
    /// The PostgreSQL database at `url` (`postgres://user:password@host:port/database`).
    case postgres(url: String)

    /// The SQLite file used when neither `--database` nor `DATABASE_URL` says otherwise.
    package static let defaultSQLitePath = "signup-server.sqlite"

    /// PostgreSQL when `environment` has a non-empty `DATABASE_URL`, otherwise SQLite in
    /// `sqlitePath`.
    init(sqlitePath: String?, environment: [String: String]) {
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            self = .postgres(url: url)
        } else {
            self = .sqlite(path: sqlitePath ?? Self.defaultSQLitePath)
        }
    }

    /// Where the accounts are, for people: the file, or the server and database without the
    /// user name and password of the URL.
    package var description: String {
        switch self {
        case .sqlite(let path): "SQLite file \(path)"
        case .postgres(let url): "PostgreSQL \(Self.withoutCredentials(url))"
        }
    }

    /// `url` without what comes before an `@` in its authority: `postgres://127.0.0.1:5432/signup`.
    static func withoutCredentials(_ url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return url }
        return String(url[..<scheme.upperBound]) + rest[rest.index(after: at)...]
    }
}
