import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real terminal in raw mode: keys arrive one by one, output is drawn in place.
///
/// Starting a session saves the terminal's settings, switches to raw mode (no echo, no
/// line buffering, Ctrl-C delivered as a key), enters the alternate screen, hides the
/// cursor and turns on bracketed paste. ``close()`` undoes all of it — and so do `exit`,
/// SIGINT, SIGTERM, SIGHUP and a crashing handler (see <doc:TheTerminalLayer>).
///
/// ```swift
/// let session = try TerminalSession()
/// defer { session.close() }
/// for await event in session.events() { … }
/// ```
package final class TerminalSession: @unchecked Sendable {
    /// Why a session could not start.
    package enum Failure: Error, Equatable {
        /// Standard input or output is not a terminal.
        case notATerminal
        /// `tcgetattr`/`tcsetattr` failed with this `errno`.
        case settingsUnavailable(errno: Int32)
    }

    /// The descriptor keys are read from.
    package let input: Int32
    /// The descriptor frames are written to.
    package let output: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let lock = NSLock()
    private var closed = false

    /// Sequences that set the screen up, and the ones that undo them (in reverse order).
    static let setupSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J"
    static let restoreSequence = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Whether both descriptors are terminals, so an interactive session can run.
    package static func isInteractive(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// Enters raw mode on `input` and prepares `output`; with `alternateScreen` false the
    /// screen set-up sequences are left out (for a dumb terminal).
    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, alternateScreen: Bool = true) throws {
        guard isatty(input) == 1 else { throw Failure.notATerminal }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw Failure.settingsUnavailable(errno: errno) }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure.settingsUnavailable(errno: errno) }
        self.input = input
        self.output = output
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        TerminalRestorer.arm(
            fd: input, original: original,
            restoreSequence: alternateScreen ? Self.restoreSequence : "")
        var raw = Self.rawSettings(from: original)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            TerminalRestorer.restore()
            throw Failure.settingsUnavailable(errno: code)
        }
        resizeWakeDescriptor = wakeWrite
        TerminalRestorer.installHandler(SIGWINCH) { _ in
            var byte = UInt8(ascii: "w")
            _ = systemWrite(resizeWakeDescriptor, &byte, 1)
        }
        if alternateScreen { write(Self.setupSequence) }
    }

    deinit {
        close()
    }

    /// `termios` for raw input: no echo, no canonical lines, no signals from keys, no
    /// flow control, no CR→NL translation, 8-bit; output post-processing is kept.
    static func rawSettings(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return raw
    }

    /// The terminal's current size, from `TIOCGWINSZ` (80×24 when unknown).
    package func size() -> TerminalSize {
        var window = winsize()
        let result = withUnsafeMutablePointer(to: &window) { ioctl(output, UInt(TIOCGWINSZ), $0) }
        guard result == 0, window.ws_col > 0, window.ws_row > 0 else { return .standard }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    /// Writes `text` completely (retrying short writes and interrupted calls).
    package func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(output, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
        bytes.removeAll()
    }

    /// Keys and resizes as they happen, read on a background thread.
    ///
    /// The stream ends after ``TerminalEvent/endOfInput`` or when the session closes.
    /// A lone Escape is recognised after 50 ms without a following byte.
    package func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let input = input
        let wake = wakeRead
        let session = self
        let thread = Thread {
            var decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 4096)
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            while true {
                let timeout: Int32 = decoder.hasPendingInput ? 50 : -1
                let ready = poll(&descriptors, 2, timeout)
                if ready < 0 {
                    if errno == EINTR { continue }
                    break
                }
                if ready == 0 {
                    decoder.flush().forEach { continuation.yield(.key($0)) }
                    continue
                }
                if descriptors[1].revents != 0 {
                    var byte: UInt8 = 0
                    _ = read(wake, &byte, 1)
                    if byte == UInt8(ascii: "q") { break }
                    continuation.yield(.resize(session.size()))
                }
                if descriptors[0].revents != 0 {
                    let count = read(input, &buffer, buffer.count)
                    if count < 0, errno == EINTR || errno == EAGAIN { continue }
                    if count <= 0 {
                        decoder.flush().forEach { continuation.yield(.key($0)) }
                        continuation.yield(.endOfInput)
                        break
                    }
                    decoder.decode(buffer[0..<count]).forEach { continuation.yield(.key($0)) }
                }
            }
            continuation.finish()
        }
        thread.name = "showcase terminal input"
        thread.start()
        return stream
    }

    /// Leaves raw mode and the alternate screen and stops the input thread. Idempotent.
    package func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        var byte = UInt8(ascii: "q")
        _ = systemWrite(wakeWrite, &byte, 1)
        TerminalRestorer.restore()
    }
}

/// The write end of the pipe that wakes the input thread on SIGWINCH.
nonisolated(unsafe) private var resizeWakeDescriptor: Int32 = -1

/// The C `write`, named apart from ``TerminalSession/write(_:)``.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
