import TerminalTestSupport
import Testing
@testable import ShowcaseKit
@testable import TerminalUI

@MainActor
@Suite("Showcase demo and live loop", .englishMessages)
struct ShowcaseDemoTests {
    private func demoOutput() -> String {
        var output = ""
        let showcase = Showcase()
        TerminalApplication(window: showcase.window).play(ShowcaseScript.steps) { output += $0 }
        return output
    }

    @Test("the scripted session prints plain-text frames with both alerts, the fixes, taps and scrolling")
    func demo() {
        let output = demoOutput()
        #expect(!output.contains("\u{1B}"), "no escape codes")
        #expect(output.contains("The input can contain only numerical values"))
        #expect(output.contains("The input can contain only letters"))
        #expect(output.contains("✓ Numbers: \"12\" is valid"))
        #expect(output.contains("✓ Letters: \"abc\" is valid"))
        #expect(output.contains("Taps: 3"))
        #expect(output.contains("HELLO TERMIN"))
        #expect(output.contains("Row 17 of 30"))
        #expect(output.components(separatedBy: "\n── ").count == ShowcaseScript.steps.count + 1)
    }

    @Test("the live loop draws ANSI frames a terminal shows correctly, then redraws only changes")
    func liveLoop() async {
        let showcase = Showcase()
        let app = TerminalApplication(window: showcase.window)
        var terminal = InMemoryTerminal(size: .standard)
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        for key in KeyEvent.typing("12a") + [KeyEvent(.tab)] { input.yield(.key(key)) }
        input.yield(.key(.control("c")))
        input.finish()
        var writes: [String] = []
        await app.run(events: events, size: .standard,
                      capabilities: TerminalCapabilities(colors: true, cursorAddressing: true)) { output in
            writes.append(output)
            terminal.receive(output)
        }
        #expect(terminal.screen.text.contains("Input Validation Failed"))
        #expect(terminal.screen.text.contains("The input can contain only numerical values"))
        #expect(terminal.screen == app.frame(size: .standard))
        #expect(writes.count >= 2)
        #expect(writes.dropFirst().allSatisfy { $0.utf8.count < writes[0].utf8.count }, "later frames send only what changed")
    }

    @Test("a resize redraws the whole frame at the new size; too small shows a notice")
    func resize() async {
        let showcase = Showcase()
        let app = TerminalApplication(window: showcase.window)
        app.minimumSize = .standard
        let small = TerminalSize(columns: 60, rows: 20)
        let big = TerminalSize(columns: 100, rows: 30)
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        input.yield(.resize(small))
        input.yield(.resize(big))
        input.finish()
        var writes: [String] = []
        await app.run(events: events, size: .standard, capabilities: TerminalCapabilities(colors: false, cursorAddressing: true)) {
            writes.append($0)
        }
        #expect(writes.contains { $0.contains("Please make the terminal at least 80×24 (now 60×20)") })
        let last = writes.last ?? ""
        #expect(last.contains("\u{1B}[2J"), "a new size is drawn in full")
        var terminal = InMemoryTerminal(size: big)
        terminal.receive(last)
        #expect(terminal.screen.line(29).contains("F1 F2 F3 screens"))
        #expect(terminal.screen.line(0).contains("F1 Strategy"))
    }

    @Test("TERM=dumb: frames are plain text, printed one after another")
    func dumbTerminal() async {
        let showcase = Showcase()
        let app = TerminalApplication(window: showcase.window)
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        input.yield(.key(KeyEvent(.character("7"))))
        input.finish()
        var output = ""
        await app.run(events: events, size: .standard, capabilities: TerminalCapabilities(environment: ["TERM": "dumb"])) { output += $0 }
        #expect(!output.contains("\u{1B}"))
        #expect(output.contains("[7 "))
    }
}
