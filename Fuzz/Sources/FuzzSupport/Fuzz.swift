import CFuzzerDriver
import Foundation

/// Checks and the libFuzzer driver shared by the fuzz targets.
///
/// A broken promise prints what was expected and traps; libFuzzer then saves the input as
/// `crash-<sha1>` (run the target with that file as its argument to reproduce it).
public enum Fuzz {
    /// The size long inputs are grown to: the library promises linear time up to here.
    public static let longInputBytes = 200_000

    /// The most one check may take on one input, long inputs included.
    ///
    /// The promise is 50 ms for an optimized build; these targets always run under
    /// AddressSanitizer, which makes the same code about three times slower, so the check
    /// allows 150 ms of CPU time, or `FUZZ_TIME_LIMIT_MS` milliseconds when set. The 50 ms
    /// themselves are measured without sanitizers (Fuzz/README.md, "Long inputs").
    public static let timeLimit: Duration = .milliseconds(
        Int(ProcessInfo.processInfo.environment["FUZZ_TIME_LIMIT_MS"] ?? "") ?? 150
    )

    /// Whether known findings trap too (`FUZZ_STRICT=1`), as once they are fixed.
    public static let isStrict = ProcessInfo.processInfo.environment["FUZZ_STRICT"] == "1"

    /// Known findings already met in this run, reported once each (single-threaded).
    nonisolated(unsafe) private static var reportedKnown: Set<String> = []

    /// Runs libFuzzer on `test`: call it from the target's `<Target>_main`.
    public static func main(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32 {
        var argc = argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return LLVMFuzzerRunDriver(&argc, &argv, test)
    }

    /// Traps unless `condition` holds, printing `message`.
    public static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !condition() else { return }
        fail(message(), file: file, line: line)
    }

    /// Like ``require(_:_:file:line:)``, except that a failure matching a finding already
    /// filed (`known`, e.g. "issue 14 #4") is only reported once, unless ``isStrict``.
    public static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
        unless knownFinding: @autoclosure () -> Bool, known: String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !condition() else { return }
        if !isStrict, knownFinding() {
            if reportedKnown.insert(known).inserted {
                report("KNOWN FINDING (\(known)), not trapping (FUZZ_STRICT=1 traps): \(message())")
            }
            return
        }
        fail(message(), file: file, line: line)
    }

    /// Prints a broken promise and traps.
    public static func fail(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        report("BROKEN PROMISE at \(file):\(line): \(message)")
        fatalError("broken promise")
    }

    /// Writes a line to standard error, unbuffered (a trap follows).
    static func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Runs `body` and traps when it takes longer than `limit` twice in a row (a single
    /// slow run may be the machine; two mean the input). Time is this thread's CPU time, so
    /// other processes on a loaded machine do not count. `limit: nil` checks no time;
    /// `known` names a finding already filed for this check (reported once, unless strict).
    @discardableResult
    public static func timed<T>(
        _ label: String, size: Int, limit: Duration? = timeLimit, known: String? = nil,
        file: StaticString = #fileID, line: UInt = #line, _ body: () -> T
    ) -> T {
        let start = cpuTime()
        let result = body()
        if let limit, cpuTime() - start > limit {
            let again = cpuTime()
            _ = body()
            let elapsed = cpuTime() - again
            require(
                elapsed <= limit, "\(label) took \(elapsed) on \(size) UTF-8 bytes (limit \(limit))",
                unless: known != nil, known: known ?? "", file: file, line: line
            )
        }
        return result
    }

    /// The CPU time this thread has used.
    static func cpuTime() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    /// `text` repeated up to ``longInputBytes`` UTF-8 bytes (a little less).
    public static func lengthened(_ text: String) -> String {
        let size = text.utf8.count
        guard size > 0, size < longInputBytes else { return text }
        return String(repeating: text, count: longInputBytes / size)
    }

    /// `text` with non-printable and non-ASCII scalars escaped, for messages.
    public static func quoted(_ text: String, limit: Int = 200) -> String {
        var out = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\\", scalar != "\"" {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        let more = text.unicodeScalars.count > limit ? "…(\(text.utf8.count) bytes)" : ""
        return "\"" + out + "\"" + more
    }
}
