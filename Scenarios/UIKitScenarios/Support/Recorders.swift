#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// An app's own text field delegate that records what UIKit asked it.
    @MainActor
    final class RecordingFieldDelegate: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        var shouldReturnAnswer = true

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            calls.append("shouldReturn")
            return shouldReturnAnswer
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            calls.append("didBeginEditing")
        }
    }

    /// An app's own text view delegate that also follows scrolling, as a view controller that
    /// hides a header while the text scrolls does.
    @MainActor
    final class ScrollingTextViewDelegate: NSObject, UITextViewDelegate {
        var scrolls = 0

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            scrolls += 1
        }
    }

    /// Another library's forwarding delegate proxy (the shape of RxCocoa's `DelegateProxy`):
    /// it answers `responds(to:)` for what its forwardee implements and forwards every call it
    /// does not implement itself, and counts the calls it implements.
    final class ForeignForwardingProxy: NSObject, UITextFieldDelegate {
        nonisolated(unsafe) weak var forwardee: AnyObject?
        var shouldReturnCalls = 0

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            shouldReturnCalls += 1
            return (forwardee as? UITextFieldDelegate)?.textFieldShouldReturn?(textField) ?? true
        }

        override func responds(to selector: Selector!) -> Bool {
            super.responds(to: selector) || ((forwardee as? NSObjectProtocol)?.responds(to: selector) ?? false)
        }

        override func forwardingTarget(for selector: Selector!) -> Any? {
            if let forwardee = forwardee as? NSObjectProtocol, forwardee.responds(to: selector) { return forwardee }
            return super.forwardingTarget(for: selector)
        }
    }

    /// A button whose subclass watches every action it sends, as analytics hooks do.
    final class AuditedButton: UIButton {
        var sentActions: [String] = []

        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            sentActions.append(NSStringFromSelector(action))
            super.sendAction(action, to: target, for: event)
        }
    }

    /// Captured by a closure; cancels another handler's token when it goes away (as objects
    /// that clean up after themselves in `deinit` do).
    final class CancelsOnDeinit {
        private let token: HandlerToken

        @MainActor
        init(_ token: HandlerToken) {
            self.token = token
        }

        deinit {
            // Scenarios release their closures on the main thread.
            let cancel: @MainActor () -> Void = { [token] in token.cancel() }
            unsafeBitCast(cancel, to: (() -> Void).self)()
        }
    }
#endif
