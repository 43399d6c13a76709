#if Vapor
    import Foundation
    import NIOHTTP1
    import PatternKitValidation
    import PatternKitVapor
    import Testing
    import Vapor

    /// Issue 37: a `FormOutputError` at request time — the app's own `init(from:)` refusing
    /// values the form accepted — is the server's fault: `500` in the wire form
    /// (`serverError`, 1587), never an opaque body, and nothing of the type in the answer.
    @Suite("A type that refuses valid values is answered 500 in the wire form")
    struct FormOutputErrorAnswerTests {
        enum Field: String, Hashable, Sendable { case seats }

        /// Accepts at most 10 seats, whatever the form allows.
        struct Booking: Decodable, Sendable {
            struct TooMany: Error {}
            enum CodingKeys: String, CodingKey { case seats }
            var seats: Int

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                seats = try container.decode(Int.self, forKey: .seats)
                guard seats <= 10 else { throw TooMany() }
            }
        }

        static let form = FormValidator<Field>().field(.seats, as: Int.self, .range(1...100)).producing(Booking.self)

        static func routes(_ app: Application) throws {
            app.post("route", validating: form) { _, booking in "\(booking.seats)" }
            // A validating route whose handler decodes the type itself.
            app.post("handler", validating: form.validator) { _, values in "\(try form.output(from: values).seats)" }
            app.grouped(FormRejectionMiddleware()).post("parse") { request -> String in
                "\(try await request.parse(form).seats)"
            }
            // TypedForm.parse in a route of the app's own, behind the middleware and without it.
            app.grouped(FormRejectionMiddleware()).post("own", use: parsedByHand)
            app.post("vapor", use: parsedByHand)
        }

        /// The seats of the request's body, read and parsed by the app's own code.
        @Sendable static func parsedByHand(_ request: Request) async throws -> String {
            let values = try FormValues(json: Data(request.body.string?.utf8 ?? "".utf8), form: form.validator)
            return "\(try await form.parse(values).seats)"
        }

        @Test(
            "answered 500 in the wire form, the cause only in the log",
            arguments: ["/route", "/handler", "/parse", "/own"])
        func wireForm(_ path: String) async throws {
            try await LoopbackServer.with(configure: Self.routes) { server in
                #expect(
                    String(decoding: try await server.post(path, body: Data(#"{"seats": 3}"#.utf8)).body, as: UTF8.self)
                        == "3")
                let answer = try await server.post(path, body: Data(#"{"seats": 11}"#.utf8), acceptLanguage: "es")
                #expect(answer.status == .internalServerError)
                #expect(answer.headers.first(name: "X-Content-Type-Options") == "nosniff")
                let report = try ValidationFailureReport(json: answer.body)
                #expect(report.failures.map(\.code) == [ValidationError.Code.serverError.rawValue])
                #expect(report.failures.map(\.message) == ["El servidor no pudo procesar el formulario"])
                let text = String(decoding: answer.body, as: UTF8.self)
                #expect(!text.contains("Booking") && !text.contains("TooMany"))
            }
        }

        @Test("without the middleware, Vapor's ErrorMiddleware answers 500 with a reason that names nothing")
        func abortError() async throws {
            try await LoopbackServer.with(configure: Self.routes) { server in
                let answer = try await server.post("/vapor", body: Data(#"{"seats": 11}"#.utf8))
                #expect(answer.status == .internalServerError)
                #expect(answer.jsonObject?["reason"] as? String == "The server could not process the form")
                #expect(answer.headers.first(name: "X-Content-Type-Options") == "nosniff")
            }
        }
    }
#endif
