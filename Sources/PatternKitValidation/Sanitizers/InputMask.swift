import Foundation

/// Formats raw input into a fixed pattern such as `(###) ###-####` or
/// `#### #### #### ####`, and keeps the caret where the user expects it while they type.
///
/// ```swift
/// let phone = InputMask("(###) ###-####")
/// phone.sanitize("5551234567")            // "(555) 123-4567"
/// phone.sanitize("555.123.4567")          // "(555) 123-4567": separators are re-made
/// phone.sanitize("55512")                 // "(555) 12": no separator waits for a digit
/// phone.rawValue(of: "(555) 123-4567")    // "5551234567"
/// phone.isComplete("(555) 12")            // false
/// ```
///
/// **Pattern.** Each *slot* character takes one character of the input: `#` a digit `0`–`9`,
/// `@` an ASCII letter, `*` an ASCII letter or digit (or your own table, see
/// ``init(_:slots:)``). Every other character is a *literal* written into the output; a
/// backslash makes a slot character literal (`\#`).
///
/// **Formatting.** The input is read character by character. A character equal to the
/// literal the pattern expects next is taken as that literal, so formatted text formats to
/// itself (the mask is idempotent) and a literal digit such as the `7` of `+7 ###` is not
/// taken for data. A character that fits the next slot fills it, and the literals before
/// that slot are written first. Any other character is dropped, and so is everything after
/// the last slot is filled. Literals after the last filled slot are not shown, except the
/// pattern's closing literals once every slot is filled.
///
/// **Caret.** ``sanitize(_:cursor:)`` places the caret right after the output of the
/// characters that were before it, so typing in the middle of a number inserts in order
/// instead of scrambling it. `Sanitizer.apply(_:)` makes Backspace over a separator delete
/// the character before the separator, instead of doing nothing (see ``intendedEdit(for:)``),
/// also when the mask is part of a chain.
///
/// Characters are whole `Character`s: a slot takes an emoji or an accented letter whole or
/// not at all. Put `Sanitizer.digitsOnly` in front (`.digitsOnly.then(mask)`) to accept
/// digits of other scripts.
public struct InputMask: Sanitizer, CustomStringConvertible {
    /// One element of a pattern.
    enum Element: Sendable {
        case slot(CharacterClass)
        case literal(Character)
    }

    /// The pattern as written.
    public let pattern: String

    let elements: [Element]

    /// How many characters the mask holds.
    public let slotCount: Int

    /// The default slot characters: `#` digit, `@` ASCII letter, `*` ASCII letter or digit.
    public static let defaultSlots: [Character: CharacterClass] = [
        "#": .asciiDigits, "@": .asciiLetters, "*": .asciiAlphanumerics,
    ]

    /// A mask for `pattern`.
    ///
    /// - Parameters:
    ///   - pattern: Slot characters and literals, for example `"(###) ###-####"`.
    ///   - slots: Which pattern characters are slots and what each accepts; for example
    ///     `["X": CharacterClass(charactersIn: "0123456789Xx")]` for an ISBN-10 check digit.
    public init(_ pattern: String, slots: [Character: CharacterClass] = InputMask.defaultSlots) {
        var elements: [Element] = []
        var escaped = false
        for character in pattern {
            if escaped {
                elements.append(.literal(character))
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if let allowed = slots[character] {
                elements.append(.slot(allowed))
            } else {
                elements.append(.literal(character))
            }
        }
        if escaped { elements.append(.literal("\\")) }
        self.pattern = pattern
        self.elements = elements
        self.slotCount = elements.reduce(0) { count, element in
            if case .slot = element { count + 1 } else { count }
        }
    }

    /// The pattern.
    public var description: String { pattern }

    /// `text` formatted, with the caret carried over.
    public func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        layout(text, cursor: cursor, recordingRoles: false).result
    }

    /// The characters of `text` that fill the mask's slots, without the literals:
    /// `"5551234567"` for `"(555) 123-4567"`.
    public func rawValue(of text: String) -> String {
        var raw = ""
        for (character, role) in zip(text, layout(text, cursor: 0).roles) where role == .slot {
            raw.append(character)
        }
        return raw
    }

    /// Whether `text` fills every slot, with no character left over for a slot past the end.
    ///
    /// Separators typed by the user (`555-123-4567` for `(###) ###-####`) do not count as
    /// left over.
    public func isComplete(_ text: String) -> Bool {
        let roles = layout(text, cursor: 0).roles
        return roles.lazy.filter { $0 == .slot }.count == slotCount && !roles.contains(.overflow)
    }

    /// The edit the user means: when `edit` only deletes literals — Backspace right after
    /// `") "` — the deletion reaches back to the character before them, so the user is never
    /// stuck behind a separator. Any other edit is itself. `Sanitizer.apply(_:)` then
    /// formats the result.
    public func intendedEdit(for edit: TextEdit) -> TextEdit {
        guard edit.isDeletion, edit.isValid, let widened = widenedDeletion(edit) else { return edit }
        return widened
    }

    /// The deletion extended back to the previous slot character, when `edit` deletes only
    /// characters that are not in slots; `nil` otherwise.
    private func widenedDeletion(_ edit: TextEdit) -> TextEdit? {
        let text = edit.text
        let roles = layout(text, cursor: 0).roles
        let lower = edit.range.location
        let upper = NSMaxRange(edit.range)
        var offset = 0
        var previousSlotStart: Int?
        for (character, role) in zip(text, roles) {
            let start = offset
            offset += character.utf16.count
            if offset <= lower {
                if role == .slot { previousSlotStart = start }
            } else if start < upper, role == .slot {
                return nil  // the edit deletes a slot character: nothing to widen
            }
        }
        guard let previousSlotStart else { return nil }
        return TextEdit(
            text: text, range: NSRange(location: previousSlotStart, length: upper - previousSlotStart), replacement: ""
        )
    }

    // MARK: Layout

    /// What became of one character of the input.
    enum Role: Equatable {
        /// It filled a slot.
        case slot
        /// It was taken as the literal the pattern expected.
        case literal
        /// It fit no slot and was dropped.
        case dropped
        /// It would fit a slot but came after the last one and was dropped.
        case overflow
    }

    /// Formats `text`, reporting the role of each of its characters (unless `recordingRoles`
    /// is `false`: formatting alone allocates nothing per character).
    func layout(_ text: String, cursor: Int, recordingRoles: Bool = true) -> (result: SanitizedText, roles: [Role]) {
        var tracker = CursorTracker(cursor: cursor, in: text)
        var roles: [Role] = []
        var pending = ""  // literals waiting for the next filled slot
        var next = 0  // index into `elements`
        var filled = 0
        for character in text {
            tracker.consume(utf16Length: character.utf16.count)
            var role = Role.dropped
            // Literals the pattern expects now: take a matching one, write the others later.
            while next < elements.count, case .literal(let literal) = elements[next] {
                pending.append(literal)
                next += 1
                if Self.takes(character, as: literal) {
                    role = .literal
                    break
                }
            }
            if role != .literal {
                if next < elements.count, case .slot(let allowed) = elements[next] {
                    if allowed.allows(String(character)),
                        Self.staysSeparate(character, after: pending.isEmpty ? tracker.output : pending)
                    {
                        tracker.emit(pending)
                        pending = ""
                        tracker.emit(character)
                        next += 1
                        filled += 1
                        role = .slot
                    }
                } else if fitsAnySlot(character) {
                    role = .overflow
                }
            }
            if recordingRoles { roles.append(role) }
        }
        if filled == slotCount, slotCount > 0 {
            // Complete: the closing literals belong to the value.
            while next < elements.count, case .literal(let literal) = elements[next] {
                pending.append(literal)
                next += 1
            }
            tracker.emit(pending)
        }
        return (tracker.finish(), roles)
    }

    /// Whether `character` of the input stands for the pattern's `literal`: the same
    /// character, or the same decimal digit in another script — so that the `٧` of
    /// `+٧ ###` is not taken for data once `Sanitizer.digitsOnly` has made it `7`.
    private static func takes(_ character: Character, as literal: Character) -> Bool {
        if character == literal { return true }
        guard character.unicodeScalars.count == 1, literal.unicodeScalars.count == 1,
            let digit = character.unicodeScalars.first.flatMap(DigitsSanitizer.asciiDigit),
            let literalDigit = literal.unicodeScalars.first.flatMap(DigitsSanitizer.asciiDigit)
        else { return false }
        return digit == literalDigit
    }

    /// Whether `character` stays a character of its own when written after `text`: a
    /// lone combining mark (or a skin-tone modifier, a joiner) would join the character
    /// before it — the `-` of `#-L` — and the output would no longer format to itself.
    ///
    /// Only the last few scalars of `text` are looked at, so a long cluster already in the
    /// output costs nothing per keystroke.
    private static func staysSeparate(_ character: Character, after text: String) -> Bool {
        guard let last = text.unicodeScalars.last, let first = character.unicodeScalars.first else { return true }
        if last.isASCII, first.isASCII {
            return !(last == "\r" && first == "\n")
        }
        var joined = String(String.UnicodeScalarView(text.unicodeScalars.suffix(8)))
        let before = joined.count
        joined.append(character)
        return joined.count == before + 1
    }

    /// Whether some slot of the pattern would take `character`.
    private func fitsAnySlot(_ character: Character) -> Bool {
        let text = String(character)
        return elements.contains { element in
            if case .slot(let allowed) = element { allowed.allows(text) } else { false }
        }
    }
}

extension Sanitizer where Self == InputMask {
    /// Formats input with a pattern such as `"(###) ###-####"` (see ``InputMask``).
    public static func mask(_ pattern: String, slots: [Character: CharacterClass] = InputMask.defaultSlots) -> InputMask
    {
        InputMask(pattern, slots: slots)
    }
}
