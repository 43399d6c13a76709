/// A terminal that lives in memory: it interprets the escape sequences an app writes
/// (cursor moves, clears, colours, modes) into a ``ScreenBuffer`` you can read.
///
/// Tests use it to check what a person would see after the app's real output, diffs and
/// all; it understands the subset ``ANSIRenderer`` and ``TerminalSession`` emit.
///
/// ```swift
/// var terminal = InMemoryTerminal(size: .standard)
/// terminal.receive(renderer.render(frame))
/// terminal.screen.line(0)   // "Strategy  Handlers  Visitor"
/// ```
package struct InMemoryTerminal: Sendable {
    /// What the terminal shows now.
    package private(set) var screen: ScreenBuffer
    /// The cursor's row, from 0.
    package private(set) var cursorRow = 0
    /// The cursor's column, from 0.
    package private(set) var cursorColumn = 0
    /// Whether the app left the cursor visible.
    package private(set) var isCursorVisible = true
    /// Whether the app switched to the alternate screen.
    package private(set) var isAlternateScreen = false
    /// Whether the app asked for bracketed paste.
    package private(set) var isBracketedPasteEnabled = false
    /// How many bytes the app has written, to check that a redraw sends little.
    package private(set) var bytesReceived = 0
    private var style = TextStyle.plain

    /// A blank terminal of `size`.
    package init(size: TerminalSize) {
        screen = ScreenBuffer(size: size)
    }

    /// Changes the size, keeping what fits (as a terminal window being resized does).
    package mutating func resize(to size: TerminalSize) {
        let old = screen
        screen = ScreenBuffer(size: size)
        for row in 0..<min(old.size.rows, size.rows) {
            for column in 0..<min(old.size.columns, size.columns) {
                screen.set(old[row, column], row: row, column: column)
            }
        }
        cursorRow = min(cursorRow, max(0, size.rows - 1))
        cursorColumn = min(cursorColumn, max(0, size.columns - 1))
    }

    /// Interprets `output` as a terminal would.
    package mutating func receive(_ output: String) {
        bytesReceived += output.utf8.count
        var characters = output.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\u{1B}":
                guard let next = characters.next() else { return }
                if next == "[" { controlSequence(&characters) }
            case "\r":
                cursorColumn = 0
            case "\n", "\r\n":
                cursorColumn = 0
                cursorRow = min(cursorRow + 1, screen.size.rows - 1)
            default:
                put(character)
            }
        }
    }

    private mutating func put(_ character: Character) {
        let width = DisplayWidth.of(character)
        guard width > 0 else { return }
        if cursorColumn + width > screen.size.columns {
            cursorColumn = 0
            cursorRow = min(cursorRow + 1, screen.size.rows - 1)
        }
        screen.write(
            String(character), row: cursorRow, column: cursorColumn, style: style, clip: 0..<screen.size.columns)
        cursorColumn += width
    }

    private mutating func controlSequence(_ characters: inout String.Iterator) {
        var parameters = ""
        var final: Character = " "
        while let character = characters.next() {
            if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) {
                final = character
                break
            }
            parameters.append(character)
        }
        let isPrivate = parameters.hasPrefix("?")
        let numbers = parameters.drop(while: { $0 == "?" }).split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? numbers[index] ?? value : value
        }
        switch (final, isPrivate) {
        case ("H", false), ("f", false):
            cursorRow = min(max(number(0, default: 1), 1), screen.size.rows) - 1
            cursorColumn = min(max(number(1, default: 1), 1), screen.size.columns) - 1
        case ("J", false):
            if number(0, default: 0) == 2 { screen = ScreenBuffer(size: screen.size) }
        case ("K", false):
            screen.fill(
                TUIRect(x: cursorColumn, y: cursorRow, width: screen.size.columns - cursorColumn, height: 1),
                style: style)
        case ("m", false):
            applySGR(numbers.map { $0 ?? 0 })
        case ("h", true), ("l", true):
            let on = final == "h"
            for mode in numbers.compactMap({ $0 }) {
                switch mode {
                case 25: isCursorVisible = on
                case 1049: isAlternateScreen = on
                case 2004: isBracketedPasteEnabled = on
                default: break
                }
            }
        default:
            break
        }
    }

    private mutating func applySGR(_ parameters: [Int]) {
        for parameter in parameters.isEmpty ? [0] : parameters {
            switch parameter {
            case 0: style = .plain
            case 1: style.isBold = true
            case 4: style.isUnderlined = true
            case 7: style.isInverse = true
            case 22: style.isBold = false
            case 24: style.isUnderlined = false
            case 27: style.isInverse = false
            default:
                if let (color, background) = TUIColor.from(sgrParameter: parameter) {
                    if background { style.background = color } else { style.foreground = color }
                }
            }
        }
    }
}
