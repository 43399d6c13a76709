/// Decodes the bytes a terminal sends into ``KeyEvent``s.
///
/// It understands UTF-8 (a multi-byte character may arrive split across reads; invalid
/// bytes become U+FFFD, never a crash or lost input), control keys, CSI and SS3 escape
/// sequences for arrows, Home/End, Page Up/Down, Delete, function keys and their
/// modifiers, Alt-prefixed keys, and bracketed paste (`ESC [200~ … ESC [201~`), which
/// arrives as one ``Key/paste(_:)`` however long it is.
///
/// A terminal without bracketed paste (or `tmux send-keys`) sends pasted text as plain
/// characters, many in one read, which no one types: a run of at least ``pastedRunLength``
/// characters decoded together arrives as one ``Key/paste(_:)`` too, so a field takes it as one
/// edit instead of one edit (and one check of the whole text) per character. Shorter runs, what
/// typing produces, stay one ``Key/character(_:)`` each.
///
/// A lone `ESC` is ambiguous until more bytes arrive: ``hasPendingInput`` tells the
/// reader to wait briefly, then call ``flush()`` to take it as the Escape key.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("a\u{1B}[A".utf8))  // [a, up]
/// ```
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    /// The fewest characters decoded together that arrive as a paste rather than as typing.
    package static let pastedRunLength = 64

    /// The longest escape sequence accepted; longer ones are reported as unknown.
    private static let maximumSequenceLength = 32
    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// A decoder with nothing pending.
    package init() {}

    /// Whether bytes are waiting for more input (a lone `ESC`, half a UTF-8 character,
    /// an unfinished paste).
    package var hasPendingInput: Bool { !pending.isEmpty || paste != nil }

    /// Decodes `bytes`, keeping any incomplete tail for the next call.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [KeyEvent] {
        pending.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Takes whatever is pending as complete: a lone `ESC` becomes Escape, a broken
    /// UTF-8 tail becomes U+FFFD, an unterminated paste is delivered as it is.
    package mutating func flush() -> [KeyEvent] {
        drain(final: true)
    }

    private enum Step {
        case event(KeyEvent, consumed: Int)
        case pasteStarted(consumed: Int)
        case needMore
    }

    private mutating func drain(final: Bool) -> [KeyEvent] {
        var events: [KeyEvent] = []
        var text = ""
        func flushText() {
            if text.count >= Self.pastedRunLength {
                events.append(KeyEvent(.paste(text)))
            } else {
                events.append(contentsOf: text.map { KeyEvent(.character($0)) })
            }
            text = ""
        }
        var index = 0
        while index < pending.count {
            if paste != nil {
                switch consumePaste(from: index, final: final) {
                case .needMore:
                    flushText()
                    return events
                case .continue(let next):
                    index = next
                case .delivered(let pasted, let next):
                    flushText()
                    events.append(KeyEvent(.paste(pasted)))
                    index = next
                }
                continue
            }
            switch step(at: index, final: final) {
            case .needMore:
                flushText()
                pending.removeFirst(index)
                return events
            case .pasteStarted(let consumed):
                flushText()
                paste = []
                index += consumed
            case .event(let event, let consumed):
                if event.modifiers.isEmpty, case .character(let character) = event.key {
                    // Keep consecutive characters together so a base and its combining
                    // marks (or a ZWJ emoji) arrive as one grapheme cluster.
                    text.append(character)
                } else {
                    flushText()
                    events.append(event)
                }
                index += consumed
            }
        }
        pending.removeAll()
        if final, let bytes = paste {
            events.append(KeyEvent(.paste(String(decoding: bytes, as: UTF8.self))))
            paste = nil
        }
        flushText()
        return events
    }

    private enum PasteStep {
        /// The paste ended; decoding goes on at `next`.
        case delivered(String, next: Int)
        /// All input so far is paste content.
        case `continue`(Int)
        /// The input ends inside a possible end marker, kept pending for the next read.
        case needMore
    }

    /// Collects paste content from `index`; delivers it when the end marker arrives.
    private mutating func consumePaste(from index: Int, final: Bool) -> PasteStep {
        let end = Self.pasteEnd
        var position = index
        while position < pending.count {
            if pending[position] == end[0] {
                let available = min(end.count, pending.count - position)
                if Array(pending[position..<position + available]) == Array(end[0..<available]) {
                    if available == end.count {
                        paste?.append(contentsOf: pending[index..<position])
                        let text = String(decoding: paste ?? [], as: UTF8.self)
                        paste = nil
                        return .delivered(text, next: position + end.count)
                    }
                    if !final {
                        // Maybe the end marker, split across reads: wait for the rest.
                        paste?.append(contentsOf: pending[index..<position])
                        pending.removeFirst(position)
                        return .needMore
                    }
                }
            }
            position += 1
        }
        paste?.append(contentsOf: pending[index..<pending.count])
        return .continue(pending.count)
    }

    private func step(at index: Int, final: Bool) -> Step {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return escape(at: index, final: final)
        case 0x0D, 0x0A:
            return .event(KeyEvent(.enter), consumed: 1)
        case 0x09:
            return .event(KeyEvent(.tab), consumed: 1)
        case 0x7F, 0x08:
            return .event(KeyEvent(.backspace), consumed: 1)
        case 0x00:
            return .event(KeyEvent(.character(" "), modifiers: .control), consumed: 1)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(byte + 0x60))
            return .event(KeyEvent(.character(letter), modifiers: .control), consumed: 1)
        case 0x1C...0x1F:
            let symbol = Character(Unicode.Scalar(byte + 0x40))
            return .event(KeyEvent(.character(symbol), modifiers: .control), consumed: 1)
        default:
            return utf8(at: index, final: final)
        }
    }

    private func utf8(at index: Int, final: Bool) -> Step {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0x00..<0x80: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(KeyEvent(.character("\u{FFFD}")), consumed: 1)
        }
        var end = index + 1
        while end < index + length, end < pending.count, pending[end] & 0xC0 == 0x80 { end += 1 }
        if end < index + length {
            // Truncated: wait for the rest unless a non-continuation byte already came.
            if end == pending.count, !final { return .needMore }
            return .event(KeyEvent(.character("\u{FFFD}")), consumed: end - index)
        }
        let decoded = String(decoding: pending[index..<end], as: UTF8.self)
        let scalar = decoded.unicodeScalars.first ?? "\u{FFFD}"
        return .event(KeyEvent(.character(Character(scalar))), consumed: length)
    }

    private func escape(at index: Int, final: Bool) -> Step {
        guard index + 1 < pending.count else {
            return final ? .event(KeyEvent(.escape), consumed: 1) : .needMore
        }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            return csi(at: index, final: final)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else {
                return final ? .event(KeyEvent(.character("O"), modifiers: .alt), consumed: 2) : .needMore
            }
            let key = ss3Key(pending[index + 2])
            return .event(key, consumed: 3)
        case 0x1B:
            return .event(KeyEvent(.escape), consumed: 1)
        default:
            // Alt (Meta) sends ESC before the key.
            switch step(at: index + 1, final: final) {
            case .event(var event, let consumed):
                event.modifiers.insert(.alt)
                return .event(event, consumed: consumed + 1)
            case .needMore, .pasteStarted:
                return .needMore
            }
        }
    }

    private func ss3Key(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case UInt8(ascii: "A"): KeyEvent(.up)
        case UInt8(ascii: "B"): KeyEvent(.down)
        case UInt8(ascii: "C"): KeyEvent(.right)
        case UInt8(ascii: "D"): KeyEvent(.left)
        case UInt8(ascii: "H"): KeyEvent(.home)
        case UInt8(ascii: "F"): KeyEvent(.end)
        case UInt8(ascii: "M"): KeyEvent(.enter)
        case UInt8(ascii: "P")...UInt8(ascii: "S"): KeyEvent(.function(Int(byte) - 0x4F))
        default: KeyEvent(.unknown("\u{1B}O" + String(Unicode.Scalar(byte))))
        }
    }

    private func csi(at index: Int, final: Bool) -> Step {
        var end = index + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) { end += 1 }
        guard end < pending.count else {
            if final || end - index > Self.maximumSequenceLength {
                return .event(
                    KeyEvent(.unknown(String(decoding: pending[index..<end], as: UTF8.self))), consumed: end - index)
            }
            return .needMore
        }
        let finalByte = pending[end]
        let consumed = end - index + 1
        let sequence = String(decoding: pending[index..<index + consumed], as: UTF8.self)
        guard (0x40...0x7E).contains(finalByte) else {
            return .event(KeyEvent(.unknown(sequence)), consumed: consumed)
        }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = parameters.first.flatMap { $0 }
        let modifierCode = parameters.count > 1 ? parameters[1] ?? 1 : 1
        let modifiers = KeyModifiers(rawValue: UInt8(clamping: max(0, modifierCode - 1)) & 0b111)
        let key: Key?
        switch finalByte {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "P")...UInt8(ascii: "S"): key = .function(Int(finalByte) - 0x4F)
        case UInt8(ascii: "~"):
            if first == 200 { return .pasteStarted(consumed: consumed) }
            key = Self.tildeKeys[first ?? -1]
        default: key = nil
        }
        guard let key else { return .event(KeyEvent(.unknown(sequence)), consumed: consumed) }
        return .event(KeyEvent(key, modifiers: key == .backTab ? [] : modifiers), consumed: consumed)
    }

    /// Keys sent as `ESC [ n ~` (VT220 style).
    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]
}
