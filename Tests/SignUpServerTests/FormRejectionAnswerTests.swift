#if Vapor
    import Foundation
    import PatternKitValidation
    import PatternKitVapor
    import ShowcaseKit
    import Testing
    import Vapor

    /// A server's own checks join the form's failures: a `FormRejection` thrown by a route is
    /// answered 422 with the wire form, by the middleware or by a validating route.
    @Suite("FormRejection answers over HTTP")
    struct FormRejectionAnswerTests {
        /// What a server's own check finds: the name is registered already.
        static func taken(_ name: String) -> FormRejection {
            FormRejection(
                field: SignUpField.userName,
                error: ValidationError(
                    SimulatedUserDirectory.takenCode, parameters: [.value: .string(name)],
                    reason: "“{value}” is already taken"))
        }

        @Test("the middleware answers a route's own rejection with 422, the wire form and its headers")
        func middleware() async throws {
            let routes: @Sendable (Application) throws -> Void = { app in
                app.middleware.use(FormRejectionMiddleware())
                app.post("register") { _ -> HTTPStatus in throw Self.taken("ada") }
            }
            try await LoopbackServer.with(configure: routes) { server in
                let answer = try await server.post("/register", fields: [:], acceptLanguage: "fr-FR, en;q=0.1")
                #expect(answer.status == .unprocessableEntity)
                #expect(answer.headers.first(name: "Content-Type") == "application/json; charset=utf-8")
                #expect(answer.headers.first(name: "Content-Language") == "fr")
                #expect(answer.headers.first(name: "Vary") == "Accept-Language")
                let report = try ValidationFailureReport(json: answer.body)
                #expect(report.failures.map(\.field) == ["userName"])
                #expect(report.failures.map(\.code) == [SimulatedUserDirectory.takenCode.rawValue])
                #expect(report.failures.map(\.message) == ["“ada” is already taken"])
                #expect(report.errors(for: "userName").first?.customReason != nil)
            }
        }

        @Test("the middleware answers a form that Request.validatedValues rejects")
        func middlewareWithValidatedValues() async throws {
            let form = SignUpRules.form(directory: SimulatedUserDirectory(delay: 0))
            let routes: @Sendable (Application) throws -> Void = { app in
                app.middleware.use(FormRejectionMiddleware())
                app.post("signup") { request -> String in
                    let values = try await request.validatedValues(form)
                    return values[.userName]
                }
            }
            try await LoopbackServer.with(configure: routes) { server in
                let invalid = try await server.post(
                    fields: SignUpForms.valid(with: ["email": "ada@"]), acceptLanguage: "de")
                #expect(invalid.status == .unprocessableEntity)
                let report = try ValidationFailureReport(json: invalid.body)
                #expect(report.failures.map(\.field) == ["email"])
                #expect(report.language == "de")
                let valid = try await server.post(fields: SignUpForms.valid)
                #expect(valid.status == .ok)
                #expect(String(decoding: valid.body, as: UTF8.self) == "ada")
            }
        }

        @Test("without the middleware, a rejected form is still a 4xx (an AbortError), never a 500")
        func noMiddleware() async throws {
            let form = SignUpRules.typedForm(directory: SimulatedUserDirectory(delay: 0))
            let routes: @Sendable (Application) throws -> Void = { app in
                app.post("signup") { request -> String in try await request.parse(form).userName }
            }
            try await LoopbackServer.with(configure: routes) { server in
                let invalid = try await server.post(fields: SignUpForms.valid(with: ["email": "ada@"]))
                #expect(invalid.status == .unprocessableEntity)
                let reason = try #require(invalid.jsonObject?["reason"] as? String)
                #expect(reason.hasPrefix("email: "))
                let wrongType = try await server.post(body: Data("[]".utf8), contentType: "application/json")
                #expect(wrongType.status == .badRequest)
                let valid = try await server.post(fields: SignUpForms.valid)
                #expect(String(decoding: valid.body, as: UTF8.self) == "ada")
            }
        }

        @Test("a route of any method hands its handler the typed value; GET reads the query string")
        func anyMethod() async throws {
            struct Search: Decodable, Sendable {
                var query: String
                var page: Int
            }
            enum Field: String, Hashable, Sendable { case query, page }
            let form = FormValidator<Field>().field(.query, RequiredValidator.required)
                .field(.page, as: Int.self, .range(1...100)).producing(Search.self)
            let routes: @Sendable (Application) throws -> Void = { app in
                app.on(.GET, "search", validating: form) { _, search in "\(search.query) \(search.page)" }
            }
            try await LoopbackServer.with(configure: routes) { server in
                let found = try await server.get("/search?query=swift&page=2")
                #expect(String(decoding: found.body, as: UTF8.self) == "swift 2")
                let wrong = try await server.get("/search?query=swift&page=two")
                #expect(wrong.status == .unprocessableEntity)
                #expect(try ValidationFailureReport(json: wrong.body).failures.map(\.code) == [1120])
            }
        }

        @Test("a validating route answers its handler's own rejection itself, without the middleware")
        func validatingRouteAnswersOwnChecks() async throws {
            let form = SignUpRules.form(directory: SimulatedUserDirectory(delay: 0))
            let routes: @Sendable (Application) throws -> Void = { app in
                app.post("signup", validating: form) { _, values -> HTTPStatus in
                    // A registry of the server's own, after the form passed.
                    if values[.userName] == "ada" { throw Self.taken(values[.userName]) }
                    return .created
                }
            }
            try await LoopbackServer.with(configure: routes) { server in
                let taken = try await server.post(fields: SignUpForms.valid, acceptLanguage: "es")
                #expect(taken.status == .unprocessableEntity)
                #expect(taken.headers.first(name: "Content-Language") == "es")
                let report = try ValidationFailureReport(json: taken.body)
                #expect(report.failures.map(\.field) == ["userName"])
                #expect(report.failures.map(\.code) == [SimulatedUserDirectory.takenCode.rawValue])

                let free = try await server.post(fields: SignUpForms.valid(with: ["userName": "grace"]))
                #expect(free.status == .created)
            }
        }

        @Test("a validating route reads up to its own body limit, whatever Vapor's default is")
        func validatingRouteBodyLimit() async throws {
            let form = SignUpRules.form(directory: SimulatedUserDirectory(delay: 0))
            let routes: @Sendable (Application) throws -> Void = { app in
                app.routes.defaultMaxBodySize = "1kb"
                app.post("small", validating: form, maxBodySize: "2kb") { _, _ in HTTPStatus.created }
                app.post("large", validating: form, maxBodySize: "8kb") { _, _ in HTTPStatus.created }
                app.post("unlimited", validating: form, maxBodySize: ByteCount(value: .max)) { _, _ in
                    HTTPStatus.created
                }
            }
            try await LoopbackServer.with(configure: routes) { server in
                let fields = SignUpForms.valid(with: ["note": String(repeating: "n", count: 4_000)])
                let small = try await server.post("/small", fields: fields)
                let large = try await server.post("/large", fields: fields)
                #expect(small.status == .payloadTooLarge)
                #expect(try ValidationFailureReport(json: small.body).failures.map(\.code) == [1583])
                #expect(large.status == .created)
                // No limit at all: the arithmetic at Int.max does not trap.
                let unlimited = try await server.post("/unlimited", fields: fields)
                #expect(unlimited.status == .created)
            }
        }
    }
#endif
