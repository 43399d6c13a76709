import Foundation
import PatternKitHandlers

/// A one-line editable text field, shaped like `UITextField`.
///
/// Editing: typing inserts at the cursor; ←/→ move by character (a grapheme cluster, so
/// an emoji or a letter with its accents is one step); Home/End and Ctrl-A/Ctrl-E jump to
/// the ends; Backspace/Delete remove one character; Ctrl-U clears; a paste inserts all of
/// its text at once (newlines become spaces). Wide characters take two columns and the
/// text scrolls sideways to keep the cursor visible.
///
/// Every change — typed, deleted or pasted — is first offered to the decision point
/// `UITextFieldDelegate` has: the UTF-16 `NSRange` it replaces and the replacement string,
/// answered by a HandlersKit closure (`shouldChangeString { field, from, to in … }`) or by
/// the ``delegate``. The new text is computed by PatternKitHandlers' `TextEdit`, exactly as
/// UIKit's `NSString` would.
///
/// Events: `.editingDidBegin` on focus, `.editingChanged` after each accepted change,
/// `.editingDidEnd` when focus leaves, `.editingDidEndOnExit` + `.primaryActionTriggered`
/// on Return.
@MainActor
package class TUITextField: TUIControl {
    /// The text. Setting it in code moves the cursor to the end and sends no event.
    package var text: String {
        get { storage }
        set {
            storage = newValue
            columns.forgetAll()
            cursor = newValue.utf16.count
            setNeedsDisplay()
        }
    }
    /// Grey text shown while the field is empty.
    package var placeholder: String? { didSet { setNeedsDisplay() } }
    /// Shows every character as "•" (for passwords).
    package var isSecureTextEntry = false {
        didSet {
            columns.forgetAll()
            setNeedsDisplay()
        }
    }
    /// The app's delegate (held weakly). It keeps receiving every call: it is asked
    /// before the HandlersKit closures, and a `false` from it or any closure refuses.
    package var delegate: TUITextFieldDelegate? {
        get { delegateHandlers.forwardee as? TUITextFieldDelegate }
        set { delegateHandlers.forward(to: newValue) }
    }

    /// The closure table behind the HandlersKit text API (PatternKitHandlers' storage).
    package private(set) lazy var delegateHandlers = DelegateHandlers<TUITextField>(sender: self)

    /// The closure table: creating it costs nothing, so it is always there.
    package var existingDelegateHandlers: DelegateHandlers<TUITextField>? { delegateHandlers }

    private var storage: String
    /// The cursor as a UTF-16 offset into ``text``, always on a character boundary.
    private var cursor: Int
    /// The first display column shown (horizontal scrolling).
    private var scrollColumn = 0
    /// The columns of places in ``storage`` already measured (the cursor's, the end's), so a
    /// frame measures only the text near the cursor, however long the field.
    private var columns = DisplayColumns()
    private(set) var isEditing = false

    /// A field holding `text`.
    package init(text: String = "", placeholder: String? = nil, frame: TUIRect = .zero) {
        storage = text
        cursor = text.utf16.count
        self.placeholder = placeholder
        super.init(frame: frame)
        if frame.isEmpty {
            self.frame.width = 20
            self.frame.height = 1
        }
    }

    /// The cursor (and selection, always empty here) as a UTF-16 range, like
    /// `UITextField.selectedTextRange` seen through `NSRange`.
    package var selectedRange: NSRange {
        get { NSRange(location: cursor, length: 0) }
        set {
            cursor = boundary(atOrBefore: min(max(0, newValue.location), storage.utf16.count))
            notifySelectionChange()
        }
    }

    // MARK: Editing

    /// Offers the replacement of the UTF-16 `range` with `replacement` to the delegate
    /// decision and applies it if allowed; returns whether the text changed.
    ///
    /// This is what typing, deleting and pasting do; call it to edit as a person would.
    @discardableResult
    package func replaceCharacters(in range: NSRange, with replacement: String) -> Bool {
        guard isEnabled, shouldChangeCharacters(in: range, replacementString: replacement),
            let proposed = proposedText(replacing: range, with: replacement)
        else { return false }
        columns.edit(range, from: storage, to: proposed, measure: measure)
        storage = proposed
        cursor = boundary(atOrBefore: min(range.location + replacement.utf16.count, proposed.utf16.count))
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        notifySelectionChange()
        return true
    }

    /// Inserts `string` at the cursor, as typing or pasting would.
    @discardableResult
    package func insertText(_ string: String) -> Bool {
        replaceCharacters(in: selectedRange, with: string)
    }

    /// Deletes the character before the cursor, as Backspace does.
    @discardableResult
    package func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        let start = characterBoundary(before: cursor)
        return replaceCharacters(in: NSRange(location: start, length: cursor - start), with: "")
    }

    override package func handleKey(_ event: KeyEvent) -> Bool {
        if let character = event.insertedCharacter {
            insertText(String(character))
            return true
        }
        if event.modifiers == .control, case .character(let letter) = event.key {
            switch letter {
            case "a": moveCursor(to: 0)
            case "e": moveCursor(to: storage.utf16.count)
            case "u": clear()
            default: return false
            }
            return true
        }
        switch event.key {
        case .paste(let pasted):
            insertText(Self.singleLine(pasted))
        case .backspace:
            deleteBackward()
        case .delete:
            if cursor < storage.utf16.count {
                let end = characterBoundary(after: cursor)
                replaceCharacters(in: NSRange(location: cursor, length: end - cursor), with: "")
            }
        case .left:
            moveCursor(to: characterBoundary(before: cursor))
        case .right:
            moveCursor(to: characterBoundary(after: cursor))
        case .home:
            moveCursor(to: 0)
        case .end:
            moveCursor(to: storage.utf16.count)
        case .enter:
            if shouldReturn() { sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered]) }
        default:
            return false
        }
        return true
    }

    private func clear() {
        guard !storage.isEmpty, shouldClear() else { return }
        replaceCharacters(in: NSRange(location: 0, length: storage.utf16.count), with: "")
    }

    private func moveCursor(to offset: Int) {
        guard offset != cursor else { return }
        cursor = offset
        setNeedsDisplay()
        notifySelectionChange()
    }

    /// Pasted text for a one-line field: line breaks and tabs become spaces, other control
    /// characters are dropped.
    static func singleLine(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F {
                result.append(character)  // most pasted text: no Unicode property to look up
            } else if character.isNewline || character == "\t" {
                result.append(" ")
            } else if !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                result.append(character)
            }
        }
        return result
    }

    // MARK: Cursor positions (UTF-16 offsets on character boundaries)

    private func index(at offset: Int) -> String.Index {
        storage.utf16.index(storage.utf16.startIndex, offsetBy: min(max(0, offset), storage.utf16.count))
    }

    private func offset(of index: String.Index) -> Int {
        storage.utf16.distance(from: storage.utf16.startIndex, to: index)
    }

    /// The nearest character boundary at or before a UTF-16 offset (an offset inside a
    /// grapheme cluster or a surrogate pair is rounded down).
    private func boundary(atOrBefore offset: Int) -> Int {
        let target = index(at: offset)
        guard target < storage.endIndex else { return storage.utf16.count }
        // Character-view index moves round an unaligned index down first.
        return self.offset(of: storage.index(before: storage.index(after: target)))
    }

    private func characterBoundary(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return self.offset(of: storage.index(before: index(at: offset)))
    }

    private func characterBoundary(after offset: Int) -> Int {
        guard offset < storage.utf16.count else { return storage.utf16.count }
        return self.offset(of: storage.index(after: index(at: offset)))
    }

    // MARK: Focus

    override package func shouldBecomeFocused() -> Bool {
        shouldBeginEditing()
    }

    override package func didBecomeFocused() {
        isEditing = true
        sendActions(for: .editingDidBegin)
        didBeginEditing()
    }

    override package func shouldResignFocus() -> Bool {
        shouldEndEditing()
    }

    override package func didResignFocus() {
        isEditing = false
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
        didEndEditing()
    }

    // MARK: Drawing

    /// How many columns a piece of the text takes on screen: one per character under secure
    /// entry (a bullet each), its display width otherwise.
    private func measure(_ text: Substring) -> Int {
        isSecureTextEntry ? text.count : DisplayWidth.of(text)
    }

    private func columnWidth(of character: Character) -> Int {
        isSecureTextEntry ? 1 : DisplayWidth.of(character)
    }

    /// Draws the characters between the scroll column and the field's width, and the cursor.
    ///
    /// Only the shown part of the text is measured: the cursor's column comes from
    /// ``DisplayColumns`` (measured from the last place known), the first character shown is
    /// found by walking back from the cursor, and drawing stops at the right edge.
    override package func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        let width = max(1, frame.width - 2)
        let focused = isFirstResponder
        let base = TextStyle(foreground: isEnabled ? .default : .gray, isUnderlined: true)
        canvas.draw("[", x: 0, y: 0, style: focused ? TextStyle().bold : .plain)
        canvas.draw("]", x: frame.width - 1, y: 0, style: focused ? TextStyle().bold : .plain)
        canvas.within(TUIRect(x: 1, y: 0, width: width, height: 1)) { inner in
            inner.fill(TUIRect(x: 0, y: 0, width: width, height: 1), style: base)
            if storage.isEmpty, let placeholder, !focused {
                inner.draw(placeholder, x: 0, y: 0, style: TextStyle(foreground: .gray, isUnderlined: true))
                return
            }
            let cursorColumn = columns.column(at: cursor, in: storage, measure: measure)
            if cursorColumn < scrollColumn { scrollColumn = cursorColumn }
            if cursorColumn >= scrollColumn + width { scrollColumn = cursorColumn - width + 1 }
            // Back from the cursor to the first character that starts inside the window.
            var index = index(at: cursor)
            var column = cursorColumn
            while index > storage.startIndex {
                let previous = storage.index(before: index)
                let previousColumn = column - columnWidth(of: storage[previous])
                if previousColumn < scrollColumn { break }
                index = previous
                column = previousColumn
            }
            var cursorDrawn = false
            while index < storage.endIndex, column < scrollColumn + width {
                let character = storage[index]
                let characterWidth = columnWidth(of: character)
                if column + characterWidth <= scrollColumn + width {
                    let isCursor = focused && column == cursorColumn
                    let shown = isSecureTextEntry ? "•" : String(character)
                    inner.draw(shown, x: column - scrollColumn, y: 0, style: isCursor ? base.inverse : base)
                    cursorDrawn = cursorDrawn || isCursor
                }
                column += characterWidth
                index = storage.index(after: index)
            }
            if focused, !cursorDrawn {
                inner.draw(" ", x: cursorColumn - scrollColumn, y: 0, style: base.inverse)
            }
        }
    }

    /// The text that is visible in the field now (after scrolling), for tests and tools.
    package var visibleText: String {
        var canvas = Canvas(size: TerminalSize(columns: frame.width, rows: 1))
        draw(in: &canvas)
        let line = canvas.buffer.line(0)
        return String(line.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }
}
