import PatternKitValidation
import ShowcaseKit

/// The command line of `signup-server`:
/// `[--port N] [--host ADDRESS] [--database FILE] [--password-cost N] [--log LEVEL] [--help]`.
struct ServerOptions: Equatable {
    /// Why a command line is refused.
    enum Problem: Error, CustomStringConvertible {
        case missingValue(String)
        case invalidPort(String)
        case invalidPasswordCost(String)
        case unknownArgument(String)

        var description: String {
            switch self {
            case .missingValue(let option): "\(option) needs a value"
            case .invalidPort(let value): "--port must be a number from 0 to 65535, not “\(value)”"
            case .invalidPasswordCost(let value): "--password-cost must be a number from 4 to 31, not “\(value)”"
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
            usage: signup-server [--port N] [--host ADDRESS] [--database FILE] [--password-cost N] [--log LEVEL]

            Serves the showcase's sign-up rules and stores the accounts. POST /signup with a JSON
            object (or URL-encoded form fields) of the sign-up form's \(names.count) fields answers 201 with
            the new account's id when the form is valid and the user name and e-mail address are
            free, 422 with the failures (in the request's Accept-Language) when not, 503 when the
            database cannot be reached:

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
    var showsHelp = false

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
