import Foundation
import PatternKitHandlers
import Testing

@testable import ShowcaseKit

/// Records every `UITextFieldDelegate` call.
@MainActor
private final class RecordingDelegate: TUITextFieldDelegate {
    var calls: [String] = []
    var allowEnd = true
    var allowChange = true
    func textFieldShouldBeginEditing(_ textField: TUITextField) -> Bool {
        calls.append("shouldBegin")
        return true
    }
    func textFieldDidBeginEditing(_ textField: TUITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TUITextField) -> Bool {
        calls.append("shouldEnd")
        return allowEnd
    }
    func textFieldDidEndEditing(_ textField: TUITextField) { calls.append("didEnd") }
    func textField(_ textField: TUITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        calls.append("change(\(range.location),\(range.length),\(string))")
        return allowChange
    }
    func textFieldShouldReturn(_ textField: TUITextField) -> Bool {
        calls.append("shouldReturn")
        return true
    }
}

@MainActor
@Suite("Text field: cursor editing, Unicode, delegate decisions, HandlersKit closures")
struct TextFieldTests {
    private func focusedField(_ text: String = "", width: Int = 22) -> (TUITextField, Harness) {
        let field = TUITextField(text: text)
        field.frame = TUIRect(x: 0, y: 0, width: width, height: 1)
        let harness = Harness(field)
        harness.press(KeyEvent(.tab))
        return (field, harness)
    }

    @Test("typing inserts at the cursor; arrows, Home/End, Backspace and Delete edit in place")
    func cursorEditing() {
        let (field, harness) = focusedField()
        harness.type("helo")
        harness.press(KeyEvent(.left))
        harness.type("l")
        #expect(field.text == "hello")
        harness.press(KeyEvent(.home))
        harness.press(KeyEvent(.delete))
        harness.type("H")
        harness.press(KeyEvent(.end))
        harness.type("!")
        harness.press(KeyEvent(.backspace), KeyEvent(.backspace))
        #expect(field.text == "Hell")
        #expect(field.selectedRange == NSRange(location: 4, length: 0))
        #expect(harness.lines[0] == "[Hell                ]")
        harness.press(.control("a"))
        harness.type(">")
        harness.press(.control("e"))
        harness.type("<")
        #expect(field.text == ">Hell<")
    }

    @Test("multi-byte and wide characters: one arrow or Backspace handles a whole character")
    func unicodeEditing() {
        let (field, harness) = focusedField()
        harness.type("a日👩‍💻e\u{301}b")
        #expect(field.text == "a日👩‍💻éb")
        harness.press(KeyEvent(.left), KeyEvent(.backspace))
        #expect(field.text == "a日👩‍💻b", "the accented e goes as one character")
        harness.press(KeyEvent(.backspace))
        #expect(field.text == "a日b", "the ZWJ emoji goes as one character")
        #expect(field.selectedRange.location == 2, "the cursor sits after 日 (UTF-16 offset 2)")
        #expect(harness.lines[0].hasPrefix("[a日b"), "wide characters take two columns")
        #expect(harness.screen[0, 3].isContinuation)
    }

    @Test("a long paste goes in at once, newlines become spaces, and the view scrolls to the cursor")
    func longPaste() {
        let (field, harness) = focusedField("<>")
        harness.press(KeyEvent(.left))
        let pasted = (1...2000).map(String.init).joined(separator: "\n")
        var changes = 0
        field.on(.editingChanged) { _ in changes += 1 }
        harness.press(KeyEvent(.paste(pasted)))
        #expect(changes == 1)
        #expect(field.text == "<" + pasted.replacingOccurrences(of: "\n", with: " ") + ">")
        #expect(field.visibleText.hasSuffix("1999 2000>"), "the end of the paste is in view: \(field.visibleText)")
        harness.press(KeyEvent(.home))
        #expect(field.visibleText.hasPrefix("<1 2 3"))
    }

    @Test("the delegate sees UIKit's decision points with UTF-16 ranges, in UIKit's order")
    func delegateCalls() {
        let field = TUITextField(text: "😀")
        let other = TUIButton(title: "Next")
        let harness = Harness(field, other)
        let delegate = RecordingDelegate()
        field.delegate = delegate
        harness.press(KeyEvent(.tab))
        harness.type("x")
        harness.press(KeyEvent(.left), KeyEvent(.backspace))
        harness.press(KeyEvent(.enter))
        harness.press(KeyEvent(.tab))
        #expect(
            delegate.calls == [
                "shouldBegin", "didBegin", "change(2,0,x)", "change(0,2,)", "shouldReturn", "shouldEnd", "didEnd",
            ])
        #expect(field.text == "x")
        #expect(other.isFirstResponder)
    }

    @Test("a delegate that says no keeps the text, and keeps focus when it refuses to end editing")
    func delegateRefuses() {
        let field = TUITextField()
        let other = TUIButton(title: "Next")
        let harness = Harness(field, other)
        let delegate = RecordingDelegate()
        field.delegate = delegate
        harness.press(KeyEvent(.tab))
        delegate.allowChange = false
        harness.type("abc")
        #expect(field.text.isEmpty)
        delegate.allowEnd = false
        harness.press(KeyEvent(.tab))
        #expect(field.isFirstResponder)
        delegate.allowEnd = true
        harness.press(KeyEvent(.tab))
        #expect(other.isFirstResponder)
    }

    @Test("shouldChangeString sees the whole text before and after each edit, and can refuse it")
    func shouldChangeString() {
        let (field, harness) = focusedField()
        var seen: [String] = []
        field.shouldChangeString { field, from, to in
            seen.append("\(from)→\(to)")
            return to.count <= 3
        }
        harness.type("abcd")
        harness.press(KeyEvent(.backspace))
        #expect(field.text == "ab")
        #expect(seen == ["→a", "a→ab", "ab→abc", "abc→abcd", "abc→ab"])
    }

    @Test("a filter that rewrites the text itself (upper-case, max length) works like on UIKit")
    func rewritingFilter() {
        let (field, harness) = focusedField()
        field.shouldChangeString { field, _, to in
            field.text = String(to.uppercased().prefix(5))
            return false
        }
        harness.type("hello world")
        #expect(field.text == "HELLO")
    }

    @Test("a shouldChangeCharacters closure and the delegate both get a say; the delegate keeps its calls")
    func closureAndDelegate() {
        let (field, harness) = focusedField()
        let delegate = RecordingDelegate()
        field.delegate = delegate
        field.shouldChangeCharacters { _, range, string in string != "x" }
        harness.type("axb")
        #expect(field.text == "ab")
        #expect(
            delegate.calls.filter { $0.hasPrefix("change") } == ["change(0,0,a)", "change(1,0,x)", "change(1,0,b)"])
    }

    @Test("editing events mirror UIControl: begin, changed, end, end on exit")
    func editingEvents() {
        let field = TUITextField()
        let other = TUIButton(title: "Next")
        let harness = Harness(field, other)
        var events: [String] = []
        field.addHandler(for: .editingDidBegin) { _ in events.append("begin") }
        field.addHandler(for: .editingChanged) { field in events.append("changed:\(field.text)") }
        field.addHandler(for: .editingDidEndOnExit) { _ in events.append("return") }
        field.addHandler(for: .editingDidEnd) { _ in events.append("end") }
        harness.press(KeyEvent(.tab))
        harness.type("ok")
        harness.press(KeyEvent(.enter), KeyEvent(.tab))
        #expect(events == ["begin", "changed:o", "changed:ok", "return", "end"])
    }

    @Test("secure entry shows bullets; the placeholder shows while empty and unfocused")
    func secureAndPlaceholder() {
        let secure = TUITextField(text: "pässwörd")
        secure.isSecureTextEntry = true
        let empty = TUITextField(placeholder: "e-mail")
        let harness = Harness(secure, empty)
        #expect(harness.lines[0].hasPrefix("[••••••••"))
        #expect(harness.lines[2].hasPrefix("[e-mail"))
    }
}
