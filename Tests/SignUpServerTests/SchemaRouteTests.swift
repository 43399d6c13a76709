#if Vapor
    import Foundation
    import PatternKitValidation
    import ShowcaseKit
    import Testing

    @testable import signup_server

    /// `GET /signup/schema` (issue 41): the form's JSON Schema for clients that are not Swift,
    /// cacheable, and the sign-up page's HTML attributes read from that same schema.
    @Suite("The sign-up form's JSON Schema over HTTP")
    struct SchemaRouteTests {
        @Test("GET /signup/schema: the form's schema, a schema's type, an ETag that answers 304 when it matches")
        func servesTheSchema() async throws {
            try await LoopbackServer.withSignUpServer { server in
                let answer = try await server.get("/signup/schema")
                #expect(answer.status == .ok)
                #expect(answer.headers.first(name: "Content-Type") == "application/schema+json")
                #expect(answer.headers.first(name: "X-Content-Type-Options") == "nosniff")
                #expect(answer.headers.first(name: "Cache-Control")?.contains("max-age") == true)
                let schema = try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
                #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
                #expect(schema["x-patternkit-version"] as? Int == ValidationFailureReport.currentVersion)
                let properties = try #require(schema["properties"] as? [String: Any])
                #expect(Set(properties.keys) == Set(SignUpField.allCases.map(\.rawValue)))
                let etag = try #require(answer.headers.first(name: "ETag"))
                let again = try await server.get("/signup/schema", ifNoneMatch: etag)
                #expect(again.status == .notModified)
                #expect(again.body.isEmpty)
                let other = try await server.get("/signup/schema", ifNoneMatch: "\"0\"")
                #expect(other.status == .ok && other.body == answer.body)
            }
        }

        @Test("The page's constraints are the schema's: a team size of 1…50, a user name of letters and digits")
        func pageReadsTheSchema() throws {
            let form = SignUpForms.form
            let constraints = SignUpPage.constraints(of: form)
            let teamSize = try #require(constraints["teamSize"])
            #expect(teamSize.format == .integer && teamSize.isRequired)
            #expect(teamSize.minimum == .integer(SignUpRules.teamSizes.lowerBound))
            #expect(teamSize.maximum == .integer(SignUpRules.teamSizes.upperBound))
            let userName = try #require(constraints["userName"])
            #expect(userName.pattern == "[0-9A-Za-z]*" && userName.minimumLength == 3 && userName.isRequired)
            #expect(constraints["password"]?.format == .password && constraints["confirmation"]?.format == .password)
            #expect(constraints["email"]?.format == .email)
            #expect(constraints["birthDate"]?.format == .date)
            #expect(constraints["terms"]?.format == .checkbox && constraints["terms"]?.isRequired == true)
            #expect(constraints["cardNumber"]?.isRequired == false, "optional: the browser lets it be empty")
        }
    }
#endif
