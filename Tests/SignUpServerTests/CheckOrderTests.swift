#if Vapor
    import Foundation
    import NIOHTTP1
    import PatternKitValidation
    import PatternKitVapor
    import ShowcaseKit
    import Testing
    import Vapor

    /// Issue 37, "checks that leak nothing": a form's asynchronous checks — which ask a store
    /// what a stranger may not know — run only once every synchronous rule of the whole form
    /// passed, so a request that fails anywhere else learns nothing from the store.
    @Suite("Checks run only for a form valid in every other respect")
    struct CheckOrderTests {
        @Test("{\"userName\": \"admin\"} alone gets the other fields' failures, never whether admin exists")
        func noFreeOracle() async throws {
            try await LoopbackServer.withSignUpServer { server in
                let alone = try await server.post(body: Data(#"{"userName":"admin"}"#.utf8))
                #expect(alone.status == .unprocessableEntity)
                let report = try ValidationFailureReport(json: alone.body)
                #expect(!report.failures.isEmpty)
                #expect(report.errors(for: "userName").isEmpty, "the user name passed its rules; it was not checked")
                #expect(!report.failures.map(\.code).contains(SimulatedUserDirectory.takenCode.rawValue))
                #expect(!String(decoding: alone.body, as: UTF8.self).contains("admin"))

                // The same name in a form valid in every other respect is checked, and taken.
                let valid = try await server.post(fields: SignUpForms.valid(with: ["userName": "admin"]))
                #expect(valid.status == .unprocessableEntity)
                #expect(
                    try ValidationFailureReport(json: valid.body).failures.map(\.code)
                        == [SimulatedUserDirectory.takenCode.rawValue])
            }
        }

        enum Field: String, Hashable, Sendable { case email, age, password, confirmation, name }

        /// A form with a text field, a typed one, a rule across fields and a checked name.
        static func form(_ check: CountingCheck) -> FormValidator<Field> {
            FormValidator<Field>()
                .field(.email, EmailValidator.email)
                .field(.age, as: Int.self, .range(16...130))
                .field(.password, LengthValidator(8...64))
                .field(.confirmation, RequiredValidator.required)
                .field(.name, LengthValidator(3...20), check: check)
                .rule(.matching(.confirmation, .password))
        }

        static let valid =
            #""email": "ada@example.com", "age": 36, "password": "Analytical1", "confirmation": "Analytical1""#

        @Test(
            "no check runs while any synchronous rule of the form fails",
            arguments: [
                (
                    "a text field's rule",
                    #""email": "ada@", "age": 36, "password": "Analytical1", "confirmation": "Analytical1""#
                ),
                (
                    "a typed value of the wrong type",
                    #""email": "ada@example.com", "age": "36", "password": "Analytical1", "confirmation": "Analytical1""#
                ),
                (
                    "a typed value's rule",
                    #""email": "ada@example.com", "age": 3, "password": "Analytical1", "confirmation": "Analytical1""#
                ),
                (
                    "a rule across fields",
                    #""email": "ada@example.com", "age": 36, "password": "Analytical1", "confirmation": "Analytical2""#
                ),
                (
                    "a missing field",
                    #""email": "ada@example.com", "password": "Analytical1", "confirmation": "Analytical1""#
                ),
            ])
        func noCheckUntilValid(_ name: String, _ fields: String) async throws {
            let check = CountingCheck()
            let form = Self.form(check)
            let routes: @Sendable (Application) throws -> Void = { app in
                app.post("register", validating: form) { _, _ in HTTPStatus.created }
            }
            try await LoopbackServer.with(configure: routes) { server in
                let refused = try await server.post(
                    "/register", body: Data(("{" + fields + #", "name": "taken"}"#).utf8))
                #expect(refused.status == .unprocessableEntity, "\(name)")
                #expect(check.runs == 0, "\(name): the check ran for a form that fails anyway")
                let report = try ValidationFailureReport(json: refused.body)
                #expect(report.errors(for: "name").isEmpty, "\(name)")

                let checked = try await server.post(
                    "/register", body: Data(("{" + Self.valid + #", "name": "taken"}"#).utf8))
                #expect(check.runs == 1)
                #expect(try ValidationFailureReport(json: checked.body).failures.map(\.code) == [1541])
            }
        }
    }
#endif
