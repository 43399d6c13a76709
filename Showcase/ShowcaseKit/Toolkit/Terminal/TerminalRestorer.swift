#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back the way it was — from normal code, `exit`, or a signal handler.
///
/// Everything the restore needs (the saved `termios`, the bytes that leave the alternate
/// screen and show the cursor) is stored before raw mode starts, in memory a signal
/// handler may read, and the restore itself only calls `write` and `tcsetattr`, which
/// are async-signal-safe. It runs at most once per arming.
///
/// Signals covered: SIGINT, SIGTERM, SIGHUP, SIGQUIT (the terminal is restored, then the
/// signal takes its previous course, so the exit status says what happened), and the
/// crash signals SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE (a failing handler:
/// `fatalError`, a failed precondition, a bad unwrap), whose previous handler — Swift's
/// backtracer, say — still runs afterwards.
enum TerminalRestorer {
    /// Signals that end the process and must find the terminal restored.
    static let fatalSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
    ]

    /// Saves `original` as the state to restore on `fd`, with `restoreSequence` written
    /// first, and installs the signal and exit hooks.
    static func arm(fd: Int32, original: termios, restoreSequence: String) {
        let bytes = Array(restoreSequence.utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        let old = restoreState.bytes
        restoreState = RestoreState(fd: fd, settings: original, bytes: buffer, count: bytes.count, armed: 1)
        old?.deallocate()
        if !hooksInstalled {
            hooksInstalled = true
            atexit { restoreTerminalNow() }
            for signal in fatalSignals {
                var previous = sigaction()
                sigaction(signal, nil, &previous)
                if isIgnored(previous) { continue }
                previousActions[Int(signal)] = previous
                installHandler(signal) { signal in
                    restoreTerminalNow()
                    var previous = previousActions[Int(signal)]
                    sigaction(signal, &previous, nil)
                    raise(signal)
                }
            }
        }
    }

    /// Restores now (idempotent): the normal-exit path.
    static func restore() {
        restoreTerminalNow()
    }

    /// Whether a restore is pending.
    static var isArmed: Bool { restoreState.armed != 0 }

    /// Installs a plain C handler for `signal` (no `SA_SIGINFO`); system calls it
    /// interrupts are restarted.
    static func installHandler(_ signal: Int32, _ handler: @escaping @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_RESTART)
        sigaction(signal, &action, nil)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #else
            let handler = action.__sigaction_handler.sa_handler
        #endif
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
    }
}

/// What a restore needs, readable from a signal handler.
private struct RestoreState {
    var fd: Int32 = -1
    var settings = termios()
    var bytes: UnsafeMutablePointer<UInt8>?
    var count = 0
    var armed: Int32 = 0
}

nonisolated(unsafe) private var restoreState = RestoreState()
nonisolated(unsafe) private var hooksInstalled = false
nonisolated(unsafe) private var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)

/// The async-signal-safe restore: a `write` and a `tcsetattr`, once.
private func restoreTerminalNow() {
    guard restoreState.armed != 0 else { return }
    restoreState.armed = 0
    if let bytes = restoreState.bytes, restoreState.count > 0 {
        _ = write(restoreState.fd, bytes, restoreState.count)
    }
    var settings = restoreState.settings
    _ = tcsetattr(restoreState.fd, TCSANOW, &settings)
}
