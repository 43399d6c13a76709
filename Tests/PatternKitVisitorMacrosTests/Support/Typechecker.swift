import Foundation

/// Type-checks a snippet of Swift against this package's freshly built `PatternKitVisitors` and
/// `PatternKitVisitorMacros` modules (and the macro plug-in), with the same compiler, so tests can
/// assert that some code does *not* compile.
struct Typechecker {
    /// What the compiler said.
    struct Outcome {
        let succeeded: Bool
        let output: String
    }

    /// Why a snippet could not be checked at all.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    let swiftc: URL
    let modules: URL
    let plugin: URL

    /// Finds the compiler on `PATH` and the build products beside the running test binary
    /// (or in the package's `.build/debug`).
    init(
        packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    ) throws {
        let fileManager = FileManager.default
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard
            let swiftc = path.split(separator: ":")
                .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
                .first(where: { fileManager.isExecutableFile(atPath: $0.path) })
        else { throw SetupError(description: "no swiftc on PATH (\(path))") }

        let binary = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        let candidates = [
            binary.deletingLastPathComponent(),
            packageRoot.appendingPathComponent(".build/debug"),
        ]
        guard
            let products = candidates.first(where: {
                fileManager.fileExists(
                    atPath: $0.appendingPathComponent("Modules/PatternKitVisitorMacros.swiftmodule").path)
            })
        else {
            throw SetupError(description: "no built PatternKitVisitorMacros module in \(candidates.map(\.path))")
        }
        self.swiftc = swiftc
        self.modules = products.appendingPathComponent("Modules")
        self.plugin = products.appendingPathComponent("PatternKitVisitorMacrosPlugin-tool")
    }

    /// Type-checks `source` in Swift 6 mode.
    func check(_ source: String) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("visitors-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = swiftc
        process.arguments = [
            "-typecheck", "-swift-version", "6",
            "-I", modules.path,
            "-load-plugin-executable", "\(plugin.path)#PatternKitVisitorMacrosPlugin",
            "-module-cache-path", directory.appendingPathComponent("cache").path,
            file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }
}
