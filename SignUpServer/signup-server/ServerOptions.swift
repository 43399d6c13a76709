/// The command line of `signup-server`: `[--port N] [--host ADDRESS] [--log LEVEL] [--help]`.
struct ServerOptions: Equatable {
    /// Why a command line is refused.
    enum Problem: Error, CustomStringConvertible {
        case missingValue(String)
        case invalidPort(String)
        case unknownArgument(String)

        var description: String {
            switch self {
            case .missingValue(let option): "\(option) needs a value"
            case .invalidPort(let value): "--port must be a number from 0 to 65535, not “\(value)”"
            case .unknownArgument(let argument): "unknown argument “\(argument)”"
            }
        }
    }

    static let usage = """
        usage: signup-server [--port N] [--host ADDRESS] [--log LEVEL]

        Serves the showcase's sign-up rules: POST /signup with a JSON object of
        email, password, confirmation, cardNumber and userName answers 201 when the
        form is valid, 422 with the failures (in the request's Accept-Language) when not.
        POST /vapor/signup checks the same with Vapor's Validatable (400 when not valid).
        POST /empty validates nothing and answers the status and body size its X-Answer
        header names ("422 912"): the load test's floor.

          --port N         the port to listen on (8080; 0 picks a free one)
          --host ADDRESS   the address to listen on (127.0.0.1 by default: loopback only)
          --log LEVEL      trace, debug, info, notice (the default), warning, error or critical
        """

    var port = 8080
    var host = "127.0.0.1"
    var logLevel: String?
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
            case "--help", "-h": showsHelp = true
            default: throw .unknownArgument(argument)
            }
        }
    }
}
