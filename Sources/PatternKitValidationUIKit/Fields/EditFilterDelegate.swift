#if canImport(UIKit) && !os(watchOS)
    @_spi(PatternKitPlumbing) import PatternKitTextEditing
    import UIKit

    /// `CustomTextField`'s keystroke filter: the field's `delegate` while the field filters or
    /// formats, in front of whatever was put there — the app's delegate, RxCocoa's proxy or
    /// PatternKit's closure proxy (which then sees the slot behind the filter as its own). For
    /// a proposed edit, the object behind is asked first and can refuse it; then the field
    /// decides. Every other call goes to the object behind, messaged after `responds(to:)`
    /// whatever protocols its class declares; when it is gone, UIKit's default answers.
    @MainActor
    final class EditFilterDelegate: NSObject, UITextFieldDelegate, TextChangeRangesDelegate {
        /// What sits behind the filter (weak, as UIKit's own slot). Read by `responds(to:)`,
        /// which UIKit may ask off the main thread; written on the main thread only.
        nonisolated(unsafe) weak var behind: AnyObject?
        /// Whether the field decides edits; `false` leaves every decision to ``behind`` (the
        /// field stopped filtering while another object wraps this one).
        var isActive = true
        private weak var field: CustomTextField?
        /// Set while the object behind is asked about an edit: a question that comes back here
        /// went round a loop (an object that forwards to this filter was put behind it), and is
        /// answered by the field alone.
        private var isAskingBehind = false

        init(field: CustomTextField, behind: AnyObject?) {
            self.field = field
            self.behind = behind
        }

        private nonisolated static let changeSelector = #selector(
            (any UITextFieldDelegate).textField(_:shouldChangeCharactersIn:replacementString:))
        private nonisolated static let rangesSelector = #selector(
            (any TextChangeRangesDelegate).textField(_:shouldChangeCharactersInRanges:replacementString:))

        // MARK: What the filter answers for

        override nonisolated func responds(to selector: Selector!) -> Bool {
            if selector == Self.changeSelector { return true }
            if Self.isPassedOn(selector) { return behind(responding: selector) != nil }
            return super.responds(to: selector) || behind(responding: selector) != nil
        }

        /// The method only the filter implements: an object that is not the filter and says it
        /// responds to it forwards to the filter (RxCocoa's proxy installed over the field).
        @objc nonisolated func patternKitEditFilterMarker() {}

        /// ``patternKitEditFilterMarker()``'s selector.
        nonisolated static let marker = #selector(patternKitEditFilterMarker)

        override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
            behind(responding: selector) ?? super.forwardingTarget(for: selector)
        }

        /// The object behind, when it implements `selector`.
        private nonisolated func behind(responding selector: Selector) -> AnyObject? {
            // Never itself: a filter put behind itself would ask itself forever.
            guard let behind, behind !== self, behind.responds(to: selector) else { return nil }
            return behind
        }

        /// Whether the filter implements `selector` only to pass it on (claimed only when the
        /// object behind implements it; UIKit's default answers if that object is gone by the
        /// time UIKit calls — iOS 16's edit menu questions included).
        private nonisolated static func isPassedOn(_ selector: Selector) -> Bool {
            switch selector {
            case rangesSelector,
                #selector((any UITextFieldDelegate).textFieldShouldBeginEditing(_:)),
                #selector((any UITextFieldDelegate).textFieldDidBeginEditing(_:)),
                #selector((any UITextFieldDelegate).textFieldShouldEndEditing(_:)),
                #selector((any UITextFieldDelegate).textFieldDidEndEditing(_:)),
                #selector((any UITextFieldDelegate).textFieldDidEndEditing(_:reason:)),
                #selector((any UITextFieldDelegate).textFieldDidChangeSelection(_:)),
                #selector((any UITextFieldDelegate).textFieldShouldClear(_:)),
                #selector((any UITextFieldDelegate).textFieldShouldReturn(_:)):
                true
            default:
                selector == editMenu || selector == willPresentEditMenu || selector == willDismissEditMenu
            }
        }

        /// iOS 16's edit menu questions.
        private nonisolated static let editMenu = NSSelectorFromString(
            "textField:editMenuForCharactersInRange:suggestedActions:")
        private nonisolated static let willPresentEditMenu = NSSelectorFromString(
            "textField:willPresentEditMenuWithAnimator:")
        private nonisolated static let willDismissEditMenu = NSSelectorFromString(
            "textField:willDismissEditMenuWithAnimator:")

        /// `object` as a text field delegate, to message it after `responds(to:)`.
        private func messaging(_ object: AnyObject) -> any UITextFieldDelegate {
            unsafeBitCast(object, to: (any UITextFieldDelegate).self)
        }

        // MARK: Edits

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            if !isAskingBehind, let behind = behind(responding: Self.changeSelector) {
                isAskingBehind = true
                defer { isAskingBehind = false }
                let answer = messaging(behind).textField?(
                    textField, shouldChangeCharactersIn: range, replacementString: string)
                if answer == false { return false }
            }
            return decide(textField, range, string)
        }

        /// iOS 26's variant, called instead of the single-range one when the object behind
        /// implements it: that object is asked with every range; the field judges the edit of
        /// the first range (a text field's edit has one).
        func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: NSArray, replacementString string: String
        ) -> Bool {
            if !isAskingBehind, let behind = behind(responding: Self.rangesSelector) {
                isAskingBehind = true
                defer { isAskingBehind = false }
                let answer = unsafeBitCast(behind, to: (any TextChangeRangesDelegate).self).textField?(
                    textField, shouldChangeCharactersInRanges: ranges, replacementString: string)
                if answer == false { return false }
            }
            guard let range = (ranges.firstObject as? NSValue)?.rangeValue else { return true }
            return decide(textField, range, string)
        }

        private func decide(_ textField: UITextField, _ range: NSRange, _ string: String) -> Bool {
            // Another field given this filter as its delegate is not judged by this field's rules.
            guard isActive, let field, textField === field else { return true }
            return field.shouldApply(TextEdit(text: textField.text ?? "", range: range, replacement: string))
        }

        // MARK: Passed on, with UIKit's default when the object behind is gone

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            behind.map { messaging($0).textFieldShouldBeginEditing?(textField) ?? true } ?? true
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            behind.map { messaging($0).textFieldDidBeginEditing?(textField) }
        }

        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            behind.map { messaging($0).textFieldShouldEndEditing?(textField) ?? true } ?? true
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            behind.map { messaging($0).textFieldDidEndEditing?(textField) }
        }

        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            behind.map { messaging($0).textFieldDidEndEditing?(textField, reason: reason) }
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            behind.map { messaging($0).textFieldDidChangeSelection?(textField) }
        }

        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            behind.map { messaging($0).textFieldShouldClear?(textField) ?? true } ?? true
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            behind.map { messaging($0).textFieldShouldReturn?(textField) ?? true } ?? true
        }

        @available(iOS 16.0, *)
        func textField(
            _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
        ) -> UIMenu? {
            behind.flatMap {
                messaging($0).textField?(textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
                    ?? nil
            }
        }

        @available(iOS 16.0, *)
        func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
            behind.map { messaging($0).textField?(textField, willPresentEditMenuWith: animator) }
        }

        @available(iOS 16.0, *)
        func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
            behind.map { messaging($0).textField?(textField, willDismissEditMenuWith: animator) }
        }
    }
#endif
