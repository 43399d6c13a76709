#if Vapor
    import Foundation
    import NIOHTTP1
    import PatternKitValidation
    import PatternKitVapor
    import ShowcaseKit
    import Testing
    import Vapor

    /// Issue 37: `CheckRateLimitMiddleware` limits how often one client may run a route's
    /// checks, answering 429 in the wire form with `Retry-After`.
    @Suite("A limit on how often a client runs the checks")
    struct CheckRateLimitTests {
        enum Field: String, Hashable, Sendable { case email, name }

        static func routes(_ check: CountingCheck, maximum: Int) -> @Sendable (Application) throws -> Void {
            let form = FormValidator<Field>()
                .field(.email, EmailValidator.email)
                .field(.name, LengthValidator(3...20), check: check)
            return { app in
                let limited = app.grouped(CheckRateLimitMiddleware(maximum: maximum, per: .seconds(60)))
                limited.post("register", validating: form) { _, _ in HTTPStatus.created }
                limited.post("own") { request -> HTTPStatus in
                    _ = try await request.validatedValues(form)
                    return .created
                }
                // The same form without the middleware: never limited.
                app.post("unlimited", validating: form) { _, _ in HTTPStatus.created }
            }
        }

        @Test(
            "past the limit, 429 in the wire form with Retry-After; forms that fail their rules cost nothing",
            arguments: ["/register", "/own"])
        func limit(_ path: String) async throws {
            let check = CountingCheck()
            try await LoopbackServer.with(configure: Self.routes(check, maximum: 2)) { server in
                // Invalid forms never reach the checks, so they never count.
                for _ in 0..<5 {
                    let invalid = try await server.post(path, fields: ["email": "ada@", "name": "ada"])
                    #expect(invalid.status == .unprocessableEntity)
                }
                #expect(
                    try await server.post(path, fields: ["email": "ada@example.com", "name": "ada"]).status == .created)
                #expect(
                    try await server.post(path, fields: ["email": "ada@example.com", "name": "taken"]).status
                        == .unprocessableEntity)
                #expect(check.runs == 2)

                let limited = try await server.post(
                    path, fields: ["email": "ada@example.com", "name": "grace"], acceptLanguage: "de")
                #expect(limited.status == .tooManyRequests)
                #expect(check.runs == 2, "no check runs past the limit")
                let retryAfter = try #require(limited.headers.first(name: "Retry-After").flatMap { Int($0) })
                #expect((1...60).contains(retryAfter))
                #expect(limited.headers.first(name: "X-Content-Type-Options") == "nosniff")
                #expect(limited.headers.first(name: "Content-Language") == "de")
                let report = try ValidationFailureReport(json: limited.body)
                #expect(report.failures.map(\.code) == [ValidationError.Code.tooManyRequests.rawValue])
                #expect(report.failures.map(\.field) == [nil])
                #expect(report.failures.first?.parameters["retryAfter"] == .int(retryAfter))
                #expect(
                    report.failures.map(\.message)
                        == ["Das Formular wurde zu oft gesendet; versuchen Sie es später noch einmal"])

                // A route without the middleware is not limited.
                #expect(
                    try await server.post("/unlimited", fields: ["email": "ada@example.com", "name": "ada"]).status
                        == .created)
            }
        }

        @Test("the sign-up server limits /signup's checks per client when told to")
        func signUpServer() async throws {
            try await LoopbackServer.withSignUpServer(checkLimit: (1, .seconds(60))) { server in
                #expect(try await server.post(fields: SignUpForms.valid).status == .created)
                let invalid = try await server.post(fields: SignUpForms.valid(with: ["email": "ada@"]))
                #expect(invalid.status == .unprocessableEntity)
                let limited = try await server.post(fields: SignUpForms.valid(with: ["userName": "grace"]))
                #expect(limited.status == .tooManyRequests)
                #expect(try ValidationFailureReport(json: limited.body).failures.map(\.code) == [1586])
            }
        }

        @Test("a client is its connection's address; an IPv6 one by its /64 network, an IPv4-mapped one as IPv4")
        func clientKeys() {
            let key = CheckRateLimitMiddleware.clientKey(ofIPAddress:)
            #expect(key("192.0.2.7") == "192.0.2.7")
            #expect(key("2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64")
            #expect(key("2001:db8:1:2:ffff:ffff:ffff:ffff") == "2001:db8:1:2::/64")
            #expect(key("2001:db8::1") == "2001:db8:0:0::/64")
            #expect(key("::ffff:192.0.2.7") == "192.0.2.7")
            #expect(key("fe80::1%eth0") == "fe80:0:0:0::/64")
            #expect(key(nil) == "-")
        }
    }
#endif
