#if Vapor
    import Foundation
    import Testing

    /// `POST /vapor/signup`, the load test's baseline, checks what `POST /signup` checks: the
    /// comparison measures the same work, answered in Vapor's way (one English reason, 400).
    @Suite("The Validatable route the load test compares with")
    struct VaporValidatableRouteTests {
        /// Forms both routes must judge alike (the card's Luhn check is PatternKit's alone, so
        /// no form here has a mistyped card number).
        static let forms: [(changes: [String: String], valid: Bool)] = [
            ([:], true),
            (["cardNumber": ""], true),
            (["userName": "Grace1815"], true),
            (["email": "ada@"], false),
            (["email": "ada example.com"], false),
            (["password": "Sh0rt", "confirmation": "Sh0rt"], false),
            (["password": "secret123", "confirmation": "secret123"], false),
            (["password": "SecretPass", "confirmation": "SecretPass"], false),
            (["confirmation": "Secret124"], false),
            (["cardNumber": "4111-1111"], false),
            (["userName": "ab"], false),
            (["userName": String(repeating: "a", count: 21)], false),
            (["userName": "ada lovelace"], false),
            (["userName": "root"], false),
        ]

        @Test("both routes accept and refuse the same forms", arguments: forms.indices)
        func sameVerdicts(_ index: Int) async throws {
            let (changes, valid) = Self.forms[index]
            let fields = SignUpForms.valid(with: changes)
            // Each route on a server of its own: the first to store the account would make
            // its name taken for the second.
            let patternKit = try await LoopbackServer.withSignUpServer { try await $0.post("/signup", fields: fields) }
            try await LoopbackServer.withSignUpServer { server in
                let vapor = try await server.post("/vapor/signup", fields: fields)
                #expect(patternKit.status == (valid ? .created : .unprocessableEntity), "\(changes)")
                #expect(vapor.status == (valid ? .created : .badRequest), "\(changes)")
                if !valid {
                    // Vapor's answer: one English sentence, no field a form could show it on.
                    let reason = try #require(vapor.jsonObject?["reason"] as? String)
                    #expect(!reason.isEmpty)
                }
            }
        }
    }
#endif
