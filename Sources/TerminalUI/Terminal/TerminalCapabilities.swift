/// What the terminal can show, decided from the environment.
///
/// - `NO_COLOR` set to any non-empty value turns colour off (https://no-color.org);
///   attributes such as inverse and bold stay, so focus remains visible.
/// - `TERM=dumb` (or no `TERM` at all) means the terminal cannot move its cursor:
///   colour is off and frames are printed one after another as plain text.
public struct TerminalCapabilities: Hashable, Sendable {
    /// Whether colour sequences may be sent.
    public var colors: Bool
    /// Whether the terminal understands cursor movement and attributes; when `false`,
    /// output is plain text frames with no escape codes.
    public var cursorAddressing: Bool

    /// Capabilities given explicitly.
    public init(colors: Bool, cursorAddressing: Bool) {
        self.colors = colors && cursorAddressing
        self.cursorAddressing = cursorAddressing
    }

    /// Capabilities read from environment variables (`TERM`, `NO_COLOR`).
    ///
    /// ```swift
    /// TerminalCapabilities(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    /// // colors: false, cursorAddressing: true
    /// ```
    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let dumb = term.isEmpty || term == "dumb"
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        self.init(colors: !noColor, cursorAddressing: !dumb)
    }

    /// Plain text only: what the demo prints and what a dumb terminal gets.
    public static let plainText = TerminalCapabilities(colors: false, cursorAddressing: false)
}
