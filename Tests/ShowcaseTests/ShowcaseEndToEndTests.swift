import Foundation
import Testing

/// Runs the built `showcase` in a real terminal (tmux), types into it and reads the pane.
///
/// Needs tmux (`apt-get install -y tmux`); only its absence skips these tests.
@Suite("Showcase end to end in tmux", .serialized)
struct ShowcaseEndToEndTests {
    /// tmux on a private socket, so the tests never touch a user's sessions.
    private struct Tmux {
        let executable: String
        let socket = "patternkit-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let session = "showcase"

        /// Runs a tmux command and waits for it; returns what it printed.
        ///
        /// Spawned directly and reaped with `waitpid`: `new-session` starts a server that
        /// inherits the client's descriptors, which makes Foundation's `Process` wait forever.
        @discardableResult
        func run(_ arguments: [String]) throws -> String {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)")
                .path
            defer { try? FileManager.default.removeItem(atPath: output) }
            let quoted = ([executable, "-L", socket, "-f", "/dev/null"] + arguments)
                .map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
                .joined(separator: " ")
            let command = "\(quoted) > '\(output)' 2>/dev/null < /dev/null"
            var pid: pid_t = 0
            let parts: [String] = ["/bin/sh", "-c", command]
            let argv: [UnsafeMutablePointer<CChar>?] = parts.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else {
                throw POSIXError(.ECHILD)
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        }

        func pane() -> String {
            (try? run(["capture-pane", "-p", "-t", session])) ?? ""
        }

        /// Polls the pane until `text` appears (or ~20 s pass); returns the last capture.
        func waitFor(_ text: String) -> String {
            waitUntil { $0.contains(text) }
        }

        /// The pane once `condition` holds for it, or the last capture after 20 s.
        func waitUntil(_ condition: (String) -> Bool) -> String {
            var captured = ""
            for _ in 0..<200 {
                captured = pane()
                if condition(captured) { return captured }
                usleep(100_000)
            }
            return captured
        }

        func keys(_ keys: String...) throws {
            try run(["send-keys", "-t", session] + keys)
        }

        func killServer() {
            _ = try? run(["kill-server"])
        }
    }

    private static let tmuxPath: String? =
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux", "/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The package root, from this file's path.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The showcase beside the test bundle (`swift test` builds it), built now if missing.
    private static func showcaseExecutable() throws -> String {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On macOS the tests run inside an .xctest bundle; on Linux beside it.
        while directory.path != "/",
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent("showcase").path),
            directory.pathExtension == "xctest" || directory.lastPathComponent == "MacOS"
                || directory.lastPathComponent == "Contents"
        {
            directory = directory.deletingLastPathComponent()
        }
        let candidate = directory.appendingPathComponent("showcase").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--product", "showcase", "--package-path", packageRoot.path]
        try build.run()
        build.waitUntilExit()
        let built = packageRoot.appendingPathComponent(".build/debug/showcase").path
        guard FileManager.default.isExecutableFile(atPath: built) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: built])
        }
        return built
    }

    /// Starts `command` in a new 100×30 tmux session.
    private func start(_ command: String, tmux: Tmux) throws {
        try tmux.run([
            "new-session", "-d", "-s", tmux.session, "-x", "100", "-y", "30",
            "env TERM=xterm-256color LANG=en_US.UTF-8 LC_ALL=en_US.UTF-8 LANGUAGE=en sh -c '\(command)'",
        ])
    }

    @Test(
        "type 12a in the numeric field, press Tab: the article's alert is on screen",
        .enabled(if: tmuxPath != nil, "tmux is not installed: apt-get install -y tmux"))
    func numericAlert() throws {
        let tmux = Tmux(executable: try #require(Self.tmuxPath))
        defer { tmux.killServer() }
        let showcase = try Self.showcaseExecutable()
        try start("\(showcase); sleep 30", tmux: tmux)
        let first = tmux.waitFor("Numbers only")
        #expect(first.contains("Numbers only"), "the showcase did not start:\n\(first)")
        try tmux.keys("12a")
        try tmux.keys("Tab")
        let pane = tmux.waitFor("Input Validation Failed")
        #expect(pane.contains("Input Validation Failed"), "pane:\n\(pane)")
        #expect(pane.contains("The input can contain only numerical values"), "pane:\n\(pane)")
        try tmux.keys("Enter")
        // "✗ Numbers" is drawn under the alert too: wait for the alert itself to go.
        let closed = tmux.waitUntil { !$0.contains("Input Validation Failed") }
        #expect(closed.contains("✗ Numbers"), "the field's message stays:\n\(closed)")
        #expect(!closed.contains("Input Validation Failed"), "the alert closes on Enter:\n\(closed)")
    }

    @Test(
        "Ctrl-C and SIGTERM leave the terminal as it was",
        .enabled(if: tmuxPath != nil, "tmux is not installed: apt-get install -y tmux"),
        arguments: ["ctrl-c", "sigterm"])
    func terminalRestored(how: String) throws {
        let tmux = Tmux(executable: try #require(Self.tmuxPath))
        defer { tmux.killServer() }
        let showcase = try Self.showcaseExecutable()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(tmux.socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = directory.appendingPathComponent("before").path
        let after = directory.appendingPathComponent("after").path
        let pidFile = directory.appendingPathComponent("pid").path
        // The inner shell writes its process id, then becomes the showcase (in the
        // foreground, reading the terminal).
        try start(
            "stty -g > \(before); sh -c \"echo \\$\\$ > \(pidFile); exec \(showcase)\"; stty -g > \(after); echo RESTORED; sleep 30",
            tmux: tmux)
        _ = tmux.waitFor("Numbers only")
        if how == "ctrl-c" {
            try tmux.keys("C-c")
        } else {
            let pid = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(
                in: .whitespacesAndNewlines)
            kill(pid_t(pid) ?? 0, SIGTERM)
        }
        let pane = tmux.waitFor("RESTORED")
        #expect(pane.contains("RESTORED"), "the shell did not get the terminal back:\n\(pane)")
        #expect(!pane.contains("Numbers only"), "the alternate screen was left")
        let settingsBefore = try String(contentsOfFile: before, encoding: .utf8)
        let settingsAfter = try String(contentsOfFile: after, encoding: .utf8)
        #expect(settingsBefore == settingsAfter, "termios settings differ after \(how)")
    }
}

/// The command line, outside tmux: no terminal is needed to refuse an option.
extension ShowcaseEndToEndTests {
    @Test("`showcase --bogus` prints the usage to standard error and exits 64 (EX_USAGE), playing nothing")
    func unknownOptionExits() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.showcaseExecutable())
        process.arguments = ["--bogus"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(printed.isEmpty, "no demo frames")
        #expect(complaint.contains("unknown option “--bogus”"))
        #expect(complaint.contains("usage: showcase [--demo] [--server URL]"))
    }
}
