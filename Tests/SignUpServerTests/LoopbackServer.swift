#if Vapor
    import AsyncHTTPClient
    import Foundation
    import NIOCore
    import NIOHTTP1
    import Vapor
    import signup_server

    /// A server listening on a free loopback port, and an HTTP client that talks to it over
    /// real sockets. ``withSignUpServer(_:)`` and ``with(configure:_:)`` shut both down whatever the test does.
    struct LoopbackServer {
        /// An answer, as the client received it.
        struct Answer {
            var status: HTTPResponseStatus
            var headers: HTTPHeaders
            var body: Data

            /// The body as a JSON object (Vapor's error answers: `{"error": true, "reason": …}`).
            var jsonObject: [String: Any]? {
                (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
            }
        }

        let port: Int
        let client: HTTPClient
        /// The server's application (its database: `app.db`).
        let app: Application

        /// Runs `body` against the sign-up server, started in-process as `signup-server` starts it,
        /// its accounts in `store` (a new SQLite file, removed afterwards, unless set).
        static func withSignUpServer<Result>(
            store: AccountStore? = nil, checkTimeout: Duration = .seconds(5),
            checkLimit: (maximum: Int, window: Duration)? = nil, _ body: (LoopbackServer) async throws -> Result
        ) async throws -> Result {
            if let store {
                let (app, port) = try await SignUpServer.start(
                    store: store, checkTimeout: checkTimeout, checkLimit: checkLimit)
                return try await run(app: app, port: port, body)
            }
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            return try await withSignUpServer(
                store: folder.sqliteStore, checkTimeout: checkTimeout, checkLimit: checkLimit, body)
        }

        /// Runs `body` against an application that `configure` sets up (routes of a test's own).
        static func with<Result>(
            configure: (Application) throws -> Void, _ body: (LoopbackServer) async throws -> Result
        ) async throws -> Result {
            let app = try await Application.make(.testing)
            do {
                try configure(app)
                try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            } catch {
                try await SignUpServer.stop(app)
                throw error
            }
            guard let port = app.http.server.shared.localAddress?.port else {
                try await SignUpServer.stop(app)
                throw Abort(.internalServerError, reason: "no port")
            }
            return try await run(app: app, port: port, body)
        }

        private static func run<Result>(
            app: Application, port: Int, _ body: (LoopbackServer) async throws -> Result
        ) async throws -> Result {
            // Up to 64 connections, each request waiting up to a minute for one: the stores' tests
            // send hundreds of requests at once.
            var configuration = HTTPClient.Configuration(timeout: .init(connect: .seconds(60)))
            configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 64
            let client = HTTPClient(eventLoopGroup: MultiThreadedEventLoopGroup.singleton, configuration: configuration)
            let result: Swift.Result<Result, any Error>
            do {
                result = .success(try await body(LoopbackServer(port: port, client: client, app: app)))
            } catch {
                result = .failure(error)
            }
            try await client.shutdown()
            try await SignUpServer.stop(app)
            return try result.get()
        }

        /// Sends `body` to `path` with `POST`.
        func post(
            _ path: String = "/signup", body: Data, contentType: String? = "application/json",
            acceptLanguage: String? = nil, accept: String? = nil
        ) async throws -> Answer {
            var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
            request.method = .POST
            if let contentType { request.headers.add(name: "Content-Type", value: contentType) }
            if let acceptLanguage { request.headers.add(name: "Accept-Language", value: acceptLanguage) }
            if let accept { request.headers.add(name: "Accept", value: accept) }
            request.body = .bytes(ByteBuffer(bytes: body))
            let response = try await client.execute(request, timeout: .seconds(60))
            let buffer = try await response.body.collect(upTo: 1 << 20)
            return Answer(status: response.status, headers: response.headers, body: Data(buffer.readableBytesView))
        }

        /// Sends a `GET` to `path` (with its query string).
        func get(_ path: String, acceptLanguage: String? = nil, ifNoneMatch: String? = nil) async throws -> Answer {
            var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
            request.method = .GET
            if let acceptLanguage { request.headers.add(name: "Accept-Language", value: acceptLanguage) }
            if let ifNoneMatch { request.headers.add(name: "If-None-Match", value: ifNoneMatch) }
            let response = try await client.execute(request, timeout: .seconds(60))
            let buffer = try await response.body.collect(upTo: 1 << 20)
            return Answer(status: response.status, headers: response.headers, body: Data(buffer.readableBytesView))
        }

        /// Sends `fields` as a JSON object to `path` with `POST`.
        func post(
            _ path: String = "/signup", fields: [String: String], acceptLanguage: String? = nil
        ) async throws -> Answer {
            try await post(path, body: SignUpForms.json(fields), acceptLanguage: acceptLanguage)
        }
    }
#endif
