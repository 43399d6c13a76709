#if Vapor
    import FluentSQLiteDriver
    import Foundation
    import NIOPosix

    /// Another program's write transaction on an SQLite file: while it is held, the sign-up
    /// server's inserts wait for the lock (its `busy_timeout`), then fail, as against a store
    /// that cannot take a write.
    /// It has a thread pool of its own, so that ending it never waits for the server's.
    final class SQLiteWriteLock: Sendable {
        private let connection: SQLiteConnection
        private let threadPool: NIOThreadPool

        private init(connection: SQLiteConnection, threadPool: NIOThreadPool) {
            self.connection = connection
            self.threadPool = threadPool
        }

        /// Takes the lock on the file at `path`.
        static func take(path: String) async throws -> SQLiteWriteLock {
            let threadPool = NIOThreadPool(numberOfThreads: 1)
            threadPool.start()
            let connection = try await SQLiteConnection.open(
                storage: .file(path: path), threadPool: threadPool, on: MultiThreadedEventLoopGroup.singleton.any()
            ).get()
            _ = try await connection.query("BEGIN EXCLUSIVE").get()
            return SQLiteWriteLock(connection: connection, threadPool: threadPool)
        }

        /// Ends the transaction and closes the connection, which gives the lock up: the store
        /// answers again.
        func release() async throws {
            _ = try await connection.query("COMMIT").get()
            try await connection.close().get()
            try await threadPool.shutdownGracefully()
        }
    }
#endif
