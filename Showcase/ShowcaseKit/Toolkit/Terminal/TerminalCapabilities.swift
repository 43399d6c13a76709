/// What the terminal can show, decided from the environment.
///
/// - `NO_COLOR` set to any non-empty value turns colour off (https://no-color.org);
///   attributes such as inverse and bold stay, so focus remains visible.
/// - `TERM=dumb` (or no `TERM` at all) means the terminal cannot move its cursor:
///   colour is off and frames are printed one after another as plain text.
package struct TerminalCapabilities: Hashable, Sendable {
    /// Whether colour sequences may be sent.
    package var colors: Bool
    /// Whether the terminal understands cursor movement and attributes; when `false`,
    /// output is plain text frames with no escape codes.
    package var cursorAddressing: Bool

    /// Capabilities given explicitly.
    package init(colors: Bool, cursorAddressing: Bool) {
        self.colors = colors && cursorAddressing
        self.cursorAddressing = cursorAddressing
    }

    /// Capabilities read from environment variables (`TERM`, `NO_COLOR`).
    ///
    /// ```swift
    /// TerminalCapabilities(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    /// // colors: false, cursorAddressing: true
    /// ```
    package init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let dumb = term.isEmpty || term == "dumb"
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        self.init(colors: !noColor, cursorAddressing: !dumb)
    }

    /// Plain text only: what the demo prints and what a dumb terminal gets.
    package static let plainText = TerminalCapabilities(colors: false, cursorAddressing: false)
}
