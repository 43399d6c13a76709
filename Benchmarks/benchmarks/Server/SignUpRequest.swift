import BenchmarkHarness
import Foundation
import PatternKitTextEditing
import PatternKitValidation
import ShowcaseKit

#if Vapor
    import Vapor
#endif

/// `signup-valid` and `signup-invalid`: validation's share of a sign-up request, in process and
/// without HTTP. The body `Benchmarks/server-load/run` posts to the sign-up server (the valid
/// form or the invalid one) turned into the app's typed value, or into the answer's status and
/// body, as each route of `signup-server` does it after Vapor has collected the body:
///
/// - `patternkit`: `FormValues(json:form:)`, the typed form's rules with the user-name
///   directory's check (`validateIncludingChecks`), then `output(from:)` to `SignUp`, or the
///   `FormRejection`'s wire report in French (`Accept-Language: fr;q=0.9, en;q=0.5`) as JSON,
///   the 422's body: `POST /signup` (`Request.parse(_:)` and `FormRejection.response(for:)`).
/// - `vapor` (with the `Vapor` trait only): `VaporSignUp.validate(json:)` (Vapor's
///   `Validatable`), `JSONDecoder` into `VaporSignUp`, the confirmation and directory checks,
///   or the `{"error":true,"reason":…}` body Vapor's `ErrorMiddleware` encodes for the 400:
///   `POST /vapor/signup`.
///
/// Allocations per request are counted outside the harness, with callgrind (RESULTS.md).
@MainActor
enum SignUpRequest {
    static let benchmarks = [benchmark(form: "valid"), benchmark(form: "invalid")]

    /// The header `Benchmarks/server-load/signup.lua` sends.
    nonisolated static let acceptLanguage = "fr;q=0.9, en;q=0.5"

    static func benchmark(form name: String) -> BenchmarkCase {
        #if Vapor
            let baseline = "vapor"
            // Issue 30: PatternKit's share of a request ≥ 3× as fast as Validatable's.
            let goals: [Goal] = [.faster("patternkit", than: "vapor", by: 3)]
        #else
            let baseline = "patternkit"
            let goals: [Goal] = []
        #endif
        return BenchmarkCase(
            "signup-\(name)", "the \(name) sign-up body to a typed value or the answer's body, no HTTP",
            baseline: baseline, goals: goals
        ) {
            let body = try Self.body(name)
            let form = SignUpRules.typedForm(directory: SimulatedUserDirectory(delay: 0))
            let expectsValid = name == "valid"
            let answer = AsyncLoop.run(1) { await patternkit(body, form: form).status }
            try VerificationFailure.check(
                answer == (expectsValid ? 201 : 422), "signup-\(name): patternkit answered \(answer)")
            var variants = [
                Variant("patternkit") { iterations in
                    blackHole(AsyncLoop.run(iterations) { await patternkit(body, form: form).bytes })
                }
            ]
            #if Vapor
                let text = String(decoding: body, as: UTF8.self)
                let vaporStatus = vapor(body, text: text).status
                try VerificationFailure.check(
                    vaporStatus == (expectsValid ? 201 : 400), "signup-\(name): vapor answered \(vaporStatus)")
                variants.insert(
                    Variant("vapor") { iterations in
                        var bytes = 0
                        for _ in 0..<iterations { bytes &+= vapor(body, text: text).bytes }
                        blackHole(bytes)
                    }, at: 0)
            #endif
            return variants
        }
    }

    /// What a route answers: its status, and the bytes of its body (0 for a valid form: the
    /// typed value goes to the app's handler, whose answer both routes write alike).
    struct Answer {
        let status: Int
        let bytes: Int
    }

    /// `POST /signup`'s work on `body`.
    nonisolated static func patternkit(_ body: Data, form: TypedForm<SignUpField, SignUp>) async -> Answer {
        do {
            let values = try FormValues(json: body, form: form.validator)
            let result = await form.validator.validateIncludingChecks(values)
            guard result.isValid else { throw FormRejection(result) }
            let signUp = try form.output(from: values)
            blackHole(signUp.teamSize)
            return Answer(status: 201, bytes: 0)
        } catch let rejection as FormRejection {
            let report = rejection.report(acceptLanguage: acceptLanguage)
            return Answer(status: rejection.httpStatus, bytes: (try? report.jsonData().count) ?? -1)
        } catch {
            return Answer(status: 500, bytes: -1)
        }
    }

    #if Vapor
        /// `POST /vapor/signup`'s work on `body` (`text` is the same body as a string, as
        /// `validate(json:)` takes it).
        nonisolated static func vapor(_ body: Data, text: String) -> Answer {
            do {
                try VaporSignUp.validate(json: text)
                let form = try JSONDecoder().decode(VaporSignUp.self, from: body)
                guard form.confirmation == form.password else {
                    throw Abort(.badRequest, reason: "confirmation does not match password")
                }
                guard !SimulatedUserDirectory.isTaken(form.userName) else {
                    throw Abort(.badRequest, reason: "userName is already taken")
                }
                return Answer(status: 201, bytes: 0)
            } catch let abort as any AbortError {
                let encoded = try? JSONEncoder().encode(ErrorBody(error: true, reason: abort.reason))
                return Answer(status: Int(abort.status.code), bytes: encoded?.count ?? -1)
            } catch {
                return Answer(status: 500, bytes: -1)
            }
        }

        /// The body Vapor's `ErrorMiddleware` writes for an error.
        struct ErrorBody: Encodable {
            let error: Bool
            let reason: String
        }
    #endif

    /// The load test's `valid.json` or `invalid.json`, read from this checkout.
    static func body(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/server-load/\(name).json")
        guard let data = try? Data(contentsOf: url) else {
            throw VerificationFailure("signup-\(name): cannot read \(url.path)")
        }
        return data
    }
}
