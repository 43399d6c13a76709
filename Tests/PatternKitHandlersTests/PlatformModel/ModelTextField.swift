import Foundation

/// The selectors of `UITextFieldDelegate`'s edit decision the model's text field calls.
enum TextFieldSelector {
    static let shouldChange = "textField:shouldChangeCharactersInRange:replacementString:"
    /// iOS 26's multi-range variant.
    static let shouldChangeInRanges = "textField:shouldChangeCharactersInRanges:replacementString:"
}

/// A `UITextField` of iOS 26 as its documentation describes its edit decision: a weak
/// `delegate` whose optional methods are asked once, at assignment; a keystroke asks the
/// ranges method when the delegate implements it, the single-range method otherwise, and
/// inserts the text unless the answer is no.
@MainActor
final class ModelTextField: ModelObject {
    weak var delegate: ModelObject? {
        didSet {
            cachedResponds = Set(
                [TextFieldSelector.shouldChange, TextFieldSelector.shouldChangeInRanges].filter {
                    delegate?.responds(to: $0) ?? false
                })
        }
    }
    private(set) var cachedResponds: Set<String> = []
    var text = ""

    /// A keystroke typing `string` at the end.
    func type(_ string: String) throws(ModelFailure) {
        let range = NSRange(location: text.utf16.count, length: 0)
        var accepted = true
        if cachedResponds.contains(TextFieldSelector.shouldChangeInRanges) {
            accepted = try send(delegate, TextFieldSelector.shouldChangeInRanges, [[range], string]) as? Bool ?? false
        } else if cachedResponds.contains(TextFieldSelector.shouldChange) {
            accepted = try send(delegate, TextFieldSelector.shouldChange, [range, string]) as? Bool ?? false
        }
        if accepted { text += string }
    }
}
