/// Something that happened at the terminal: a key, a resize, or the end of input.
package enum TerminalEvent: Hashable, Sendable {
    /// A key press or a paste.
    case key(KeyEvent)
    /// The window changed size.
    case resize(TerminalSize)
    /// Standard input closed; the app should finish.
    case endOfInput
}
