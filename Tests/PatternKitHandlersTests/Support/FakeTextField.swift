import Foundation
import PatternKitHandlers

/// What an app's own delegate looks like on the pretend platform. Methods are optional in
/// spirit: `nil` answers mean "not implemented".
@MainActor
protocol FakeTextFieldDelegate: AnyObject {
    func fieldShouldReturn(_ field: FakeTextField) -> Bool?
    func fieldShouldChange(_ field: FakeTextField, edit: TextEdit) -> Bool?
    func fieldDidEndEditing(_ field: FakeTextField)
}

/// A delegate that forwards what it gets to other objects (another library's proxy, a
/// multicast delegate): it says whether `field`'s proxy is among them.
@MainActor
protocol FakeForwardingDelegate: FakeTextFieldDelegate {
    func forwards(to field: FakeTextField) -> Bool
}

/// A text field of the pretend platform, adopting ``TextFieldHandling`` the way
/// `UITextField` and the terminal field do: its proxy routes calls into the table and
/// forwards to the app's delegate.
@MainActor
class FakeTextField: TextFieldHandling {
    var text = ""

    private(set) lazy var delegateHandlers: DelegateHandlers<FakeTextField> = {
        let table = DelegateHandlers<FakeTextField>(sender: self)
        // As UIKit's proxies do, by behaviour: does the forwardee say it forwards back here?
        table.forwardeeForwardsBack = { [unowned self] forwardee in
            (forwardee as? any FakeForwardingDelegate)?.forwards(to: self) ?? false
        }
        return table
    }()
    var existingDelegateHandlers: DelegateHandlers<FakeTextField>? { delegateHandlers }

    /// The app's delegate, behind the closures.
    var delegate: (any FakeTextFieldDelegate)? {
        get { delegateHandlers.forwardee as? any FakeTextFieldDelegate }
        set { delegateHandlers.forward(to: newValue) }
    }

    /// Types `replacement` over `range`; returns whether the edit was applied.
    @discardableResult
    func simulateTyping(_ replacement: String, at range: NSRange) -> Bool {
        let edit = TextEdit(text: text, range: range, replacement: replacement)
        let allowed = delegateHandlers.decide(.shouldChangeText, edit) { forwardee in
            (forwardee as? any FakeTextFieldDelegate)?.fieldShouldChange(self, edit: edit)
        }
        if allowed, let proposed = edit.proposedText { text = proposed }
        return allowed
    }

    /// Presses return; returns whether the default action should run.
    func simulateReturn() -> Bool {
        delegateHandlers.decide(.shouldReturn, ()) { forwardee in
            (forwardee as? any FakeTextFieldDelegate)?.fieldShouldReturn(self)
        }
    }

    func simulateEndEditing() {
        delegateHandlers.notify(.didEndEditing, ()) { forwardee in
            (forwardee as? any FakeTextFieldDelegate)?.fieldDidEndEditing(self)
        }
    }
}

final class FakeSearchField: FakeTextField {
    var scope = 0
}

/// An app delegate that records what it was asked.
@MainActor
final class RecordingDelegate: FakeTextFieldDelegate {
    var calls: [String] = []
    var shouldReturnAnswer: Bool? = nil
    var shouldChangeAnswer: Bool? = nil

    func fieldShouldReturn(_ field: FakeTextField) -> Bool? {
        calls.append("shouldReturn")
        return shouldReturnAnswer
    }

    func fieldShouldChange(_ field: FakeTextField, edit: TextEdit) -> Bool? {
        calls.append("shouldChange")
        return shouldChangeAnswer
    }

    func fieldDidEndEditing(_ field: FakeTextField) {
        calls.append("didEndEditing")
    }
}

/// An object whose lifetime tests observe through a weak reference.
final class Witness {}

/// A multi-line text view of the pretend platform: an editing session, but no return or
/// clear decisions, so it adopts only ``EditableTextHandling``.
@MainActor
final class FakeTextView: EditableTextHandling {
    var text = ""

    private(set) lazy var delegateHandlers = DelegateHandlers<FakeTextView>(sender: self)
    var existingDelegateHandlers: DelegateHandlers<FakeTextView>? { delegateHandlers }

    func simulateTyping(_ replacement: String, at range: NSRange) {
        let edit = TextEdit(text: text, range: range, replacement: replacement)
        if delegateHandlers.decide(.shouldChangeText, edit), let proposed = edit.proposedText { text = proposed }
    }

    func simulateBeginEditing() -> Bool {
        guard delegateHandlers.decide(.shouldBeginEditing, ()) else { return false }
        delegateHandlers.notify(.didBeginEditing, ())
        return true
    }
}
