import BenchmarkHarness
import Foundation
import PatternKitValidation
import ShowcaseKit

/// `json-64k`: a 64 KB JSON body that the sign-up form reads two fields of, the rest under a
/// key no field names — what a hostile client sends to make the server work (issue 37):
///
/// - `one-string`: the rest is one 64 KB string;
/// - `empty-objects`: the rest is ~21,800 empty objects (`[{},{},…]`), which a reader that
///   builds the whole tree turns into as many dictionaries.
///
/// Both go through `FormValues(json:form:)`, as `POST /signup` does before judging the form.
/// The goal: the objects cost the same order of time as the string (≤ 10×), since what no
/// field reads is checked and dropped, not built.
@MainActor
enum HostileBody {
    static let benchmark = BenchmarkCase(
        "json-64k", "a 64 KB JSON body, two fields read, the rest one string or empty objects",
        baseline: "one-string",
        goals: [.within("empty-objects", of: "one-string", times: 10)]
    ) {
        let form = SignUpRules.typedForm(directory: SimulatedUserDirectory(delay: 0)).validator
        let bodies = [body(filler: "\"" + String(repeating: "a", count: 65_000) + "\""), body(filler: objects)]
        for body in bodies {
            let values = try FormValues(json: body, form: form)
            try VerificationFailure.check(
                values[value: .userName] == "ada", "json-64k: the user name was not read from the body")
        }
        return ["one-string", "empty-objects"].enumerated().map { index, name in
            Variant(name) { iterations in
                var read = 0
                for _ in 0..<iterations {
                    read &+= (try? FormValues(json: bodies[index], form: form))?.readingErrors.count ?? -1
                }
                blackHole(read)
            }
        }
    }

    /// About 65,000 bytes of empty objects in an array.
    static let objects = "[" + Array(repeating: "{}", count: 21_700).joined(separator: ",") + "]"

    /// The body: the user name and e-mail address, and `filler` under `padding`.
    static func body(filler: String) -> Data {
        Data(#"{"userName": "ada", "email": "ada@example.com", "padding": \#(filler)}"#.utf8)
    }
}
