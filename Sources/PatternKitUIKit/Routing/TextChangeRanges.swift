package import Foundation

/// The multi-range "may this edit happen?" of iOS 26 (`textField(_:shouldChangeCharactersInRanges:replacementString:)`,
/// and the text view's and search bar's `…shouldChangeTextInRanges:replacementText:`), routed to
/// the same closures as the single-range method (`DelegateMethod.shouldChangeText`).
///
/// UIKit calls the ranges method instead of the single-range one when the delegate implements
/// it. A proxy that let it through to the app's delegate (the forwardee answers `responds(to:)`
/// for it) would never ask the closures: a digits-only field would accept letters. So a proxy
/// claims the ranges selector exactly when the app's delegate implements it, asks the app's delegate
/// first (its ranges method, or its single-range one with the first range), then the closures
/// with a `TextEdit` of the **first** range (the one the caret or the selection is in; the
/// others, rare, come from multi-range selections and are not described to the closures).
package enum TextChangeRanges {
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

    /// The edit the closures see: `replacement` over `firstRange` (the first of UIKit's ranges)
    /// in `text`, or at the end of `text` when UIKit sent none.
    package static func edit(text: String, firstRange: NSRange?, replacement: String) -> TextEdit {
        TextEdit(
            text: text, range: firstRange ?? NSRange(location: text.utf16.count, length: 0), replacement: replacement)
    }
}
