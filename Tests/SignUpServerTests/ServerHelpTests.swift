import ShowcaseKit
import Testing

@testable import signup_server

/// `signup-server --help`, which builds without the `Vapor` trait too: so it runs in every
/// `swift test`, not only in `.ci/server`.
@Suite("signup-server --help")
struct ServerHelpTests {
    @Test("the help names every field of the sign-up form, each with what a request sends for it")
    func namesEveryField() {
        let usage = ServerOptions.usage
        let rows = usage.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1) }
        for field in SignUpField.allCases {
            #expect(rows.contains { $0.first.map(String.init) == field.rawValue }, "\(field) is not in:\n\(usage)")
        }
        #expect(usage.contains("sign-up form's \(SignUpField.allCases.count) fields"))
        let kinds = [("birthDate", "a date, YYYY-MM-DD"), ("teamSize", "a whole number"), ("terms", "true or false")]
        for (field, kind) in kinds {
            #expect(
                rows.contains { $0.first.map(String.init) == field && $0.last?.contains(kind) == true },
                "\(field) does not say \(kind)")
        }
    }

    @Test("the check limit is on by default, listed in the help, set with --check-limit and --check-window")
    func checkLimit() throws {
        let usage = ServerOptions.usage
        #expect(usage.contains("--check-limit N") && usage.contains("--check-window SECONDS"))
        let defaults = try ServerOptions(arguments: [])
        #expect(defaults.checkLimit == 10 && defaults.checkWindow == 60)
        let set = try ServerOptions(arguments: ["--check-limit", "3", "--check-window", "120"])
        #expect(set.checkLimit == 3 && set.checkWindow == 120)
        #expect(try ServerOptions(arguments: ["--check-limit", "0"]).checkLimit == 0)
        for arguments in [
            ["--check-limit", "-1"], ["--check-limit", "x"], ["--check-window", "0"], ["--check-limit"],
        ] {
            #expect(throws: ServerOptions.Problem.self) { try ServerOptions(arguments: arguments) }
        }
    }
}
