import Foundation

/// The scripted session `showcase --demo` plays (and the showcase plays when it has no
/// terminal): bad input in both article's fields and their alerts, the fixes; the sign-up form —
/// a bad e-mail address shown once the field is left and cleared once fixed, passwords that
/// do not match, a card number formatted as it is typed, a user name checked by the
/// simulated server (pending, validating, cancelled, taken, available); then the Handlers screen's button, switch and filter, and the Visitor table
/// scrolling.
///
/// ```swift
/// let clock = VirtualClock()
/// let showcase = Showcase(clock: clock)
/// await TerminalApplication(window: showcase.window).play(ShowcaseScript.steps(for: showcase)) { print($0, terminator: "") }
/// ```
///
/// Give the showcase a ``VirtualClock``: the user-name steps advance it (0.3 s of debounce,
/// 1 s of server delay) instead of waiting, so every run prints the same frames.
package enum ShowcaseScript {
    /// The steps for `showcase`, in order.
    @MainActor
    package static func steps(for showcase: Showcase) -> [ScriptStep] {
        articleSteps + signUpSteps(showcase.strategy.signUp) + otherScreenSteps
    }

    /// The Strategy article's two fields: bad input, the alerts, a fix. A field checks itself when
    /// editing ended and never holds the user: after the letters field's alert, focus is in
    /// the sign-up form.
    static let articleSteps: [ScriptStep] = [
        ScriptStep("Type \"12a\" into the numeric field", typing: "12a"),
        ScriptStep("Tab: the numeric field checks itself as focus leaves it", keys: [KeyEvent(.tab)]),
        ScriptStep(
            "Enter closes the alert; focus goes on, the field stays marked until fixed",
            keys: [
                KeyEvent(.enter)
            ]),
        ScriptStep("Shift-Tab back, Backspace fixes the input", keys: [KeyEvent(.backTab), KeyEvent(.backspace)]),
        ScriptStep(
            "Tab: \"12\" passes; type \"abc1\" into the letters field", keys: [KeyEvent(.tab)] + KeyEvent.typing("abc1")
        ),
        ScriptStep("Tab: the letters field fails", keys: [KeyEvent(.tab)]),
        ScriptStep(
            "Close the alert: focus goes on to the form; \"abc1\" stays marked until fixed",
            keys: [
                KeyEvent(.enter)
            ]),
    ]

    /// The sign-up form, starting with focus in its e-mail field.
    @MainActor
    static func signUpSteps(_ form: SignUpFormView) -> [ScriptStep] {
        let debounce = SignUpRules.debounceSeconds
        let delay = SignUpRules.directoryDelay
        return [
            ScriptStep("Sign-up form: type \"ada@\" into the e-mail field; not judged yet", typing: "ada@"),
            ScriptStep("Tab: leaving the e-mail field shows what is wrong with it", keys: [KeyEvent(.tab)]),
            ScriptStep(
                "Shift-Tab, finish the address: the error goes as soon as it is fixed",
                keys: [KeyEvent(.backTab)] + KeyEvent.typing("example.com")),
            ScriptStep(
                "Tab, password \"Secret12\" (its row follows each key); Tab, \"Secret1\"",
                keys: [KeyEvent(.tab)] + KeyEvent.typing("Secret12") + [KeyEvent(.tab)] + KeyEvent.typing("Secret1")),
            ScriptStep("Tab: leaving the confirmation shows that it does not match", keys: [KeyEvent(.tab)]),
            ScriptStep("Type 411111: the mask adds a space; Visa, judged when you leave", typing: "411111"),
            ScriptStep(
                "Type the other ten digits, Tab: a complete, valid Visa number", typing: "1111111111",
                then: [KeyEvent(.tab)]),
            ScriptStep(
                "Type \"adm\", Tab: after a pause in typing the server is asked", typing: "adm", then: [KeyEvent(.tab)]
            ) {
                await form.advanceClock(by: debounce)
            },
            ScriptStep(
                "Shift-Tab, type on (\"in\"): the check of \"adm\" is cancelled",
                keys: [KeyEvent(.backTab)] + KeyEvent.typing("in")),
            ScriptStep("The pause ends, the server is asked, and a second later it answers", keys: []) {
                await form.advanceClock(by: debounce)
                await form.advanceClock(by: delay)
            },
            ScriptStep(
                "Ctrl-U, type \"ada\", pause, answer: available", keys: [KeyEvent.control("u")] + KeyEvent.typing("ada")
            ) {
                await form.advanceClock(by: debounce)
                await form.advanceClock(by: delay)
            },
            ScriptStep(
                "Tab, a birth date 10 years ago, Tab: a Date field, at least 16 years old",
                keys: [KeyEvent(.tab)] + KeyEvent.typing(tenYearsAgo) + [KeyEvent(.tab)]),
            ScriptStep(
                "Shift-Tab, Ctrl-U, \"2000-02-29\"; Tab, team size \"3\": an Int field",
                keys: [KeyEvent(.backTab), KeyEvent.control("u")] + KeyEvent.typing("2000-02-29") + [KeyEvent(.tab)]
                    + KeyEvent.typing("3")),
            ScriptStep(
                "Tab, Space: the terms switch, a Bool that must be on",
                keys: [KeyEvent(.tab), KeyEvent(.character(" "))]),
            ScriptStep(
                "Shift-Tab ×5, type the missing \"2\": all valid, Sign up is enabled",
                keys: Array(repeating: KeyEvent(.backTab), count: 5) + KeyEvent.typing("2")),
        ]
    }

    /// The day ten years before today, as the birth-date field is typed (`YYYY-MM-DD`).
    private static var tenYearsAgo: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date().addingTimeInterval(-10 * 365.25 * 86_400))
    }

    /// The Handlers and Visitor screens.
    static let otherScreenSteps: [ScriptStep] = [
        ScriptStep(
            "F2: the Handlers screen; Enter taps the button twice",
            keys: [
                KeyEvent(.function(2)), KeyEvent(.enter), KeyEvent(.enter),
            ]),
        ScriptStep("Tab, Space: flip the switch", keys: [KeyEvent(.tab), KeyEvent(.character(" "))]),
        ScriptStep(
            "Tab, type \"hello terminal world\": upper-cased, cut at 12",
            keys: [KeyEvent(.tab)] + KeyEvent.typing("hello terminal world")),
        ScriptStep(
            "Tab, Enter: the token removes the logging handler; Shift-Tab ×4, Enter: tap",
            keys: [
                KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.backTab), KeyEvent(.backTab), KeyEvent(.backTab),
                KeyEvent(.backTab),
                KeyEvent(.enter),
            ]),
        ScriptStep(
            "Shift-Tab, ↓, Enter: the table's didSelectRow closure",
            keys: [
                KeyEvent(.backTab), KeyEvent(.down), KeyEvent(.enter),
            ]),
        ScriptStep("F3: the Visitor table", keys: [KeyEvent(.function(3))]),
        ScriptStep(
            "Page Down twice and ↓: the table scrolls",
            keys: [
                KeyEvent(.pageDown), KeyEvent(.pageDown), KeyEvent(.down),
            ]),
    ]
}
