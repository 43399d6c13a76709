#if Vapor
    import Foundation
    import NIOHTTP1
    import PatternKitValidation
    import PatternKitVapor
    import ShowcaseKit
    import Testing
    import Vapor

    /// Issue 37: every answer of a validating route and of the middleware says
    /// `X-Content-Type-Options: nosniff`, so no browser takes an echo for HTML.
    @Suite("Every answer says X-Content-Type-Options: nosniff")
    struct NoSniffTests {
        /// A request to the sign-up server and the status it gets.
        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var body: Data
            var contentType: String = "application/json"
            var status: HTTPResponseStatus
            var testDescription: String { "\(name) → \(status.code)" }
        }

        static let cases: [Case] = [
            Case(name: "a valid form", body: SignUpForms.json(SignUpForms.valid), status: .created),
            Case(
                name: "an invalid form", body: SignUpForms.json(SignUpForms.valid(with: ["email": "ada@"])),
                status: .unprocessableEntity),
            Case(name: "malformed JSON", body: Data("{".utf8), status: .badRequest),
            Case(name: "a body too large", body: Data(repeating: 0x20, count: 70_000), status: .payloadTooLarge),
            Case(name: "text/plain", body: Data("{}".utf8), contentType: "text/plain", status: .unsupportedMediaType),
        ]

        @Test("the sign-up route's answers", arguments: cases)
        func signUpRoute(_ testCase: Case) async throws {
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(body: testCase.body, contentType: testCase.contentType)
                #expect(answer.status == testCase.status)
                #expect(answer.headers.first(name: "X-Content-Type-Options") == "nosniff")
            }
        }

        enum Field: String, Hashable, Sendable { case name }

        @Test("a handler's own AbortError, FormRejectionMiddleware's answer and Vapor's answer to a FormRejection")
        func otherAnswers() async throws {
            let form = FormValidator<Field>().field(.name, LengthValidator(3...20))
            let routes: @Sendable (Application) throws -> Void = { app in
                app.post("conflict", validating: form) { _, _ -> HTTPStatus in throw Abort(.conflict) }
                app.grouped(FormRejectionMiddleware()).post("middleware") { request -> HTTPStatus in
                    _ = try await request.validatedValues(form)
                    return .created
                }
                app.post("plain") { request -> HTTPStatus in
                    _ = try await request.validatedValues(form)
                    return .created
                }
            }
            try await LoopbackServer.with(configure: routes) { server in
                let conflict = try await server.post("/conflict", fields: ["name": "ada"])
                #expect(conflict.status == .conflict)
                #expect(conflict.headers.first(name: "X-Content-Type-Options") == "nosniff")
                let middleware = try await server.post("/middleware", fields: ["name": "a"])
                #expect(middleware.status == .unprocessableEntity)
                #expect(middleware.headers.first(name: "X-Content-Type-Options") == "nosniff")
                let plain = try await server.post("/plain", fields: ["name": "a"])
                #expect(plain.status == .unprocessableEntity)
                #expect(plain.headers.first(name: "X-Content-Type-Options") == "nosniff")
            }
        }
    }
#endif
