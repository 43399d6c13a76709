#if canImport(UIKit) && !os(watchOS)
import PatternKitUIKit
import UIKit

/// Defects 2–5 and 8: the delegate proxies, whatever the app does with `delegate`.
enum DelegateScenarios {
    @MainActor
    static let all: [Scenario] = [
        Scenario("a scroll call claimed for a text view's delegate that has gone is absorbed, not a crash", covers: "defect 2") { e in
            let textView = UITextView()
            textView.didChange { _ in }
            let selector = #selector(UIScrollViewDelegate.scrollViewDidScroll(_:))
            weak var gone: ScrollingTextViewDelegate?
            do {
                let appDelegate = ScrollingTextViewDelegate()
                gone = appDelegate
                textView.delegate = appDelegate
                e.expect(textView.delegate?.responds(to: selector) == true, "the proxy claims what the app's delegate implements")
                (textView.delegate as? NSObject)?.perform(selector, with: textView)
                e.expectEqual(appDelegate.scrolls, 1, "scrolls forwarded to the app's delegate")
            }
            e.expect(gone == nil, "the proxy does not keep the app's delegate")
            // UIKit cached the answer: it calls the method anyway, as during a teardown.
            (textView.delegate as? NSObject)?.perform(selector, with: textView)
            e.expect(textView.delegate?.responds(to: selector) == false, "nothing claims the method any more")
        },
        Scenario("a decision claimed for a delegate that has gone answers UIKit's default", covers: "defect 2") { e in
            let field = UITextField()
            field.didEndEditing { _ in }
            do {
                let appDelegate = RecordingFieldDelegate()
                appDelegate.shouldReturnAnswer = false
                field.delegate = appDelegate
                e.expectEqual(field.delegate?.textFieldShouldReturn?(field), false, "the app's answer while it exists")
            }
            e.expectEqual(field.delegate?.textFieldShouldReturn?(field), true, "the default once it has gone")
        },
        Scenario("another library's proxy set after ours wraps it: no loop, every party called once", covers: "defect 3") { e in
            let field = UITextField()
            var closureCalls = 0
            field.shouldReturn { _ in closureCalls += 1; return true }
            let foreign = ForeignForwardingProxy()
            foreign.forwardee = field.delegate
            field.delegate = foreign
            e.expect(field.delegate === foreign, "the foreign proxy takes the slot, as its author expects")
            e.expect(field.delegate?.responds(to: #selector(UITextFieldDelegate.textFieldDidEndEditing(_:))) == false, "responds(to:) terminates")
            _ = field.delegate?.textFieldShouldReturn?(field)
            e.expectEqual(foreign.shouldReturnCalls, 1, "foreign proxy calls")
            e.expectEqual(closureCalls, 1, "closure calls")
            field.shouldClear { _ in false }
            e.expect(field.delegate === foreign, "a later closure leaves the wrapper in place")
            e.expectEqual(field.delegate?.textFieldShouldClear?(field), false, "the later closure is reached through the wrapper")
        },
        Scenario("a foreign proxy set before our closures, then re-installed over ours: no loop", covers: "defect 3") { e in
            let field = UITextField()
            let appDelegate = RecordingFieldDelegate()
            let foreign = ForeignForwardingProxy()
            foreign.forwardee = appDelegate
            field.delegate = foreign
            var closureCalls = 0
            field.shouldReturn { _ in closureCalls += 1; return true }
            _ = field.delegate?.textFieldShouldReturn?(field)
            e.expectEqual(appDelegate.calls, ["shouldReturn"], "the app's delegate behind the foreign proxy")
            // The foreign library installs itself again, forwarding to what it finds: ours.
            foreign.forwardee = field.delegate
            field.delegate = foreign
            e.expect(field.delegate?.responds(to: #selector(UITextFieldDelegate.textFieldDidBeginEditing(_:))) != nil, "responds(to:) terminates")
            _ = field.delegate?.textFieldShouldReturn?(field)
            e.expectEqual(closureCalls, 2, "the closure runs once per call")
        },
        Scenario("a delegate assigned after the closures goes behind them; nil removes only it", covers: "defect 4") { e in
            let field = UITextField()
            var log: [String] = []
            field.shouldReturn { _ in log.append("closure"); return true }
            let appDelegate = RecordingFieldDelegate()
            field.delegate = appDelegate
            e.expect(field.forwardingDelegate === appDelegate, "forwardingDelegate reads the app's delegate")
            _ = field.delegate?.textFieldShouldReturn?(field)
            e.expectEqual(appDelegate.calls, ["shouldReturn"], "the app's delegate is asked")
            e.expectEqual(log, ["closure"], "the closure is asked too")
            field.delegate = nil
            e.expect(field.delegate != nil, "the closures' proxy stays")
            _ = field.delegate?.textFieldShouldReturn?(field)
            e.expectEqual(appDelegate.calls.count, 1, "the removed delegate is not asked")
            e.expectEqual(log.count, 2, "the closure still is")
        },
        Scenario("CustomTextField keeps filtering after delegate = nil (prepareForReuse)", covers: "defect 5") { e in
            let field = CustomTextField()
            field.inputValidator = NumericInputValidator()
            field.editFiltering = .invalidCharacters
            field.delegate = nil
            let allowed = field.delegate?.textField?(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a")
            e.expectEqual(allowed, false, "the letter is refused")
            let digit = field.delegate?.textField?(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "1")
            e.expectEqual(digit, true, "a digit is allowed")
        },
        Scenario("reading or emptying a field's closures installs no proxy", covers: "defect 8") { e in
            let field = UITextField()
            field.removeHandlers(for: .shouldReturn)
            _ = field.existingTextInputHandlers
            _ = field.textInputHandlers.handlerCount(for: .shouldReturn)
            e.expect(field.delegate == nil, "no delegate was set")
        },
        Scenario("a form binding leaves no handler on its fields once unbound", covers: "defect 8: FormBinding") { e in
            let field = UITextField()
            let before = field.controlEventHandlers.count
            let binding = FormBinding(FormValidator<String>().field("name", RequiredValidator.required), fields: ["name": field])
            e.expect(field.controlEventHandlers.count > before, "the binding watches the field")
            binding.unbind()
            e.expectEqual(field.controlEventHandlers.count, before, "handlers after unbind")
        },
    ]
}
#endif
