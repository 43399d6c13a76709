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
}
