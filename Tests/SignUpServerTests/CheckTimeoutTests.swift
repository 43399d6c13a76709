#if Vapor
    import Foundation
    import NIOHTTP1
    import PatternKitValidation
    import PatternKitVapor
    import Testing
    import Vapor

    /// Issue 37: a server's checks get a time limit — past it they are cancelled and the request
    /// is answered 503 in the wire form — and are cancelled with the request's task.
    @Suite("Checks have a time limit and end with their request")
    struct CheckTimeoutTests {
        enum Field: String, Hashable, Sendable { case name }
        struct Registration: Decodable, Sendable { var name: String }

        @Test(
            "a check slower than checkTimeout answers 503 with serviceUnavailable, and is cancelled",
            arguments: ["/values", "/typed", "/request-values", "/request-parse"])
        func slowCheck(_ path: String) async throws {
            let check = CountingCheck(delay: .seconds(60))
            let form = FormValidator<Field>().field(.name, LengthValidator(3...20), check: check)
            let typed = form.producing(Registration.self)
            let limit = Duration.milliseconds(200)
            let routes: @Sendable (Application) throws -> Void = { app in
                app.middleware.use(FormRejectionMiddleware())
                app.post("values", validating: form, checkTimeout: limit) { _, _ in HTTPStatus.created }
                app.post("typed", validating: typed, checkTimeout: limit) { _, _ in HTTPStatus.created }
                app.post("request-values") { request -> HTTPStatus in
                    _ = try await request.validatedValues(form, checkTimeout: limit)
                    return .created
                }
                app.post("request-parse") { request -> HTTPStatus in
                    _ = try await request.parse(typed, checkTimeout: limit)
                    return .created
                }
            }
            try await LoopbackServer.with(configure: routes) { server in
                let answer = try await server.post(path, fields: ["name": "ada"], acceptLanguage: "fr")
                #expect(answer.status == .serviceUnavailable)
                #expect(answer.headers.first(name: "X-Content-Type-Options") == "nosniff")
                let report = try ValidationFailureReport(json: answer.body)
                #expect(report.failures.map(\.code) == [ValidationError.Code.serviceUnavailable.rawValue])
                #expect(report.failures.map(\.field) == [nil])
                #expect(report.language == "fr")
                #expect(check.runs == 1)
                // The check that outlived its limit was told to stop, not left running.
                await check.wait { $0.cancellations == 1 }
                #expect(check.cancellations == 1)
            }
        }

        @Test("checks that answer within the limit are not affected")
        func fastCheck() async throws {
            let check = CountingCheck(delay: .milliseconds(1))
            let form = FormValidator<Field>().field(.name, LengthValidator(3...20), check: check)
            let routes: @Sendable (Application) throws -> Void = { app in
                app.post("values", validating: form, checkTimeout: .seconds(30)) { _, _ in HTTPStatus.created }
            }
            try await LoopbackServer.with(configure: routes) { server in
                #expect(try await server.post("/values", fields: ["name": "ada"]).status == .created)
                let taken = try await server.post("/values", fields: ["name": "taken"])
                #expect(try ValidationFailureReport(json: taken.body).failures.map(\.code) == [1541])
            }
        }

        @Test("the checks of a request whose task is cancelled are cancelled, and it ends at once")
        func cancelledRequest() async throws {
            let check = CountingCheck(delay: .seconds(60))
            let form = FormValidator<Field>().field(.name, LengthValidator(3...20), check: check)
            let app = try await Application.make(.testing)
            let request = Request(
                application: app, method: .POST, url: URI(path: "/register"),
                headers: ["Content-Type": "application/json"], collectedBody: ByteBuffer(string: #"{"name": "ada"}"#),
                on: app.eventLoopGroup.next())
            let validation = Task { try await request.validatedValues(form, checkTimeout: .seconds(60)) }
            await check.wait { $0.runs == 1 }
            validation.cancel()
            let outcome = await validation.result
            #expect(throws: CancellationError.self) { try outcome.get() }
            await check.wait { $0.cancellations == 1 }
            #expect(check.cancellations == 1)
            try await app.asyncShutdown()
        }
    }
#endif
