import Foundation

/// The command line of `showcase`: `[--demo] [--server URL] [--help]`.
///
/// Anything else is a usage error: `showcase` prints ``usage`` to standard error and exits
/// with `EX_USAGE` (64) instead of silently playing the demo.
///
/// ```swift
/// let options = try ShowcaseOptions(["--server", "http://127.0.0.1:8080"])
/// options.server  // http://127.0.0.1:8080
/// ```
package struct ShowcaseOptions: Equatable, Sendable {
    /// Why a command line is not one `showcase` understands.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// An option `showcase` does not have.
        case unknownOption(String)
        /// `--server` without a value, or with one that is not an http(s) URL.
        case invalidServer(String?)

        /// The message printed before the usage.
        package var description: String {
            switch self {
            case .unknownOption(let option): "unknown option “\(option)”"
            case .invalidServer(let value?):
                "--server needs an http(s) URL, such as http://127.0.0.1:8080, not “\(value)”"
            case .invalidServer(nil): "--server needs an http(s) URL, such as http://127.0.0.1:8080"
            }
        }
    }

    /// The exit status of a usage error (`EX_USAGE` of sysexits.h).
    package static let usageErrorStatus: Int32 = 64

    /// What `--help` prints, and what a usage error prints to standard error.
    @MainActor package static let usage = """
        usage: showcase [--demo] [--server URL]

        PatternKit's patterns on a terminal: Strategy (validators, a sign-up form),
        Handlers (closures), Visitor (table rows). Keys: \(Showcase.footerHelp)
        --demo        play a scripted session as plain-text frames (also what happens without a TTY)
        --server URL  the sign-up form submits to a sign-up server (swift run --traits Vapor
                      signup-server) and shows its answer on the fields; without it, a
                      simulated directory checks the user name
        Colour is off when NO_COLOR is set; TERM=dumb prints plain frames.
        """

    /// `--help` or `-h`: print ``usage`` and exit 0.
    package var showsHelp = false
    /// `--demo`: play the scripted session.
    package var playsDemo = false
    /// `--server URL`: the sign-up server the form submits to.
    package var server: URL?

    /// The options of `arguments` (without the program's name).
    package init(_ arguments: some Sequence<String>) throws(Failure) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--help", "-h": showsHelp = true
            case "--demo": playsDemo = true
            case "--server":
                guard let value = iterator.next() else { throw .invalidServer(nil) }
                guard let url = URL(string: value), url.scheme == "http" || url.scheme == "https", url.host != nil
                else { throw .invalidServer(value) }
                server = url
            default: throw .unknownOption(argument)
            }
        }
    }
}
