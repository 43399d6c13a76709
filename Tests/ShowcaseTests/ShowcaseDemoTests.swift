import Foundation
import PatternKitTestSupport
import Testing

@testable import ShowcaseKit

@MainActor
@Suite("Showcase demo and live loop", .englishMessages)
struct ShowcaseDemoTests {
    /// The frames `showcase --demo` prints, by caption.
    private func demoFrames() async -> (output: String, frames: [(caption: String, text: String)], steps: Int) {
        var output = ""
        let showcase = Showcase(clock: VirtualClock())
        let steps = ShowcaseScript.steps(for: showcase)
        await TerminalApplication(window: showcase.window).play(steps) { output += $0 }
        let frames = output.components(separatedBy: "── ").dropFirst().map { chunk in
            let caption = chunk.prefix { $0 != "\n" }.trimmingCharacters(in: CharacterSet(charactersIn: "─ "))
            return (caption, String(chunk))
        }
        return (output, frames, steps.count)
    }

    @Test("the scripted session prints plain-text frames with both alerts, the fixes, taps and scrolling")
    func demo() async {
        let (output, frames, steps) = await demoFrames()
        #expect(!output.contains("\u{1B}"), "no escape codes")
        #expect(output.contains("The input can contain only numerical values"))
        #expect(output.contains("The input can contain only letters"))
        #expect(output.contains("✓ Numbers: \"12\" is valid"))
        #expect(
            output.contains("✗ Letters: The input can contain only letters (code 1002)"),
            "left unfixed: the field never held the user")
        #expect(output.contains("Taps: 3"))
        #expect(output.contains("didSelectRow closure got row 1: Bananas"))
        #expect(output.contains("HELLO TERMIN"))
        #expect(output.contains("Row 17 of 30"))
        #expect(frames.count == steps + 1)
    }

    @Test("the scripted session shows the sign-up form: a bad e-mail, the card mask, the user-name check")
    func demoSignUp() async {
        let frames = await demoFrames().frames
        func frame(_ caption: String) -> String {
            frames.first { $0.caption.hasPrefix(caption) }?.text ?? ""
        }
        let typingAddress = frame("Sign-up form: type \"ada@\"")
        #expect(typingAddress.contains("[ada@ ") && typingAddress.contains("· judged when you leave"))
        #expect(!typingAddress.contains("not a valid email address"), "nothing is red while the address is typed")
        #expect(
            typingAddress.contains("✗ Letters: The input can contain only letters"),
            "the letters field stays marked until fixed")
        #expect(frame("Tab: leaving the e-mail field").contains("✗ The input is not a valid email address"))
        let fixed = frame("Shift-Tab, finish the address")
        #expect(fixed.contains("[ada@example.com ") && !fixed.contains("not a valid email address"), "fixed at once")
        #expect(frame("Tab, password").contains("✓ valid"), "the password, shown since it was left, follows each key")
        #expect(frame("Tab: leaving the confirmation").contains("✗ The entries do not match"))
        let halfCard = frame("Type 411111")
        #expect(halfCard.contains("[4111 11 ") && halfCard.contains("Visa · judged when you leave"))
        #expect(!halfCard.contains("Visa · ✗"), "a half-typed card number is not red")
        let card = frame("Type the other ten digits")
        #expect(card.contains("[4111 1111 1111 1111 ") && card.contains("✓ valid · Visa"))
        #expect(frame("Type \"adm\"").contains("… validating: is “adm” free?"))
        #expect(frame("Shift-Tab, type on").contains("… pending"))
        #expect(frame("The pause ends").contains("✗ “admin” is already taken"))
        #expect(frame("Ctrl-U").contains("✓ valid · “ada” is available"))
        #expect(frame("Ctrl-U").contains("(4 to go)"))
        #expect(frame("Tab, a birth date").contains("✗ The date must be on or before"))
        #expect(frame("Shift-Tab, Ctrl-U").contains("[2000-02-29 ") && frame("Shift-Tab, Ctrl-U").contains("[3 "))
        #expect(frame("Tab, Space: the terms").contains("(●) ON"))
        #expect(frame("Tab, Space: the terms").contains("(1 to go)"))
        #expect(frame("Shift-Tab ×5").contains("✓ Every field is valid: press Sign up"))
    }

    @Test("the scripted session prints the same frames on every run")
    func demoIsDeterministic() async {
        let first = await demoFrames().output
        let second = await demoFrames().output
        #expect(first == second)
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
        await app.run(
            events: events, size: .standard,
            capabilities: TerminalCapabilities(colors: true, cursorAddressing: true)
        ) { output in
            writes.append(output)
            terminal.receive(output)
        }
        #expect(terminal.screen.text.contains("Input Validation Failed"))
        #expect(terminal.screen.text.contains("The input can contain only numerical values"))
        #expect(terminal.screen == app.frame(size: .standard))
        #expect(writes.count >= 2)
        #expect(
            writes.dropFirst().allSatisfy { $0.utf8.count < writes[0].utf8.count },
            "later frames send only what changed")
    }

    @Test("keys that arrive faster than frames are all handled before one frame, which shows the last of them")
    func keysWaitingShareAFrame() async {
        let showcase = Showcase()
        let app = TerminalApplication(window: showcase.window)
        var terminal = InMemoryTerminal(size: .standard)
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        let typed = KeyEvent.typing(String(repeating: "1234567890", count: 50))
        for key in typed { input.yield(.key(key)) }
        input.yield(.key(.control("c")))
        input.finish()
        var writes = 0
        await app.run(
            events: events, size: .standard,
            capabilities: TerminalCapabilities(colors: true, cursorAddressing: true)
        ) { output in
            writes += 1
            terminal.receive(output)
        }
        #expect(showcase.strategy.numericField.text.count == typed.count)
        #expect(writes < typed.count / 10, "not one frame per key: \(writes) frames for \(typed.count) keys")
        #expect(terminal.screen == app.frame(size: .standard), "the last key is on screen though Ctrl-C came next")
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
        await app.run(
            events: events, size: .standard, capabilities: TerminalCapabilities(colors: false, cursorAddressing: true)
        ) {
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
        await app.run(
            events: events, size: .standard, capabilities: TerminalCapabilities(environment: ["TERM": "dumb"])
        ) { output += $0 }
        #expect(!output.contains("\u{1B}"))
        #expect(output.contains("[7 "))
    }
}

/// The README's picture of the article's alert is what the showcase draws.
@MainActor
@Suite("README's picture of the showcase", .englishMessages)
struct ReadmePictureTests {
    @Test("every row of the README's picture is a row of the demo's frame with that caption, in order")
    func alertPicture() async throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../README.md"),
            encoding: .utf8)
        let blocks = readme.components(separatedBy: "```\n")
        let picture = try #require(blocks.first { $0.hasPrefix("── ") }, "the README shows a frame")
        let rows = picture.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let caption = try #require(rows.first)
        var output = ""
        let showcase = Showcase(clock: VirtualClock())
        await TerminalApplication(window: showcase.window).play(ShowcaseScript.steps(for: showcase)) { output += $0 }
        let frame = try #require(
            output.components(separatedBy: "\n── ").map { $0.hasPrefix("── ") ? $0 : "── " + $0 }
                .first { $0.hasPrefix(caption) },
            "the demo has a frame captioned “\(caption)”")
        let drawn = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var next = drawn.startIndex
        for row in rows.dropFirst() {
            let found = drawn[next...].firstIndex(of: row)
            #expect(found != nil, "the README's row “\(row)” is not drawn (after row \(next))")
            next = (found ?? next) + 1
        }
    }
}
