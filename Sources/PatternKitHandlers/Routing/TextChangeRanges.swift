package import Foundation

/// The multi-range "may this edit happen?" of iOS 26 (`textField(_:shouldChangeCharactersInRanges:replacementString:)`,
/// and the text view's and search bar's `…shouldChangeTextInRanges:replacementText:`), routed to
/// the same closures as the single-range method (``DelegateMethod/shouldChangeText``).
///
/// UIKit calls the ranges method instead of the single-range one when the delegate implements
/// it. A proxy that let it through to the app's delegate (the forwardee answers `responds(to:)`
/// for it) would never ask the closures: a digits-only field would accept letters. So a proxy
/// claims the ranges selector whenever the app's delegate implements it, asks the app's delegate
/// first (its ranges method, or its single-range one with the first range), then the closures
/// with a ``TextEdit`` of the **first** range (the one the caret or the selection is in; the
/// others, rare, come from multi-range selections and are not described to the closures).
package enum TextChangeRanges {
    /// Each ranges selector with its single-range twin: text field, text view, search bar.
    package static let selectors: [(ranges: String, singleRange: String)] = [
        (
            "textField:shouldChangeCharactersInRanges:replacementString:",
            "textField:shouldChangeCharactersInRange:replacementString:"
        ),
        ("textView:shouldChangeTextInRanges:replacementText:", "textView:shouldChangeTextInRange:replacementText:"),
        ("searchBar:shouldChangeTextInRanges:replacementText:", "searchBar:shouldChangeTextInRange:replacementText:"),
    ]

    /// The single-range selector the ranges selector `name` stands for, or `nil` when `name` is
    /// no ranges selector.
    package static func singleRangeSelector(for name: String) -> String? {
        selectors.first { $0.ranges == name }?.singleRange
    }

    /// Whether a proxy claims the ranges selector: when the app's delegate implements it (UIKit
    /// would otherwise call its single-range method, which the proxy claims as before).
    package static func claims(forwardeeRespondsToRanges: Bool) -> Bool {
        forwardeeRespondsToRanges
    }

    /// How the app's delegate is asked when UIKit sent the ranges method.
    package enum ForwardeeCall: Equatable, Sendable {
        /// Its ranges method, with UIKit's arguments.
        case ranges
        /// Its single-range method, with the first range.
        case firstRange
        /// Neither: only the closures decide.
        case none
    }

    /// How the app's delegate is asked, by what it implements.
    package static func forwardeeCall(respondsToRanges: Bool, respondsToSingleRange: Bool) -> ForwardeeCall {
        if respondsToRanges { return .ranges }
        return respondsToSingleRange ? .firstRange : .none
    }

    /// The range the closures see: the first of `ranges`, or the caret at the end of a text of
    /// `length` UTF-16 units when UIKit sent none.
    package static func firstRange(_ ranges: [NSRange], length: Int) -> NSRange {
        ranges.first ?? NSRange(location: length, length: 0)
    }

    /// The edit the closures see: `replacement` over the first of `ranges` in `text`.
    package static func edit(text: String, ranges: [NSRange], replacement: String) -> TextEdit {
        TextEdit(text: text, range: firstRange(ranges, length: text.utf16.count), replacement: replacement)
    }
}
