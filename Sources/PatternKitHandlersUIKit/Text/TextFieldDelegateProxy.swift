#if canImport(UIKit) && !os(watchOS)
    @_spi(PatternKitPlumbing) import PatternKitTextEditing
    import UIKit

    /// The `UITextFieldDelegate` behind a text field's closures: one per field, found by the
    /// field's identity, owned by the field. Each call goes to the app's delegate first, then to
    /// the closures (see ``DelegateHandlers``).
    @MainActor
    final class TextFieldDelegateProxy: DelegateProxy<UITextField>, UITextFieldDelegate {
        override var ownerDelegate: AnyObject? {
            get {
                if let field = owner as? any DelegateSlotOwning { return field.delegateSlotObject }
                return owner?.delegate
            }
            set {
                if let field = owner as? any DelegateSlotOwning {
                    field.closureProxy = self
                    field.delegateSlotObject = newValue
                } else {
                    owner?.delegate = newValue.map { messaging($0, as: (any UITextFieldDelegate).self) }
                }
            }
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
            case Self.shouldChangeInRanges:
                forwardeeResponds(to: selector)  // exactly when the app's delegate implements it
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

        /// iOS 26's multi-range edit decision (``TextChangeRangesDelegate``).
        private nonisolated static let shouldChangeInRanges =
            #selector((any TextChangeRangesDelegate).textField(_:shouldChangeCharactersInRanges:replacementString:))

        // MARK: UITextFieldDelegate

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            handlers.decide(.shouldBeginEditing, ()) {
                delegate($0, as: (any UITextFieldDelegate).self).textFieldShouldBeginEditing?(textField)
            }
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
            handlers.notify(.didBeginEditing, ()) {
                delegate($0, as: (any UITextFieldDelegate).self).textFieldDidBeginEditing?(textField)
            }
        }

        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            handlers.decide(.shouldEndEditing, ()) {
                delegate($0, as: (any UITextFieldDelegate).self).textFieldShouldEndEditing?(textField)
            }
        }

        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            handlers.notify(.didEndEditing, ()) { forwardee in
                // What UIKit would do for the app's delegate: the reason variant if it has one.
                let delegate = messaging(forwardee, as: (any UITextFieldDelegate).self)
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
                delegate($0, as: (any UITextFieldDelegate).self).textField?(
                    textField, shouldChangeCharactersIn: range, replacementString: string)
            }
        }

        /// iOS 26's multi-range edit decision, claimed when the app's delegate implements it (UIKit
        /// then calls it instead of the single-range one): the app's delegate is asked first (its
        /// ranges method, or its single-range one with the first range), then the closures, with a
        /// `TextEdit` of the first range (the rule of `TextChangeRanges`, which the text view and
        /// search bar proxies use).
        @objc(textField:shouldChangeCharactersInRanges:replacementString:)
        func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: NSArray, replacementString string: String
        ) -> Bool {
            let text = textField.text ?? ""
            let range = (ranges.firstObject as? NSValue)?.rangeValue ?? NSRange(location: text.utf16.count, length: 0)
            return handlers.decide(.shouldChangeText, TextEdit(text: text, range: range, replacement: string)) {
                // The app's delegate: its ranges method if it has one, else its single-range one
                // with the first range (each call asks `responds(to:)` first).
                messaging($0, as: (any TextChangeRangesDelegate).self).textField?(
                    textField, shouldChangeCharactersInRanges: ranges, replacementString: string)
                    ?? messaging($0, as: (any UITextFieldDelegate).self).textField?(
                        textField, shouldChangeCharactersIn: range, replacementString: string)
            }
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            handlers.notify(.didChangeSelection, ()) {
                delegate($0, as: (any UITextFieldDelegate).self).textFieldDidChangeSelection?(textField)
            }
        }

        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            handlers.decide(.shouldClear, ()) {
                delegate($0, as: (any UITextFieldDelegate).self).textFieldShouldClear?(textField)
            }
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            handlers.decide(.shouldReturn, ()) {
                delegate($0, as: (any UITextFieldDelegate).self).textFieldShouldReturn?(textField)
            }
        }
    }
#endif
