/// A key a person pressed, or text they pasted.
package enum Key: Hashable, Sendable {
    /// A printable character (one grapheme cluster, possibly several scalars).
    case character(Character)
    /// Return / Enter.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab (back tab).
    case backTab
    /// Backspace (delete backwards).
    case backspace
    /// Delete (forward).
    case delete
    /// Escape on its own.
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// A function key, F1 = 1.
    case function(Int)
    /// Text delivered by bracketed paste, as one piece (it may be long and hold newlines).
    case paste(String)
    /// A sequence the decoder does not know, kept so nothing is silently lost.
    case unknown(String)
}

/// Modifier keys held with a ``Key``.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: UInt8
    /// Creates modifiers from raw bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    package static let shift = KeyModifiers(rawValue: 1)
    /// Alt / Option (Meta).
    package static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    package static let control = KeyModifiers(rawValue: 4)
}

/// One key press: the key and the modifiers held with it.
///
/// `Ctrl-C` is `KeyEvent(.character("c"), modifiers: .control)`; `Shift-Tab` is `.backTab`.
package struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    package var key: Key
    /// The modifiers held.
    package var modifiers: KeyModifiers

    /// A key press.
    package init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Control plus a letter, e.g. `.control("c")` for Ctrl-C.
    package static func control(_ letter: Character) -> KeyEvent {
        KeyEvent(.character(letter), modifiers: .control)
    }

    /// One key event per character of `text`, as if typed.
    package static func typing(_ text: String) -> [KeyEvent] {
        text.map { KeyEvent(.character($0)) }
    }

    /// The character this event inserts when typed into a text field, if any.
    package var insertedCharacter: Character? {
        guard case .character(let character) = key, modifiers.isDisjoint(with: [.control, .alt]) else { return nil }
        return character
    }

    /// A short readable name: `"a"`, `"Ctrl-C"`, `"Shift-Tab"`, `"paste(12 characters)"`.
    package var description: String {
        var name: String
        switch key {
        case .character(let character): name = String(character)
        case .function(let number): name = "F\(number)"
        case .paste(let text): name = "paste(\(text.count) characters)"
        case .unknown(let sequence): name = "unknown(\(sequence.debugDescription))"
        case .backTab: name = "Shift-Tab"
        default: name = "\(key)".prefix(1).uppercased() + "\(key)".dropFirst()
        }
        if modifiers.contains(.shift), key != .backTab { name = "Shift-" + name }
        if modifiers.contains(.alt) { name = "Alt-" + name }
        if modifiers.contains(.control) { name = "Ctrl-" + name.uppercased() }
        return name
    }
}
