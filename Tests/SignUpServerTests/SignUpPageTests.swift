#if Vapor
    import Foundation
    import NIOHTTP1
    import PatternKitValidation
    import ShowcaseKit
    import Testing

    @testable import signup_server

    /// `GET /signup` and a browser's `POST /signup`, over real HTTP: the page in the request's
    /// language, a refused form answered with the same page — its errors beside its fields,
    /// what was sent filled in again and escaped — and API clients answered as before.
    @Suite("Sign-up page over HTTP")
    struct SignUpPageTests {
        /// What a browser sends when it posts a form.
        static let browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"

        /// `fields` as a browser posts them (`application/x-www-form-urlencoded`).
        static func urlEncoded(_ fields: [String: String]) -> Data {
            var allowed = CharacterSet.alphanumerics
            allowed.insert(charactersIn: "-._~")
            let pairs = fields.sorted { $0.key < $1.key }.map { key, value in
                "\(key)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
            }
            return Data(pairs.joined(separator: "&").utf8)
        }

        /// A form that passes the page's HTML attributes but not the server's rules, with markup
        /// in two fields.
        static let wrong = SignUpForms.valid(with: [
            "email": #""><img src=x onerror=alert(1)>"#, "password": "secret123", "confirmation": "secret123",
            "cardNumber": "<script>alert(1)</script>", "terms": "on",
        ])

        @Test("GET /signup in French: French labels and title, a page's headers, a strict policy")
        func frenchPage() async throws {
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.get("/signup", acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.5")
                let html = String(decoding: answer.body, as: UTF8.self)
                #expect(answer.status == .ok)
                #expect(answer.headers.first(name: "Content-Type") == "text/html; charset=utf-8")
                #expect(answer.headers.first(name: "Content-Language") == "fr")
                #expect(answer.headers.first(name: "X-Content-Type-Options") == "nosniff")
                let policy = try #require(answer.headers.first(name: "Content-Security-Policy"))
                #expect(policy.contains("default-src 'none'") && policy.contains("form-action 'self'"))
                #expect(html.contains("<title>Inscription</title>"))
                for label in ["Adresse e-mail", "Mot de passe", "Nom d’utilisateur", "Date de naissance"] {
                    #expect(html.contains(">\(label)"), "\(label)")
                }
                #expect(html.contains(#"<button type="submit">Créer le compte</button>"#))
            }
        }

        @Test("a browser's refused form: the page again, 422, each French message beside its field, values escaped")
        func refusedInFrench() async throws {
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.post(
                    body: Self.urlEncoded(Self.wrong), contentType: "application/x-www-form-urlencoded",
                    acceptLanguage: "fr", accept: Self.browserAccept)
                let html = String(decoding: answer.body, as: UTF8.self)
                #expect(answer.status == .unprocessableEntity)
                #expect(answer.headers.first(name: "Content-Type") == "text/html; charset=utf-8")
                #expect(answer.headers.first(name: "Content-Security-Policy") != nil)
                // The messages the wire form would carry, in French, each in its field's error element.
                let expected = FormRejection(await SignUpForms.expectedResult(Self.wrong)).report(language: "fr")
                #expect(Set(expected.failures.compactMap(\.field)).isSuperset(of: ["email", "password"]))
                for failure in expected.failures {
                    let field = try #require(failure.field)
                    let message = HTMLText.escaped(try #require(failure.message))
                    #expect(html.contains(#"<p class="error" id="\#(field)-error">"#), "\(field)")
                    #expect(html.contains("<span>\(message)</span>"), "\(field): \(message)")
                    #expect(html.contains(#"aria-invalid="true" aria-describedby="\#(field)-error""#), "\(field)")
                }
                // The summary at the top, the first field in error focused, and only it.
                #expect(html.contains(#"<div class="summary" role="alert""#))
                #expect(html.contains("Il y a un problème"))
                #expect(
                    html.contains("<a href=\"#email\">Adresse e-mail\u{00A0}: "),
                    "French puts a no-break space before a colon")
                #expect(html.contains(#"aria-describedby="email-error" autofocus>"#))
                #expect(html.components(separatedBy: "autofocus").count == 2)
                // What was sent is filled in again as text, never as markup; passwords never.
                #expect(html.contains(#"value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;""#))
                #expect(html.contains(#"value="&lt;script&gt;alert(1)&lt;/script&gt;""#))
                #expect(!html.contains("<img") && !html.contains("<script"))
                #expect(!html.contains("secret123"))
                #expect(html.contains(#"value="ada""#) && html.contains(#"value="2000-02-29""#))
            }
        }

        @Test("a browser's valid form: 201 with a welcome page, the account stored (the same name is then taken)")
        func acceptedPage() async throws {
            try await LoopbackServer.withSignUpServer { server in
                var fields = SignUpForms.valid
                fields["terms"] = "on"
                let answer = try await server.post(
                    body: Self.urlEncoded(fields), contentType: "application/x-www-form-urlencoded",
                    acceptLanguage: "de", accept: Self.browserAccept)
                let html = String(decoding: answer.body, as: UTF8.self)
                #expect(answer.status == .created)
                #expect(html.contains("Konto angelegt") && html.contains(#"<strong id="user-name">ada</strong>"#))
                let again = try await server.post(fields: SignUpForms.valid)
                #expect(again.status == .unprocessableEntity)
                let report = try ValidationFailureReport(json: again.body)
                #expect(report.errors(for: "userName").map(\.code) == [SimulatedUserDirectory.takenCode])
            }
        }

        @Test(
            "an API client gets the wire form as before, whatever its Accept, unless it prefers HTML",
            arguments: [
                nil, "application/json", "*/*", "application/json, text/html", "text/html;q=0.5, application/json",
            ])
        func apiClientsUnchanged(_ accept: String?) async throws {
            try await LoopbackServer.withSignUpServer { server in
                for (body, type) in [
                    (SignUpForms.json(Self.wrong), "application/json"),
                    (Self.urlEncoded(Self.wrong), "application/x-www-form-urlencoded"),
                ] {
                    let plain = try await server.post(body: body, contentType: type, acceptLanguage: "fr")
                    let answer = try await server.post(
                        body: body, contentType: type, acceptLanguage: "fr", accept: accept)
                    #expect(answer.status == .unprocessableEntity)
                    #expect(answer.body == plain.body)
                    #expect(answer.headers.first(name: "Content-Type") == "application/json; charset=utf-8")
                    #expect(answer.headers.first(name: "Content-Security-Policy") == nil)
                    let without = { (headers: HTTPHeaders) in
                        headers.filter { $0.name.lowercased() != "date" }.map { "\($0.name): \($0.value)" }
                    }
                    #expect(without(answer.headers) == without(plain.headers))
                    #expect(try ValidationFailureReport(json: answer.body).language == "fr")
                }
            }
        }

        @Test("a browser's body that is no form: its status, the page with the form's failure in the summary")
        func noFormForABrowser() async throws {
            try await LoopbackServer.withSignUpServer { server in
                let duplicate = try await server.post(
                    body: Data("userName=a&userName=b".utf8), contentType: "application/x-www-form-urlencoded",
                    accept: Self.browserAccept)
                #expect(duplicate.status == .unprocessableEntity)
                #expect(String(decoding: duplicate.body, as: UTF8.self).contains(#"id="userName-error""#))
                let text = try await server.post(
                    body: Data("<b>".utf8), contentType: "text/plain", accept: Self.browserAccept)
                #expect(text.status == .unsupportedMediaType)
                let html = String(decoding: text.body, as: UTF8.self)
                #expect(html.contains(#"role="alert""#) && !html.contains("<b>"))
                #expect(text.headers.first(name: "Content-Type") == "text/html; charset=utf-8")
            }
        }
    }
#endif
