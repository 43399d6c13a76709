#if Vapor
    import Vapor

    /// `POST /empty`, the load test's floor: answers without reading the body or validating
    /// anything, with the status and the number of body bytes its `X-Answer` header names
    /// (`X-Answer: 422 912`), so that `Benchmarks/server-load/run` can ask it for exactly the
    /// answers `/signup` gave and report each route as a fraction of it.
    enum EmptyRoute {
        /// The header naming the answer: a status and a body size, separated by a space.
        static let answerHeader = "X-Answer"

        /// Adds `POST /empty` to `routes`. Without a valid `X-Answer` it answers `204 No Content`.
        static func route(_ routes: some RoutesBuilder) {
            routes.on(.POST, "empty", body: .collect(maxSize: "64kb")) { request -> Response in
                guard let answer = request.headers.first(name: answerHeader).flatMap(Answer.init) else {
                    return Response(status: .noContent)
                }
                var headers = HTTPHeaders()
                headers.replaceOrAdd(name: .contentType, value: "application/json; charset=utf-8")
                return Response(
                    status: HTTPResponseStatus(statusCode: answer.status), headers: headers,
                    body: .init(string: String(repeating: " ", count: answer.bytes)))
            }
        }

        /// A status and a body size, read from `"422 912"`.
        struct Answer: Equatable {
            let status: Int
            let bytes: Int

            init?(_ header: String) {
                let parts = header.split(separator: " ")
                guard parts.count == 2, let status = Int(parts[0]), (200...599).contains(status),
                    let bytes = Int(parts[1]), (0...65_536).contains(bytes)
                else { return nil }
                self.status = status
                self.bytes = bytes
            }
        }
    }
#endif
