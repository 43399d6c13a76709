import BenchmarkHarness
import ShowcaseKit

/// A long paste into a showcase field, and the keys after it, each followed by a frame drawn
/// into an in-memory terminal as `showcase` draws it.
///
/// - `paste-100k`: the field cleared (Ctrl-U), 100,000 characters pasted, ← , one more
///   character typed, End, Tab out of the field (it shows its state) and Shift-Tab back — 7
///   keys, 7 frames. A paste costs what its text costs, once; goal: each frame within 16 ms.
///   The variants are the fields:
///   - `numeric`: digits into the Strategy screen's numeric field (`NumericInputValidator`,
///     checked when focus leaves; the status line then quotes the whole text).
///   - `email`: letters into the sign-up form's e-mail field (the form session validates every
///     change).
///   - `password`: digits into the password field (secure entry: bullets).
///   - `wide`: CJK characters (2 columns each) into the user name field.
/// - `field-keys`: 7 keys in a field that holds 1,000 or 100,000 characters (← , a character,
///   Backspace, End, a character, Backspace, Home), each followed by a frame; the variants are
///   the field and its length (`numeric-1k`, `numeric-100k`, …). A frame costs what it draws:
///   goal, the 100k variant within 1.5× the 1k one, for the fields whose checks stop early
///   (numeric, e-mail).
@MainActor
enum Paste {
    static let benchmarks = [pasteCase, keysCase]

    /// Where a variant pastes, and what.
    private static let targets: [(variant: String, field: String, text: (Int) -> String)] = [
        ("numeric", "numeric", { String(repeating: "0123456789", count: $0 / 10) }),
        ("email", "email", { String(repeating: "abcdefghij", count: $0 / 10) }),
        ("password", "password", { String(repeating: "0123456789", count: $0 / 10) }),
        ("wide", "userName", { String(repeating: "漢字かなカナ한글中文", count: $0 / 10) }),
    ]

    static let pasteCase = BenchmarkCase(
        "paste-100k", "100,000 characters pasted into a showcase field, 7 keys and frames around it",
        baseline: "numeric", items: ItemCount(7, "frame"),
        goals: targets.map { .atMost($0.variant, nanoseconds: 7 * 16_000_000) }
    ) {
        try targets.map { target in
            let driver = try PasteDriver(field: target.field, pasted: target.text(100_000), name: target.variant)
            return Variant(target.variant) { iterations in
                for _ in 0..<iterations { driver.paste() }
                blackHole(driver.terminal.bytesReceived)
            }
        }
    }

    static let keysCase = BenchmarkCase(
        "field-keys", "7 keys and frames in a showcase field holding 1,000 or 100,000 characters",
        baseline: "numeric-1k", items: ItemCount(7, "frame"),
        goals: [
            .within("numeric-100k", of: "numeric-1k", times: 1.5), .within("email-100k", of: "email-1k", times: 1.5),
        ]
    ) {
        try targets.flatMap { target in
            try [(1_000, "1k"), (100_000, "100k")].map { length, suffix in
                let name = "\(target.variant)-\(suffix)"
                let driver = try PasteDriver(field: target.field, pasted: target.text(length), name: name)
                return Variant(name) { iterations in
                    for _ in 0..<iterations { driver.keys() }
                    blackHole(driver.terminal.bytesReceived)
                }
            }
        }
    }
}

/// The showcase on its Strategy screen with one field focused, drawing into a terminal.
@MainActor
final class PasteDriver {
    let showcase = Showcase(clock: VirtualClock())
    let field: TUITextField
    let pasted: String
    var renderer = ANSIRenderer(colors: true)
    var terminal = InMemoryTerminal(size: .standard)

    /// A showcase with the field `identifier` focused, the paste and the keys done once and
    /// checked (`name` says which variant failed).
    init(field identifier: String, pasted: String, name: String) throws {
        guard let field = showcase.strategy.view(withIdentifier: identifier) as? TUITextField else {
            throw VerificationFailure("\(name): the Strategy screen has no text field \(identifier)")
        }
        self.field = field
        self.pasted = pasted
        showcase.window.focus(field)
        frame()
        paste()
        keys()
        let length = pasted.count + 1
        try VerificationFailure.check(
            field.text.count == length, "\(name): the field holds \(field.text.count) characters, not \(length)")
        try VerificationFailure.check(terminal.screen.text.contains("›["), "\(name): the field lost focus")
    }

    /// Clears the field, pastes, and the keys and frames after a paste.
    func paste() {
        press(
            KeyEvent.control("u"), KeyEvent(.paste(pasted)), KeyEvent(.left), KeyEvent(.character("7")),
            KeyEvent(.end), KeyEvent(.tab), KeyEvent(.backTab))
    }

    /// Seven keys in the field as it is; the text is the same afterwards.
    func keys() {
        press(
            KeyEvent(.left), KeyEvent(.character("7")), KeyEvent(.backspace), KeyEvent(.end),
            KeyEvent(.character("7")), KeyEvent(.backspace), KeyEvent(.home))
    }

    /// Each key, then a frame.
    private func press(_ keys: KeyEvent...) {
        for key in keys {
            showcase.window.send(key)
            frame()
        }
    }

    private func frame() {
        terminal.receive(renderer.render(showcase.window.render(size: .standard)))
    }
}
