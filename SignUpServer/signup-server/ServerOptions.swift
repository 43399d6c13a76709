import PatternKitValidation
import ShowcaseKit

/// The command line of `signup-server`:
/// `[--port N] [--host ADDRESS] [--database FILE] [--password-cost N] [--check-limit N]
/// [--check-window SECONDS] [--log LEVEL] [--help]`.
struct ServerOptions: Equatable {
    /// Why a command line is refused.
    enum Problem: Error, CustomStringConvertible {
        case missingValue(String)
        case invalidPort(String)
        case invalidPasswordCost(String)
        case invalidCheckLimit(String)
        case invalidCheckWindow(String)
        case unknownArgument(String)

        var description: String {
            switch self {
            case .missingValue(let option): "\(option) needs a value"
            case .invalidPort(let value): "--port must be a number from 0 to 65535, not “\(value)”"
            case .invalidPasswordCost(let value): "--password-cost must be a number from 4 to 31, not “\(value)”"
            case .invalidCheckLimit(let value): "--check-limit must be a number from 0 to 1000000, not “\(value)”"
            case .invalidCheckWindow(let value):
                "--check-window must be a number of seconds from 1 to 86400, not “\(value)”"
            case .unknownArgument(let argument): "unknown argument “\(argument)”"
            }
        }
    }

    /// The help: the options, and the fields `POST /signup` reads, taken from the form the
    /// route checks (``SignUpRules/typedForm(directory:emailCheck:)``), each with what it holds.
    static var usage: String {
        let form = SignUpRules.typedForm(directory: nil).validator
        let names = form.fields.map { form.name(of: $0) }
        let nameWidth = (names.map(\.count).max() ?? 0) + 3
        let fields = zip(form.fields, names).map { field, name in
            "  " + name + String(repeating: " ", count: nameWidth - name.count) + describe(form.kind(of: field))
        }
        return """
            usage: signup-server [--port N] [--host ADDRESS] [--database FILE] [--password-cost N]
                                 [--check-limit N] [--check-window SECONDS] [--log LEVEL]

            Serves the showcase's sign-up rules and stores the accounts. POST /signup with a JSON
            object (or URL-encoded form fields) of the sign-up form's \(names.count) fields answers 201 with
            the new account's id when the form is valid and the user name and e-mail address are
            free, 422 with the failures (in the request's Accept-Language) when not, 503 when the
            database cannot be reached or does not answer in 5 seconds, 429 when one client
            asked whether names are free more often than --check-limit allows (the user name and
            e-mail checks run only for a form valid in every other respect):

            \(fields.joined(separator: "\n"))

            POST /vapor/signup checks and stores the same with Vapor's Validatable (400 when not
            valid).
            POST /empty validates nothing and answers the status and body size its X-Answer
            header names ("422 912"): the load test's floor.

              --port N           the port to listen on (8080; 0 picks a free one)
              --host ADDRESS     the address to listen on (127.0.0.1 by default: loopback only)
              --database FILE    the SQLite file that keeps the accounts (\(AccountStore.defaultSQLitePath));
                                 with DATABASE_URL set (postgres://user:password@host:port/database),
                                 PostgreSQL keeps them instead
              --password-cost N  Bcrypt's cost for the stored password hashes, 4–31 (12)
              --check-limit N    how many times one client (one IPv4 address, one IPv6 /64) may run
                                 the user name and e-mail checks per window (\(defaultCheckLimit)); 0 turns the
                                 limit off
              --check-window SECONDS
                                 how long a client's window lasts from its first check (\(defaultCheckWindow))
              --log LEVEL        trace, debug, info, notice (the default), warning, error or critical
            """
    }

    /// What a field of `kind` takes in a request.
    private static func describe(_ kind: FormValueKind) -> String {
        switch kind.shape {
        case .text: "text"
        case .integer: "a whole number"
        case .number: "a number"
        case .decimal: "a decimal number"
        case .bool: "true or false"
        case .date: "a date, YYYY-MM-DD"
        case .choice: "one of " + kind.choices.joined(separator: ", ")
        case .list: "a list of " + describe(kind.element ?? .text)
        }
    }

    var port = 8080
    var host = "127.0.0.1"
    var logLevel: String?
    var databasePath: String?
    var passwordCost = 12
    /// How many check runs a client may make per window; `0`: no limit.
    var checkLimit = defaultCheckLimit
    /// How long a client's window lasts, in seconds.
    var checkWindow = defaultCheckWindow
    var showsHelp = false

    /// The limit on a client's check runs unless `--check-limit` says otherwise.
    static let defaultCheckLimit = 10
    /// A client's window, in seconds, unless `--check-window` says otherwise.
    static let defaultCheckWindow = 60

    init(arguments: [String]) throws(Problem) {
        var remaining = arguments[...]
        func value(of option: String) throws(Problem) -> String {
            guard let value = remaining.popFirst() else { throw .missingValue(option) }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--port", "-p":
                let text = try value(of: argument)
                guard let port = Int(text), (0...65_535).contains(port) else { throw .invalidPort(text) }
                self.port = port
            case "--host", "--hostname", "-H": host = try value(of: argument)
            case "--log": logLevel = try value(of: argument)
            case "--database": databasePath = try value(of: argument)
            case "--password-cost":
                let text = try value(of: argument)
                guard let cost = Int(text), (4...31).contains(cost) else { throw .invalidPasswordCost(text) }
                passwordCost = cost
            case "--check-limit":
                let text = try value(of: argument)
                guard let limit = Int(text), (0...1_000_000).contains(limit) else { throw .invalidCheckLimit(text) }
                checkLimit = limit
            case "--check-window":
                let text = try value(of: argument)
                guard let seconds = Int(text), (1...86_400).contains(seconds) else { throw .invalidCheckWindow(text) }
                checkWindow = seconds
            case "--help", "-h": showsHelp = true
            default: throw .unknownArgument(argument)
            }
        }
    }

    /// Where the accounts are kept, given the process's `environment` (`DATABASE_URL`).
    func store(environment: [String: String]) -> AccountStore {
        AccountStore(sqlitePath: databasePath, environment: environment)
    }
}
