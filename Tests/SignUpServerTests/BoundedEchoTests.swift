#if Vapor
    import Foundation
    import NIOHTTP1
    import PatternKitValidation
    import PatternKitVapor
    import Testing
    import Vapor

    /// Issue 37: what a failure repeats from the request — a duplicate key's path, a refused
    /// choice or value — is cut to 64 Unicode scalars and marked `"truncated": true`, so a
    /// hostile request never comes back whole.
    @Suite("Echoes of the request are bounded")
    struct BoundedEchoTests {
        /// `{"<b>…29 KB…": 1, "<b>…29 KB…": 2}`.
        static let duplicateKeyBody: Data = {
            let key = "<b>" + String(repeating: "x", count: 29_000)
            return Data(#"{"\#(key)": 1, "\#(key)": 2}"#.utf8)
        }()

        @Test("a 29 KB key sent twice comes back as its first 63 characters and …, marked truncated")
        func duplicateKey() async throws {
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(body: Self.duplicateKeyBody)
                #expect(answer.status == .unprocessableEntity)
                #expect(answer.body.count < 1_024, "the answer is \(answer.body.count) bytes")
                let report = try ValidationFailureReport(json: answer.body)
                let failure = try #require(report.failures.first)
                #expect(failure.code == ValidationError.Code.duplicateKey.rawValue)
                #expect(failure.field == "<b>" + String(repeating: "x", count: 60) + "…")
                #expect(failure.isTruncated)
                let object = try #require(answer.jsonObject)
                let failures = try #require(object["failures"] as? [[String: Any]])
                #expect(failures.first?["truncated"] as? Bool == true)
            }
        }

        @Test("a path nested 60 deep under a long key is cut the same way")
        func nestedPath() async throws {
            let key = String(repeating: "k", count: 500)
            let inner = #"{"\#(key)": 1, "\#(key)": 2}"#
            let body = String(repeating: #"{"\#(key)": "#, count: 60) + inner + String(repeating: "}", count: 60)
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(body: Data(body.utf8))
                #expect(answer.status == .unprocessableEntity)
                #expect(answer.body.count < 1_024, "the answer is \(answer.body.count) bytes")
                let failure = try #require(try ValidationFailureReport(json: answer.body).failures.first)
                #expect(failure.field?.unicodeScalars.count == 64)
                #expect(failure.isTruncated)
            }
        }

        enum Plan: String, Decodable, FormChoice { case free, pro }
        enum Field: String, Hashable, Sendable { case plan }

        @Test("a 10 KB value for a choice is echoed cut, in the parameter and in the message")
        func choiceValue() async throws {
            let form = FormValidator<Field>().field(.plan, as: Plan.self)
            let routes: @Sendable (Application) throws -> Void = { app in
                app.post("plan", validating: form) { _, _ in HTTPStatus.created }
                // Without the wire form: Vapor's own answer to the AbortError, its reason cut too.
                app.post("plain") { request -> HTTPStatus in
                    _ = try await request.validatedValues(form)
                    return .created
                }
            }
            let value = String(repeating: "é", count: 5_000)
            try await LoopbackServer.with(configure: routes) { server in
                let answer = try await server.post("/plan", fields: ["plan": value])
                #expect(answer.status == .unprocessableEntity)
                #expect(answer.body.count < 1_024, "the answer is \(answer.body.count) bytes")
                let failure = try #require(try ValidationFailureReport(json: answer.body).failures.first)
                let cut = String(repeating: "é", count: 63) + "…"
                #expect(failure.parameters["value"] == .string(cut))
                #expect(failure.isTruncated)
                let plain = try await server.post("/plain", fields: ["plan": value])
                #expect(plain.status == .unprocessableEntity)
                #expect(plain.body.count < 1_024, "the answer is \(plain.body.count) bytes")
            }
        }

        @Test("an echo of 64 characters or fewer is kept whole and not marked")
        func shortEcho() async throws {
            try await LoopbackServer.withSignUpServer { server in
                let key = String(repeating: "y", count: 64)
                let answer = try await server.post(body: Data(#"{"\#(key)": 1, "\#(key)": 2}"#.utf8))
                let failure = try #require(try ValidationFailureReport(json: answer.body).failures.first)
                #expect(failure.field == key)
                #expect(!failure.isTruncated)
                #expect(!String(decoding: answer.body, as: UTF8.self).contains("truncated"))
            }
        }
    }
#endif
