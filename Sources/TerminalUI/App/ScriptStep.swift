/// One step of a scripted session: keys to press and a caption saying what they show.
///
/// ```swift
/// ScriptStep("Type letters into the numeric field", keys: KeyEvent.typing("12a"))
/// ```
public struct ScriptStep: Sendable {
    /// What the step demonstrates, printed above its frame.
    public var caption: String
    /// The keys pressed, in order.
    public var keys: [KeyEvent]

    /// A step pressing `keys`.
    public init(_ caption: String, keys: [KeyEvent]) {
        self.caption = caption
        self.keys = keys
    }

    /// A step typing `text` character by character, then pressing `then`.
    public init(_ caption: String, typing text: String, then more: [KeyEvent] = []) {
        self.init(caption, keys: KeyEvent.typing(text) + more)
    }
}
