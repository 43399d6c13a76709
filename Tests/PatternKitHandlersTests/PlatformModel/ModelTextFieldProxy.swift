import Foundation
import PatternKitHandlers
import PatternKitUIKit

/// PatternKitHandlersUIKit's `TextFieldDelegateProxy` translated to the model for its edit
/// decision: the single-range method claimed for closures or the app's delegate, the ranges
/// method claimed and decided as the core's ``TextChangeRanges`` says; everything else forwarded.
@MainActor
final class ModelTextFieldProxy: ModelObject {
    let handlers: DelegateHandlers<FakeTextField>
    private let sender = FakeTextField()
    private weak var field: ModelTextField?

    /// Puts the proxy in `field`'s slot with what was there behind it (the app's delegate).
    init(field: ModelTextField) {
        self.field = field
        handlers = DelegateHandlers(sender: sender)
        super.init()
        handlers.forward(to: field.delegate)
        field.associated["patternkit.textField"] = self
        field.delegate = self
    }

    private func forwardeeResponds(to selector: String) -> Bool {
        (handlers.forwardee as? ModelObject)?.responds(to: selector) ?? false
    }

    override func responds(to selector: String) -> Bool {
        switch selector {
        case TextFieldSelector.shouldChange:
            handlers.hasHandlers(for: .shouldChangeText) || forwardeeResponds(to: selector)
        case TextFieldSelector.shouldChangeInRanges:
            forwardeeResponds(to: selector)  // claimed exactly when the app's delegate implements it
        default:
            forwardeeResponds(to: selector)
        }
    }

    override func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
        let text = field?.text ?? ""
        switch selector {
        case TextFieldSelector.shouldChange:
            let range = arguments[0] as! NSRange
            let edit = TextEdit(text: text, range: range, replacement: arguments[1] as! String)
            return handlers.decide(.shouldChangeText, edit) { forwardee in
                guard let object = forwardee as? ModelObject, object.responds(to: selector) else { return nil }
                return (try? object.receive(selector, arguments)) as? Bool
            }
        case TextFieldSelector.shouldChangeInRanges:
            let ranges = arguments[0] as! [NSRange]
            let edit = TextChangeRanges.edit(text: text, firstRange: ranges.first, replacement: arguments[1] as! String)
            return handlers.decide(.shouldChangeText, edit) { forwardee in
                guard let object = forwardee as? ModelObject else { return nil }
                switch TextChangeRanges.forwardeeCall(
                    respondsToRanges: object.responds(to: selector),
                    respondsToSingleRange: object.responds(to: TextFieldSelector.shouldChange))
                {
                case .ranges:
                    return (try? object.receive(selector, arguments)) as? Bool
                case .firstRange:
                    return (try? object.receive(TextFieldSelector.shouldChange, [edit.range, edit.replacement]))
                        as? Bool
                case .none:
                    return nil
                }
            }
        default:
            guard let forwardee = handlers.forwardee as? ModelObject, forwardee.responds(to: selector) else {
                throw .unrecognizedSelector(selector)
            }
            return try forwardee.receive(selector, arguments)
        }
    }
}
