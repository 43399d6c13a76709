import Foundation
import Testing

@testable import ShowcaseKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal pair, so raw mode can be tested without a real terminal.
private struct PseudoTerminal {
    let primary: Int32
    let secondary: Int32
    let path: String

    init() throws {
        #if os(Linux)
            // posix_openpt and friends are not in the Glibc module: do what they do.
            let opened = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            let unlocked = withUnsafeMutablePointer(to: &unlock) { ioctl(opened, 0x4004_5431, $0) }  // TIOCSPTLCK
            let numbered = withUnsafeMutablePointer(to: &number) { ioctl(opened, 0x8004_5430, $0) }  // TIOCGPTN
            guard opened >= 0, unlocked == 0, numbered == 0 else { throw POSIXError(.ENODEV) }
            primary = opened
            path = "/dev/pts/\(number)"
        #else
            primary = posix_openpt(O_RDWR | O_NOCTTY)
            guard primary >= 0, grantpt(primary) == 0, unlockpt(primary) == 0, let name = ptsname(primary) else {
                throw POSIXError(.ENODEV)
            }
            path = String(cString: name)
        #endif
        secondary = open(path, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { throw POSIXError(.ENODEV) }
    }

    func settings() -> termios {
        var settings = termios()
        tcgetattr(secondary, &settings)
        return settings
    }

    /// Everything the app wrote to the terminal so far.
    func drainOutput() -> String {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 100) > 0 {
            let count = read(primary, &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        return String(decoding: output, as: UTF8.self)
    }

    func close() {
        _ = closeDescriptor(secondary)
        _ = closeDescriptor(primary)
    }
}

private func closeDescriptor(_ fd: Int32) -> Int32 { close(fd) }

private func isCanonical(_ settings: termios) -> Bool {
    settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
}

@Suite("Terminal session: raw mode and restore", .serialized)
struct TerminalSessionTests {
    @Test("raw mode is entered and the original settings come back on close")
    func rawModeAndRestore() throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        #expect(isCanonical(pty.settings()))
        let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
        #expect(!isCanonical(pty.settings()))
        #expect(pty.settings().c_lflag & tcflag_t(ISIG) == 0, "Ctrl-C must arrive as a key")
        session.close()
        #expect(isCanonical(pty.settings()))
        let output = pty.drainOutput()
        #expect(output.contains("\u{1B}[?1049h") && output.contains("\u{1B}[?1049l"))
        #expect(output.contains("\u{1B}[?25h"), "the cursor is shown again")
        #expect(output.contains("\u{1B}[?2004l"), "bracketed paste is turned off again")
        session.close()  // idempotent
        #expect(isCanonical(pty.settings()))
    }

    @Test("a session that is released without close still restores the terminal")
    func restoreOnRelease() throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        do {
            let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
            #expect(!isCanonical(pty.settings()))
            _ = session
        }
        #expect(isCanonical(pty.settings()))
    }

    @Test("keys typed at the terminal arrive decoded; the terminal's size is read")
    func events() async throws {
        let pty = try PseudoTerminal()
        defer { pty.close() }
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(pty.primary, UInt(TIOCSWINSZ), $0) }
        let session = try TerminalSession(input: pty.secondary, output: pty.secondary)
        defer { session.close() }
        #expect(session.size() == TerminalSize(columns: 100, rows: 30))
        let stream = session.events()
        let typed = Array("1日\u{1B}[Z\u{03}".utf8)
        _ = typed.withUnsafeBytes { write(pty.primary, $0.baseAddress, $0.count) }
        var received: [TerminalEvent] = []
        for await event in stream {
            received.append(event)
            if received.count == 4 { break }
        }
        #expect(
            received == [
                .key(KeyEvent(.character("1"))), .key(KeyEvent(.character("日"))),
                .key(KeyEvent(.backTab)), .key(.control("c")),
            ])
    }

    @Test("not a terminal: the session refuses to start and changes nothing")
    func notATerminal() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            _ = closeDescriptor(ends[0])
            _ = closeDescriptor(ends[1])
        }
        #expect(throws: TerminalSession.Failure.notATerminal) {
            try TerminalSession(input: ends[0], output: ends[1])
        }
        #expect(!TerminalSession.isInteractive(input: ends[0], output: ends[1]))
    }

    @Test(
        "capabilities: NO_COLOR turns colour off, TERM=dumb turns escape codes off",
        arguments: [
            (["TERM": "xterm-256color"], true, true),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], false, true),
            (["TERM": "xterm-256color", "NO_COLOR": ""], true, true),
            (["TERM": "dumb"], false, false),
            ([:], false, false),
        ])
    func capabilities(environment: [String: String], colors: Bool, addressing: Bool) {
        let capabilities = TerminalCapabilities(environment: environment)
        #expect(capabilities.colors == colors)
        #expect(capabilities.cursorAddressing == addressing)
    }

    #if !os(Windows)
        @Test("a handler that crashes (fatalError) still leaves the terminal restored")
        func restoreOnCrash() async throws {
            let pty = try PseudoTerminal()
            defer { pty.close() }
            // Exit tests cannot capture values: the child finds the terminal by name.
            setenv("TERMINALUI_TEST_PTY", pty.path, 1)
            await #expect(processExitsWith: .failure) {
                let fd = open(ProcessInfo.processInfo.environment["TERMINALUI_TEST_PTY"] ?? "", O_RDWR | O_NOCTTY)
                let session = try? TerminalSession(input: fd, output: fd)
                withExtendedLifetime(session) {
                    fatalError("a failing handler")
                }
            }
            #expect(isCanonical(pty.settings()))
            #expect(pty.drainOutput().contains("\u{1B}[?1049l"))
        }

        @Test("SIGTERM, SIGINT and SIGHUP leave the terminal restored", arguments: [SIGTERM, SIGINT, SIGHUP])
        func restoreOnSignal(signal: Int32) async throws {
            let pty = try PseudoTerminal()
            defer { pty.close() }
            setenv("TERMINALUI_TEST_PTY", pty.path, 1)
            setenv("TERMINALUI_TEST_SIGNAL", String(signal), 1)
            await #expect(processExitsWith: .signal(signal)) {
                let environment = ProcessInfo.processInfo.environment
                let fd = open(environment["TERMINALUI_TEST_PTY"] ?? "", O_RDWR | O_NOCTTY)
                let session = try? TerminalSession(input: fd, output: fd)
                withExtendedLifetime(session) {
                    _ = kill(getpid(), Int32(environment["TERMINALUI_TEST_SIGNAL"] ?? "") ?? SIGKILL)
                    sleep(5)
                }
            }
            #expect(isCanonical(pty.settings()))
        }
    #endif
}
