import PatternKitTestSupport
import Testing

@testable import ShowcaseKit

@Suite("Rendering: screen buffer, diffed ANSI output, in-memory terminal")
struct ANSIRendererTests {
    private func frame(
        _ lines: [String], size: TerminalSize = TerminalSize(columns: 12, rows: 4), style: TextStyle = .plain
    ) -> ScreenBuffer {
        var canvas = Canvas(size: size)
        for (row, line) in lines.enumerated() { canvas.draw(line, x: 0, y: row, style: style) }
        return canvas.buffer
    }

    @Test("wide characters take two cells and are never cut in half")
    func wideCells() {
        var canvas = Canvas(size: TerminalSize(columns: 5, rows: 1))
        canvas.draw("a日本", x: 0, y: 0)
        #expect(canvas.buffer.line(0) == "a日本")
        #expect(canvas.buffer[0, 2].isContinuation)
        // "本" would straddle the edge of a 4-column clip: it becomes a space.
        var clipped = Canvas(size: TerminalSize(columns: 5, rows: 1))
        clipped.within(TUIRect(x: 0, y: 0, width: 4, height: 1)) { $0.draw("a日本", x: 0, y: 0) }
        #expect(clipped.buffer.line(0) == "a日")
        // Overwriting half of a wide character blanks the other half.
        canvas.draw("x", x: 2, y: 0)
        #expect(canvas.buffer.line(0) == "a x本")
    }

    @Test("control characters are shown as U+FFFD and cannot move the cursor")
    func controls() {
        var canvas = Canvas(size: TerminalSize(columns: 10, rows: 1))
        canvas.draw("a\u{1B}[2Jb", x: 0, y: 0)
        #expect(canvas.buffer.line(0) == "a\u{FFFD}[2Jb")
    }

    @Test("the first frame is drawn in full; the emulated screen matches it")
    func firstFrame() {
        var renderer = ANSIRenderer(colors: true)
        var terminal = InMemoryTerminal(size: TerminalSize(columns: 12, rows: 4))
        let first = frame(["Hello", "日本語", "👍 ok"])
        terminal.receive(renderer.render(first))
        #expect(terminal.screen.lines == first.lines)
    }

    @Test("an unchanged frame sends nothing; a one-cell change sends a few bytes")
    func diff() {
        var renderer = ANSIRenderer(colors: true)
        var terminal = InMemoryTerminal(size: TerminalSize(columns: 80, rows: 24))
        let size = TerminalSize(columns: 80, rows: 24)
        let lines = (0..<24).map { "row \($0) " + String(repeating: "x", count: 60) }
        terminal.receive(renderer.render(frame(lines, size: size)))
        #expect(renderer.render(frame(lines, size: size)).isEmpty)
        var changed = lines
        changed[10] = "row 10 " + String(repeating: "x", count: 30) + "Y" + String(repeating: "x", count: 29)
        let update = renderer.render(frame(changed, size: size))
        #expect(update.utf8.count < 20)
        terminal.receive(update)
        #expect(terminal.screen.lines == changed)
    }

    @Test("random frame sequences always leave the terminal showing the last frame")
    func randomFrames() {
        var generator = SplitMix64(seed: 7)
        let alphabet: [String] = ["a", "b", " ", "日", "👍", "é", "─", "Z"]
        let size = TerminalSize(columns: 9, rows: 3)
        var renderer = ANSIRenderer(colors: true)
        var terminal = InMemoryTerminal(size: size)
        for _ in 0..<300 {
            var canvas = Canvas(size: size)
            for row in 0..<size.rows {
                let text = (0..<Int(generator.next() % 9)).map { _ in alphabet[Int(generator.next() % 8)] }.joined()
                let style = generator.next() % 2 == 0 ? TextStyle.plain : TextStyle(foreground: .red).inverse
                canvas.draw(text, x: Int(generator.next() % 3), y: row, style: style)
            }
            terminal.receive(renderer.render(canvas.buffer))
            #expect(terminal.screen == canvas.buffer)
        }
    }

    @Test("colours are sent only when enabled; attributes always")
    func colors() {
        let styled = frame(["hi"], style: TextStyle(foreground: .red, background: .white).inverse)
        var colored = ANSIRenderer(colors: true)
        var plain = ANSIRenderer(colors: false)
        let withColor = colored.render(styled)
        let withoutColor = plain.render(styled)
        #expect(withColor.contains("31") && withColor.contains("47"))
        #expect(!withoutColor.contains(";31") && !withoutColor.contains(";47"))
        var terminal = InMemoryTerminal(size: styled.size)
        terminal.receive(withoutColor)
        #expect(terminal.screen[0, 0].style == TextStyle().inverse)
    }

    @Test("a size change redraws everything")
    func resize() {
        var renderer = ANSIRenderer(colors: false)
        _ = renderer.render(frame(["a"]))
        let bigger = frame(["a", "b"], size: TerminalSize(columns: 20, rows: 5))
        let output = renderer.render(bigger)
        #expect(output.contains("\u{1B}[2J"))
        var terminal = InMemoryTerminal(size: bigger.size)
        terminal.receive(output)
        #expect(terminal.screen.lines == bigger.lines)
    }
}
