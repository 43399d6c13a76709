/// One step of a scripted session: keys to press and a caption saying what they show.
///
/// ```swift
/// ScriptStep("Type letters into the numeric field", keys: KeyEvent.typing("12a"))
/// ```
///
/// A step whose keys start background work — an asynchronous check, a debounced search —
/// can wait for it with ``settle`` before its frame is printed, so the frame shows a known
/// state instead of whatever the scheduler got to:
///
/// ```swift
/// ScriptStep("One second later the server answers", keys: []) {
///     await form.advanceClock(by: 1)   // a virtual clock: no real waiting
/// }
/// ```
package struct ScriptStep: Sendable {
    /// What the step demonstrates, printed above its frame.
    package var caption: String
    /// The keys pressed, in order.
    package var keys: [KeyEvent]
    /// Awaited after the keys and before the frame is printed; `nil` for none.
    package var settle: (@MainActor @Sendable () async -> Void)?

    /// A step pressing `keys`, then awaiting `settle`.
    package init(_ caption: String, keys: [KeyEvent], settle: (@MainActor @Sendable () async -> Void)? = nil) {
        self.caption = caption
        self.keys = keys
        self.settle = settle
    }

    /// A step typing `text` character by character, then pressing `then`, then awaiting `settle`.
    package init(
        _ caption: String, typing text: String, then more: [KeyEvent] = [],
        settle: (@MainActor @Sendable () async -> Void)? = nil
    ) {
        self.init(caption, keys: KeyEvent.typing(text) + more, settle: settle)
    }
}
