#if Vapor
    import Foundation
    import PatternKitVapor
    import Vapor

    /// `GET /signup/schema`: the sign-up form's JSON Schema (`TypedForm.jsonSchema(id:title:)`),
    /// for the clients that are not Swift — a web app, an Android app — to check what the form
    /// checks before they send it. The same bytes for as long as the server runs, so an answer
    /// can be kept: `ETag` (a hash of the bytes) and `Cache-Control`, and `304 Not Modified` to
    /// an `If-None-Match` naming it. The document's `x-patternkit-version` is the wire form's
    /// version in which failures are answered; a change of the rules changes the `ETag`.
    enum SchemaRoute {
        /// The path the schema is served at.
        static let path: [PathComponent] = ["signup", "schema"]

        /// Adds `GET /signup/schema` to `routes`, answering `schema`.
        static func route(_ routes: some RoutesBuilder, schema: Data) {
            let etag = "\"\(fingerprint(of: schema))\""
            routes.get(path) { request -> Response in
                var headers = HTTPHeaders()
                headers.replaceOrAdd(name: .eTag, value: etag)
                headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=300")
                headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
                let tags = request.headers[.ifNoneMatch].flatMap { $0.split(separator: ",") }
                if tags.contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) {
                    return Response(status: .notModified, headers: headers)
                }
                headers.replaceOrAdd(name: .contentType, value: "application/schema+json")
                return Response(status: .ok, headers: headers, body: .init(data: schema))
            }
        }

        /// A 64-bit FNV-1a hash of `bytes`, in hexadecimal: the same for the same schema.
        static func fingerprint(of bytes: Data) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            return String(hash, radix: 16)
        }
    }
#endif
