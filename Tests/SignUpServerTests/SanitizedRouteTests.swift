#if Vapor
    import Foundation
    import PatternKitValidation
    import PatternKitVapor
    import Testing
    import Vapor

    /// Every route hands its handler the text the rules judged: sanitized once, whether the
    /// route takes a `FormValidator` (values) or a `TypedForm` (the app's type).
    @Suite("Routes hand the handler the sanitized text the rules judged")
    struct SanitizedRouteTests {
        enum Field: String, Hashable, Sendable { case phone, name }
        struct Contact: Decodable, Sendable { var phone: String, name: String }

        static let mask = InputMask("(###) ###-####")
        static let form = FormValidator<Field>()
            .field(.phone, MaskValidator(mask).sanitizing(with: .digitsOnly.then(mask)))
            .field(.name, LengthValidator(1...20).sanitizing(with: .trimmingWhitespace))
        static let typed = form.producing(Contact.self)

        static func routes(_ app: Application) throws {
            app.post("values", validating: form) { _, values in "\(values[.phone])|\(values[.name])" }
            app.post("typed", validating: typed) { _, contact in "\(contact.phone)|\(contact.name)" }
            app.post("request-values") { request -> String in
                let values = try await request.validatedValues(form)
                return "\(values[.phone])|\(values[.name])"
            }
            app.post("request-parse") { request -> String in
                let contact = try await request.parse(typed)
                return "\(contact.phone)|\(contact.name)"
            }
        }

        @Test(
            "The handler receives (555) 123-4567 and Ada for 5551234567 and \"  Ada \"",
            arguments: ["/values", "/typed", "/request-values", "/request-parse"])
        func handlerReceivesSanitizedText(_ path: String) async throws {
            try await LoopbackServer.with(configure: Self.routes) { server in
                let answer = try await server.post(path, fields: ["phone": "5551234567", "name": "  Ada "])
                #expect(answer.status == .ok)
                #expect(String(decoding: answer.body, as: UTF8.self) == "(555) 123-4567|Ada")
            }
        }

        /// What a check was asked, across the requests of one test.
        actor Asked {
            private(set) var texts: [String] = []
            func add(_ text: String) { texts.append(text) }
        }

        enum Pair: String, Hashable, Sendable { case name, again }
        struct Names: Decodable, Sendable { var name: String, again: String }

        /// A name of at most 3 characters once trimmed, checked by `asked`, and a confirmation
        /// that must match it: raw, "  Ada " is too long and matches nothing.
        static func pairRoutes(_ asked: Asked) -> @Sendable (Application) throws -> Void {
            let isFree = AnyAsyncValidator<String>(failingWith: ValidationError(20_010)) { text in
                await asked.add(text)
                return true
            }
            let form = FormValidator<Pair>()
                .field(.name, LengthValidator(1...3).sanitizing(with: .trimmingWhitespace), check: isFree)
                .field(.again, RequiredValidator.required.sanitizing(with: .trimmingWhitespace))
                .rule(.matching(.again, .name))
            let typed = form.producing(Names.self)
            return { app in
                app.post("values", validating: form) { _, values in "\(values[.name])|\(values[.again])" }
                app.post("typed", validating: typed) { _, names in "\(names.name)|\(names.again)" }
                app.post("request-values") { request -> String in
                    let values = try await request.validatedValues(form)
                    return "\(values[.name])|\(values[.again])"
                }
                app.post("request-parse") { request -> String in
                    let names = try await request.parse(typed)
                    return "\(names.name)|\(names.again)"
                }
            }
        }

        @Test(
            "The check and the rule across fields judge the sanitized text, as the field's rules do",
            arguments: ["/values", "/typed", "/request-values", "/request-parse"])
        func checksAndRulesJudgeSanitizedText(_ path: String) async throws {
            let asked = Asked()
            try await LoopbackServer.with(configure: Self.pairRoutes(asked)) { server in
                let answer = try await server.post(path, fields: ["name": "  Ada ", "again": "Ada  "])
                #expect(answer.status == .ok, "\(String(decoding: answer.body, as: UTF8.self))")
                #expect(String(decoding: answer.body, as: UTF8.self) == "Ada|Ada")
            }
            #expect(await asked.texts == ["Ada"])
        }
    }
#endif
