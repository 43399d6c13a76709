import Foundation
import PatternKitHandlers
import Testing

@testable import ShowcaseKit

@MainActor
@Suite("Controls: button, switch, label, HandlersKit API")
struct ControlTests {
    @Test("Enter and Space tap the focused button; onTap replaces, addHandler appends, tokens remove")
    func buttonTaps() {
        let button = TUIButton(title: "Tap")
        let harness = Harness(button)
        var taps: [String] = []
        button.onTap { _ in taps.append("first") }
        button.onTap { button in taps.append("set:\(button.title)") }
        let token = button.addHandler(for: .touchUpInside) { _ in taps.append("added") }
        harness.press(KeyEvent(.tab))
        #expect(button.isFirstResponder)
        harness.press(KeyEvent(.enter))
        #expect(taps == ["set:Tap", "added"])
        token.cancel()
        harness.press(KeyEvent(.character(" ")))
        #expect(taps == ["set:Tap", "added", "set:Tap"])
        #expect(!token.isActive)
    }

    @Test("a button without focus gets no keys; a disabled one is skipped and sends nothing")
    func disabled() {
        let first = TUIButton(title: "One")
        let second = TUIButton(title: "Two")
        let harness = Harness(first, second)
        var tapped = 0
        second.onTap { tapped += 1 }
        harness.press(KeyEvent(.enter))
        #expect(tapped == 0)
        second.isEnabled = false
        harness.press(KeyEvent(.tab), KeyEvent(.tab))
        #expect(first.isFirstResponder)
        second.tap()
        #expect(tapped == 0)
    }

    @Test("the switch flips on Enter/Space and reports valueChanged typed as TUISwitch")
    func switchFlips() {
        let toggle = TUISwitch(isOn: false)
        let harness = Harness(toggle)
        var seen: [Bool] = []
        toggle.on(.valueChanged) { toggle in seen.append(toggle.isOn) }
        harness.press(KeyEvent(.tab))
        #expect(harness.shows("( ) OFF"))
        harness.press(KeyEvent(.enter))
        #expect(harness.shows("(●) ON"))
        harness.press(KeyEvent(.character(" ")))
        #expect(seen == [true, false])
        toggle.setOn(true)
        #expect(seen == [true, false], "setting the value in code sends no event, as in UIKit")
    }

    @Test("handlers do not keep the control alive")
    func noLeak() {
        weak var released: TUIButton?
        do {
            let button = TUIButton(title: "Leak?")
            button.onTap { button in button.title = "tapped" }
            button.addHandler(for: .touchUpInside) { button in _ = button.title }
            released = button
        }
        #expect(released == nil)
    }

    @Test("labels wrap to their width and truncate with an ellipsis")
    func labels() {
        let label = TUILabel(text: "The input can contain only numerical values")
        label.frame = TUIRect(x: 0, y: 0, width: 20, height: 2)
        label.numberOfLines = 0
        #expect(label.displayedLines == ["The input can", "contain only numeri…"])
        label.numberOfLines = 1
        #expect(label.displayedLines == ["The input can conta…"])
    }

    @Test("Tab and Shift-Tab cycle focus in drawing order, skipping hidden views")
    func focusOrder() {
        let a = TUIButton(title: "A")
        let b = TUIButton(title: "B")
        let c = TUIButton(title: "C")
        let harness = Harness(a, b, c)
        harness.press(KeyEvent(.tab))
        #expect(a.isFirstResponder)
        harness.press(KeyEvent(.tab), KeyEvent(.tab), KeyEvent(.tab))
        #expect(a.isFirstResponder, "wraps around")
        harness.press(KeyEvent(.backTab))
        #expect(c.isFirstResponder)
        b.isHidden = true
        harness.press(KeyEvent(.backTab))
        #expect(a.isFirstResponder)
    }
}
