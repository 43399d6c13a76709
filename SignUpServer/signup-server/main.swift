// `swift run --traits Vapor signup-server [--port N] [--host 127.0.0.1] [--database FILE]`: the
// showcase's sign-up rules served on loopback (POST /signup), accounts stored in SQLite (or
// PostgreSQL with DATABASE_URL), failures answered 422 with the wire form.
import Foundation

#if Vapor
    import Vapor

    let options: ServerOptions
    do {
        options = try ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("signup-server: \(error)\n\n\(ServerOptions.usage)\n".utf8))
        exit(2)
    }
    if options.showsHelp {
        print(ServerOptions.usage)
        exit(0)
    }

    var environment = Environment(
        name: "production", arguments: [CommandLine.arguments[0]] + (options.logLevel.map { ["--log", $0] } ?? []))
    try LoggingSystem.bootstrap(from: &environment)
    let app = try await Application.make(environment)
    let store = options.store(environment: ProcessInfo.processInfo.environment)
    app.http.server.configuration.hostname = options.host
    app.http.server.configuration.port = options.port
    do {
        try await SignUpServer.configure(
            app, store: store, passwordCost: options.passwordCost,
            checkLimit: options.checkLimit > 0 ? (options.checkLimit, .seconds(options.checkWindow)) : nil)
        app.logger.notice("Accounts are kept in \(store)")
        try await app.execute()
        try await app.asyncShutdown()
    } catch {
        app.logger.critical("signup-server stopped: \(String(reflecting: error))")
        try? await app.asyncShutdown()
        exit(1)
    }
#else
    FileHandle.standardError.write(
        Data(
            """
            signup-server is built only with the package's Vapor trait (off by default). Run it with:
                swift run --traits Vapor signup-server [--port 8080] [--host 127.0.0.1] [--database FILE]

            """.utf8))
    exit(1)
#endif
