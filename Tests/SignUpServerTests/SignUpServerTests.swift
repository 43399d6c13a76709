#if Vapor
    import Foundation
    import NIOHTTP1
    import PatternKitValidation
    import ShowcaseKit
    import Testing

    /// The sign-up server, started in-process on a free loopback port and sent real HTTP
    /// requests: what an app submitting the showcase's sign-up form gets back.
    @Suite("Sign-up server over HTTP")
    struct SignUpServerTests {
        @Test("a valid form is accepted: 201 with the new account's id and who signed up, the password never echoed")
        func validForm() async throws {
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(fields: SignUpForms.valid)
                #expect(answer.status == .created)
                let object = try #require(answer.jsonObject)
                #expect((object["id"] as? String).flatMap(UUID.init(uuidString:)) != nil)
                #expect(object["userName"] as? String == "ada")
                #expect(object["email"] as? String == "ada@example.com")
                #expect(!String(decoding: answer.body, as: UTF8.self).contains("Secret123"))
            }
        }

        /// One field made invalid in an otherwise valid form.
        struct FieldCase: Sendable, CustomTestStringConvertible {
            var changes: [String: String]
            var field: String
            var code: ValidationError.Code
            var testDescription: String { "\(changes) → \(field) \(code.rawValue)" }
        }

        static let fieldCases: [FieldCase] = [
            FieldCase(changes: ["email": "ada@"], field: "email", code: .email),
            FieldCase(changes: ["email": ""], field: "email", code: .required),
            FieldCase(
                changes: ["password": "Sh0rt", "confirmation": "Sh0rt"], field: "password", code: .passwordTooShort),
            FieldCase(
                changes: ["password": "secret123", "confirmation": "secret123"], field: "password",
                code: .passwordNeedsUppercase),
            FieldCase(
                changes: ["password": "SecretPass", "confirmation": "SecretPass"], field: "password",
                code: .passwordNeedsDigits),
            FieldCase(changes: ["confirmation": "Secret124"], field: "confirmation", code: .confirmationMismatch),
            FieldCase(changes: ["confirmation": ""], field: "confirmation", code: .required),
            FieldCase(changes: ["cardNumber": "4111 1111 1111 1112"], field: "cardNumber", code: .paymentCard),
            FieldCase(changes: ["userName": ""], field: "userName", code: .required),
            FieldCase(changes: ["userName": "ab"], field: "userName", code: .tooShort),
            FieldCase(changes: ["userName": String(repeating: "a", count: 21)], field: "userName", code: .tooLong),
            FieldCase(changes: ["userName": "ada lovelace"], field: "userName", code: .alphanumeric),
            // The directory's answer: a taken name, whatever its case.
            FieldCase(changes: ["userName": "Admin"], field: "userName", code: SimulatedUserDirectory.takenCode),
            FieldCase(changes: ["userName": "patternkit"], field: "userName", code: SimulatedUserDirectory.takenCode),
        ]

        @Test(
            "each failing field answers 422 with that field's failure, worded as the app words it",
            arguments: fieldCases)
        func failingField(_ testCase: FieldCase) async throws {
            let fields = SignUpForms.valid(with: testCase.changes)
            let expected = await SignUpForms.expectedResult(fields)
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(fields: fields)
                #expect(answer.status == .unprocessableEntity)
                #expect(answer.headers.first(name: "Content-Type") == "application/json; charset=utf-8")
                #expect(answer.headers.first(name: "Content-Language") == "en")
                #expect(answer.headers.first(name: "Vary") == "Accept-Language")
                let report = try ValidationFailureReport(json: answer.body)
                #expect(report.version == 1)
                #expect(report.language == "en")
                #expect(Set(report.failures.map(\.field)) == [testCase.field])
                let failure = try #require(report.failures.first)
                #expect(failure.code == testCase.code.rawValue)
                #expect(failure.domain == InputValidationErrorDomain)
                let expectedErrors = expected.errors(for: try #require(SignUpField(rawValue: testCase.field)))
                #expect(report.failures.map(\.code) == expectedErrors.map(\.code.rawValue))
                #expect(report.failures.map(\.message) == expectedErrors.map { $0.localizedFailureReason(in: "en") })
            }
        }

        @Test("every failing field is reported at once, in the form's order; no name is checked meanwhile")
        func severalFields() async throws {
            let fields = SignUpForms.valid(with: ["email": "ada@", "confirmation": "nope", "userName": "root"])
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(fields: fields)
                #expect(answer.status == .unprocessableEntity)
                let report = try ValidationFailureReport(json: answer.body)
                // "root" is taken, but a form that fails elsewhere never asks (issue 37).
                #expect(report.failures.map(\.field) == ["email", "confirmation"])
                #expect(
                    report.failures.map(\.code)
                        == [ValidationError.Code.email, .confirmationMismatch].map(\.rawValue))
            }
        }

        /// An `Accept-Language` header and the language the messages must be in.
        struct LanguageCase: Sendable, CustomTestStringConvertible {
            var header: String?
            var language: String
            var testDescription: String { "\(header ?? "no header") → \(language)" }
        }

        static let languageCases: [LanguageCase] = [
            LanguageCase(header: nil, language: "en"),
            LanguageCase(header: "de;q=0.9, fr", language: "fr"),
            LanguageCase(header: "de", language: "de"),
            LanguageCase(header: "de-CH, en;q=0.5", language: "de"),
            LanguageCase(header: "sv, ja;q=0.8, ko;q=0.9", language: "ko"),
            LanguageCase(header: "fr;q=0, es;q=0.2", language: "es"),
            LanguageCase(header: "pt-BR", language: "pt-BR"),
            LanguageCase(header: "xx", language: "en"),
            LanguageCase(header: "*", language: "en"),
            LanguageCase(header: "de;q=banana, ;;, ar", language: "ar"),
        ]

        @Test(
            "messages are in the request's Accept-Language, quality values honoured, English otherwise",
            arguments: languageCases)
        func language(_ testCase: LanguageCase) async throws {
            let fields = SignUpForms.valid(with: ["email": "ada@", "password": "short", "userName": "ab"])
            let expected = await SignUpForms.expectedResult(fields)
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(fields: fields, acceptLanguage: testCase.header)
                #expect(answer.status == .unprocessableEntity)
                #expect(answer.headers.first(name: "Content-Language") == testCase.language)
                let report = try ValidationFailureReport(json: answer.body)
                #expect(report.language == testCase.language)
                #expect(
                    report.failures.map(\.message)
                        == expected.errors.map { $0.localizedFailureReason(in: testCase.language) })
                if testCase.language != "en" {
                    // The messages really are another language's, not English under another name.
                    #expect(report.failures.first?.message != expected.errors.first?.localizedFailureReason(in: "en"))
                }
            }
        }

        /// A request body that is no form, and the answer it must get: a 4xx in the wire form.
        struct BadBody: Sendable, CustomTestStringConvertible {
            var name: String
            var body: Data
            var contentType: String?
            var status: HTTPResponseStatus
            var code: ValidationError.Code
            var field: String? = nil
            var testDescription: String { name }
        }

        /// A JSON body whose first fields are a valid e-mail and password pair, then `rest`
        /// (which closes the object): the bypasses below differ only there.
        static func signUpBody(_ rest: String) -> Data {
            Data(
                (#"{"email": "ada@example.com", "password": "Analytical1", "confirmation": "Analytical1", "# + rest)
                    .utf8)
        }

        static let badBodies: [BadBody] = [
            BadBody(
                name: "malformed JSON", body: Data(#"{"email": "ada@example.com", "#.utf8),
                contentType: "application/json", status: .badRequest, code: .unreadableForm),
            BadBody(
                name: "a JSON array", body: Data(#"[{"email": "ada@example.com"}]"#.utf8),
                contentType: "application/json", status: .badRequest, code: .unreadableForm),
            BadBody(
                name: "JSON null", body: Data("null".utf8), contentType: "application/json", status: .badRequest,
                code: .unreadableForm),
            BadBody(
                name: "an object where a field's text goes", body: Data(#"{"email": {"address": "ada"}}"#.utf8),
                contentType: "application/json", status: .unprocessableEntity, code: .expectedText, field: "email"),
            BadBody(
                name: "no body", body: Data(), contentType: "application/json", status: .badRequest,
                code: .unreadableForm),
            BadBody(
                name: "bytes that are not UTF-8", body: Data([0x7B, 0xFF, 0xFE, 0x7D]), contentType: "application/json",
                status: .badRequest, code: .unreadableForm),
            BadBody(
                name: "10 000 nested arrays",
                body: Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8),
                contentType: "application/json", status: .badRequest, code: .unreadableForm),
            BadBody(
                name: "a 1 MB body",
                body: Data(#"{"email": ""#.utf8) + Data(repeating: 0x61, count: 1 << 20)
                    + Data(#""}"#.utf8),
                contentType: "application/json", status: .payloadTooLarge, code: .formTooLarge),
            BadBody(
                name: "a 1 MB body that is not JSON", body: Data(repeating: 0x61, count: 1 << 20),
                contentType: "text/plain", status: .unsupportedMediaType, code: .unsupportedFormat),
            BadBody(
                name: "text/plain", body: Data(#"{"email": "ada@example.com"}"#.utf8), contentType: "text/plain",
                status: .unsupportedMediaType, code: .unsupportedFormat),
            BadBody(
                name: "JSON in ISO-8859-1", body: Data(#"{"email": "ada@example.com"}"#.utf8),
                contentType: "application/json; charset=iso-8859-1", status: .unsupportedMediaType,
                code: .unsupportedFormat),
            BadBody(
                name: "an 8 KB content type", body: Data(#"{"email": "ada@example.com"}"#.utf8),
                contentType: "text/" + String(repeating: "x", count: 8_192), status: .unsupportedMediaType,
                code: .unsupportedFormat),
            BadBody(
                name: "no content type", body: Data(#"{"email": "ada@example.com"}"#.utf8), contentType: nil,
                status: .unsupportedMediaType, code: .unsupportedFormat),
            // The bypasses of issue 26: what was validated is what the handler receives, or the
            // request is refused — never one value validated and another decoded.
            BadBody(
                name: "a user name sent twice",
                body: signUpBody(#""userName": "admin", "userName": "ada"}"#),
                contentType: "application/json", status: .unprocessableEntity, code: .duplicateKey, field: "userName"),
            BadBody(
                name: "a user name that is a number",
                body: signUpBody(#""userName": 1e99}"#),
                contentType: "application/json", status: .unprocessableEntity, code: .expectedText, field: "userName"),
            BadBody(
                name: "a user name that is a Boolean",
                body: signUpBody(#""userName": true}"#),
                contentType: "application/json", status: .unprocessableEntity, code: .expectedText, field: "userName"),
            BadBody(
                name: "a card number that is a number",
                body: signUpBody(#""userName": "ada", "cardNumber": 4111111111111111}"#),
                contentType: "application/json", status: .unprocessableEntity, code: .expectedText,
                field: "cardNumber"),
        ]

        @Test("a body that is no form gets a clear 4xx in the wire form, never a server error", arguments: badBodies)
        func badBody(_ testCase: BadBody) async throws {
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(body: testCase.body, contentType: testCase.contentType)
                #expect(answer.status == testCase.status)
                let report = try ValidationFailureReport(json: answer.body)
                let failure = try #require(report.failures.first)
                #expect(failure.code == testCase.code.rawValue)
                #expect(failure.field == testCase.field)
                #expect(failure.message?.isEmpty == false)
                // Nothing the client sent comes back: an 8 KB header is not echoed.
                #expect(answer.body.count < 2_048)
            }
        }

        @Test("a valid form without its optional card number is accepted (empty text, never a server error)")
        func validWithoutCard() async throws {
            var fields = SignUpForms.valid
            fields["cardNumber"] = nil
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(fields: fields)
                #expect(answer.status == .created, "\(String(decoding: answer.body, as: UTF8.self))")
            }
        }

        @Test("URL-encoded form fields, as an HTML form posts them, get the same answers as JSON")
        func urlEncodedForm() async throws {
            let fields = SignUpForms.valid.map { key, value in
                "\(key)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            }
            try await LoopbackServer.withSignUpServer { server in
                let accepted = try await server.post(
                    body: Data(fields.joined(separator: "&").utf8), contentType: "application/x-www-form-urlencoded")
                #expect(accepted.status == .created)
                let twice = try await server.post(
                    body: Data((fields.joined(separator: "&") + "&userName=admin").utf8),
                    contentType: "application/x-www-form-urlencoded")
                #expect(twice.status == .unprocessableEntity)
                #expect(try ValidationFailureReport(json: twice.body).failures.map(\.code) == [1581])
            }
        }

        @Test("a UTF-8 byte order mark before the JSON is accepted")
        func byteOrderMark() async throws {
            try await LoopbackServer.withSignUpServer { server in
                let body = Data([0xEF, 0xBB, 0xBF]) + SignUpForms.json(SignUpForms.valid)
                let answer = try await server.post(body: body, contentType: "application/json")
                #expect(answer.status == .created)
            }
        }

        @Test("a form with a large field, under the 64 KB limit, is validated like any other")
        func largeFormUnderTheLimit() async throws {
            // Keys that are no field are ignored: a long note does not make the form invalid…
            var fields = SignUpForms.valid
            fields["note"] = String(repeating: "n", count: 60_000)
            // …but a long user name does, with its own rule, not a size error.
            var longName = SignUpForms.valid
            longName["userName"] = String(repeating: "a", count: 60_000)
            longName["email"] = "another@example.com"
            try await LoopbackServer.withSignUpServer { server in
                let withNote = try await server.post(fields: fields)
                #expect(withNote.status == .created)
                let answer = try await server.post(fields: longName)
                #expect(answer.status == .unprocessableEntity)
                let report = try ValidationFailureReport(json: answer.body)
                #expect(report.failures.map(\.code) == [ValidationError.Code.tooLong.rawValue])
            }
        }

        @Test("the application/json content type is accepted with parameters and in any case")
        func contentTypeParameters() async throws {
            try await LoopbackServer.withSignUpServer { server in
                for (index, contentType) in ["application/json; charset=utf-8", "Application/JSON"].enumerated() {
                    // A new account each time: the first one's name is taken for the second.
                    let body = SignUpForms.json(
                        SignUpForms.valid(with: ["userName": "ada\(index)", "email": "ada\(index)@example.com"]))
                    let answer = try await server.post(body: body, contentType: contentType)
                    #expect(answer.status == .created, "\(contentType)")
                }
            }
        }
    }
#endif
