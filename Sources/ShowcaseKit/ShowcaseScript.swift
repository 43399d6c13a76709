import TerminalUI

/// The scripted session `showcase --demo` plays (and the showcase plays when it has no
/// terminal): bad input in both seed fields and their alerts, the fixes, the Handlers
/// screen's button, switch and filter, then the Visitor table scrolling.
public enum ShowcaseScript {
    /// The steps, in order.
    public static let steps: [ScriptStep] = [
        ScriptStep("Type \"12a\" into the numeric field", typing: "12a"),
        ScriptStep("Tab: the numeric field checks itself as focus leaves it", keys: [KeyEvent(.tab)]),
        ScriptStep("Enter closes the alert and puts focus back; Backspace fixes the input", keys: [
            KeyEvent(.enter), KeyEvent(.backspace),
        ]),
        ScriptStep("Tab: \"12\" passes; type \"abc1\" into the letters field", keys: [KeyEvent(.tab)] + KeyEvent.typing("abc1")),
        ScriptStep("Tab: the letters field fails", keys: [KeyEvent(.tab)]),
        ScriptStep("Close the alert, remove the digit, Tab: \"abc\" passes", keys: [
            KeyEvent(.enter), KeyEvent(.backspace), KeyEvent(.tab),
        ]),
        ScriptStep("F2: the Handlers screen; Enter taps the button twice", keys: [
            KeyEvent(.function(2)), KeyEvent(.enter), KeyEvent(.enter),
        ]),
        ScriptStep("Tab, Space: flip the switch", keys: [KeyEvent(.tab), KeyEvent(.character(" "))]),
        ScriptStep("Tab, type \"hello terminal world\": upper-cased, cut at 12", keys: [KeyEvent(.tab)] + KeyEvent.typing("hello terminal world")),
        ScriptStep("Tab, Enter: remove the logging handler with its token; Shift-Tab ×3, Enter: tap again", keys: [
            KeyEvent(.tab), KeyEvent(.enter), KeyEvent(.backTab), KeyEvent(.backTab), KeyEvent(.backTab), KeyEvent(.enter),
        ]),
        ScriptStep("F3: the Visitor table", keys: [KeyEvent(.function(3))]),
        ScriptStep("Page Down twice and ↓: the table scrolls", keys: [
            KeyEvent(.pageDown), KeyEvent(.pageDown), KeyEvent(.down),
        ]),
    ]
}
