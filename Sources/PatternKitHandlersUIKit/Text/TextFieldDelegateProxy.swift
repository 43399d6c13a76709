#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The `UITextFieldDelegate` behind a text field's closures: one per field, found by the
    /// field's identity, owned by the field. Each call goes to the app's delegate first, then to
    /// the closures (see ``DelegateHandlers``).
    @MainActor
    final class TextFieldDelegateProxy: DelegateProxy<UITextField>, UITextFieldDelegate {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue as? any UITextFieldDelegate }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UITextFieldDelegate).self]
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            switch selector {
            case #selector((any UITextFieldDelegate).textFieldShouldBeginEditing(_:)):
                claim(handlers.hasHandlers(for: .shouldBeginEditing), selector)
            case #selector((any UITextFieldDelegate).textFieldDidBeginEditing(_:)):
                claim(handlers.hasHandlers(for: .didBeginEditing), selector)
            case #selector((any UITextFieldDelegate).textFieldShouldEndEditing(_:)):
                claim(handlers.hasHandlers(for: .shouldEndEditing), selector)
            case #selector((any UITextFieldDelegate).textFieldDidEndEditing(_:)):
                // Never: UIKit then calls the variant with a reason, which serves both.
                false
            case #selector((any UITextFieldDelegate).textFieldDidEndEditing(_:reason:)):
                handlers.hasHandlers(for: .didEndEditing) || handlers.hasHandlers(for: .didEndEditingWithReason)
                    || forwardeeResponds(to: #selector((any UITextFieldDelegate).textFieldDidEndEditing(_:)))
                    || forwardeeResponds(to: selector)
            case #selector((any UITextFieldDelegate).textField(_:shouldChangeCharactersIn:replacementString:)):
                claim(handlers.hasHandlers(for: .shouldChangeText), selector)
            case #selector((any UITextFieldDelegate).textFieldDidChangeSelection(_:)):
                claim(handlers.hasHandlers(for: .didChangeSelection), selector)
            case #selector((any UITextFieldDelegate).textFieldShouldClear(_:)):
                claim(handlers.hasHandlers(for: .shouldClear), selector)
            case #selector((any UITextFieldDelegate).textFieldShouldReturn(_:)):
                claim(handlers.hasHandlers(for: .shouldReturn), selector)
            default:
                nil
            }
        }

        // MARK: UITextFieldDelegate

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            handlers.decide(.shouldBeginEditing, ()) {
                ($0 as? any UITextFieldDelegate)?.textFieldShouldBeginEditing?(textField)
            }
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            handlers.notify(.didBeginEditing, ()) {
                ($0 as? any UITextFieldDelegate)?.textFieldDidBeginEditing?(textField)
            }
        }

        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            handlers.decide(.shouldEndEditing, ()) {
                ($0 as? any UITextFieldDelegate)?.textFieldShouldEndEditing?(textField)
            }
        }

        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            handlers.notify(.didEndEditing, ()) { forwardee in
                // What UIKit would do for the app's delegate: the reason variant if it has one.
                guard let delegate = forwardee as? any UITextFieldDelegate else { return }
                if delegate.textFieldDidEndEditing?(textField, reason: reason) == nil {
                    delegate.textFieldDidEndEditing?(textField)
                }
            }
            handlers.notify(.didEndEditingWithReason, reason)
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            let edit = TextEdit(text: textField.text ?? "", range: range, replacement: string)
            return handlers.decide(.shouldChangeText, edit) {
                ($0 as? any UITextFieldDelegate)?.textField?(
                    textField, shouldChangeCharactersIn: range, replacementString: string)
            }
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            handlers.notify(.didChangeSelection, ()) {
                ($0 as? any UITextFieldDelegate)?.textFieldDidChangeSelection?(textField)
            }
        }

        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            handlers.decide(.shouldClear, ()) { ($0 as? any UITextFieldDelegate)?.textFieldShouldClear?(textField) }
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            handlers.decide(.shouldReturn, ()) { ($0 as? any UITextFieldDelegate)?.textFieldShouldReturn?(textField) }
        }
    }
#endif
