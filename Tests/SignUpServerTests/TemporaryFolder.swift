#if Vapor
    import Foundation
    import signup_server

    /// A new folder under the system's temporary folder, for a test's SQLite files.
    struct TemporaryFolder {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("signup-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        /// The accounts in `accounts.sqlite` in this folder.
        var sqliteStore: AccountStore { .sqlite(path: url.appendingPathComponent("accounts.sqlite").path) }

        func remove() {
            try? FileManager.default.removeItem(at: url)
        }
    }
#endif
