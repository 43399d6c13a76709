import Foundation

/// What a delegate proxy answers for a call it claimed because the app's delegate implemented
/// it, in the instant between that delegate's deallocation and the platform asking again.
///
/// Objective-C platforms ask a delegate once which methods it implements and cache the
/// answers. When the app's delegate is deallocated, the proxy makes the platform ask again
/// (``DelegateSlot/forwardeeDeallocated()``), so it stops calling the gone delegate's methods
/// and uses its own defaults. A call already on its way (the delegate's own teardown reloads a
/// table, say) must still be answered, or it ends in "unrecognized selector": the proxy then
/// *absorbs* it with what the platform does for a delegate that does not implement the method,
/// as its documentation states it — never an invented value (a row height of zero).
///
/// The answer is decided from the method's Objective-C type encoding (its return type) and
/// its name, so it needs nothing of the platform.
package enum AbsorbedCall: Equatable, Sendable {
    /// Returns nothing.
    case void
    /// Returns a `BOOL`: the platform's default for a delegate that does not implement it.
    case bool(Bool)
    /// Returns an integer: zero.
    case integer
    /// Returns a `float`: zero.
    case float
    /// Returns a `double`: zero.
    case double
    /// Returns an object, a class, a selector or a pointer: `nil`.
    case object
    /// Returns a structure of `count` doubles (`CGPoint`, `CGSize`: 2; `CGRect`,
    /// `UIEdgeInsets`: 4), all zero.
    case doubles(count: Int)
    /// Returns a structure of two integers (`NSRange`): zeros.
    case integerPair
    /// Returns a bit mask of what is supported (a controller's supported interface
    /// orientations): every bit set, so that nothing is refused (a zero mask, "nothing
    /// supported", makes UIKit raise an exception).
    case allBits
    /// Returns a height the platform computes itself: `UITableView.automaticDimension` (the
    /// documented default of a table's `rowHeight` and section header and footer heights, and
    /// what a delegate without `tableView(_:heightForRowAt:)` leaves the table to use).
    case automaticDimension
    /// Returns the orientation a controller prefers for a full-screen presentation
    /// (`…PreferredInterfaceOrientationForPresentation:` of the navigation and tab bar controller
    /// delegates): `UIInterfaceOrientationPortrait` (1). A delegate without the method leaves
    /// UIKit to ask the child view controller, which the absorber cannot reach (it answers for a
    /// selector, not for an owner); zero is `UIInterfaceOrientationUnknown`, which UIKit refuses
    /// as a presentation orientation. Portrait lies within the absorbed supported mask
    /// (``allBits``), and the call is answered only until UIKit asks the slot again.
    case portraitOrientation

    /// The absorbed answer for a method, or `nil` when its return type is one no proxy can
    /// fake safely (then the proxy must not claim the method without a live forwardee).
    ///
    /// - Parameters:
    ///   - typeEncoding: The method's Objective-C type encoding (`"B32@0:8@16@24"`).
    ///   - selectorName: The selector's name, for the default of a `BOOL` answer.
    package init?(typeEncoding: String, selectorName: String) {
        var rest = Substring(typeEncoding)
        // Type qualifiers: const, in, inout, out, bycopy, byref, oneway.
        while let first = rest.first, "rnNoORV".contains(first) { rest = rest.dropFirst() }
        guard let first = rest.first else { return nil }
        if "qQlL".contains(first), selectorName.hasSuffix("SupportedInterfaceOrientations:") {
            self = .allBits
            return
        }
        if "qQlL".contains(first), selectorName.hasSuffix("PreferredInterfaceOrientationForPresentation:") {
            self = .portraitOrientation
            return
        }
        if first == "d", selectorName.contains("eightFor") {
            self = .automaticDimension
            return
        }
        switch first {
        case "v": self = .void
        case "B", "c", "C": self = .bool(Self.defaultAnswer(forDecision: selectorName))
        case "i", "s", "l", "q", "I", "S", "L", "Q": self = .integer
        case "f": self = .float
        case "d": self = .double
        case "@", "#", ":", "*", "^": self = .object
        case "{":
            guard let fields = Self.structFields(rest) else { return nil }
            if [1, 2, 4].contains(fields.count), fields.allSatisfy({ $0 == "d" }) {
                self = fields.count == 1 ? .double : .doubles(count: fields.count)
            } else if fields.count == 2, fields.allSatisfy({ "qQlL".contains($0) }) {
                self = .integerPair
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// What a platform assumes when a delegate does not implement a yes/no method: yes for
    /// the "should…" permissions (should begin editing, should return, should highlight a
    /// row…) and for "can focus" (every row and item is focusable by default), no for the requests to do more than the default (recognize
    /// simultaneously, require another recognizer to fail, show an edit menu, begin
    /// multiple selection with two fingers) and for every other question.
    /// The integer a call that returns one is answered with: `UIInterfaceOrientationPortrait`
    /// (1) for a preferred orientation, zero otherwise. (Answers that depend on the family —
    /// a presentation's adaptive style, a row's editing style, a move's target — are the
    /// family's, PatternKitUIKit's `DefaultAnswers`.)
    package var integerAnswer: Int {
        switch self {
        case .portraitOrientation: 1
        default: 0
        }
    }

    package static func defaultAnswer(forDecision selectorName: String) -> Bool {
        let optIns = [
            "shouldRecognizeSimultaneously", "shouldRequireFailure", "shouldBeRequiredToFail",
            "shouldShowMenu", "shouldBeginMultipleSelectionInteraction",
        ]
        if optIns.contains(where: { selectorName.contains($0) }) { return false }
        if selectorName.contains("canFocus") { return true }
        return selectorName.hasPrefix("should") || selectorName.contains("Should") || selectorName.contains(":should")
    }

    /// The scalar field types of a structure encoding, nested structures flattened
    /// (`{CGRect={CGPoint=dd}{CGSize=dd}}` gives `dddd`); `nil` for anything else.
    private static func structFields(_ encoding: Substring) -> [Character]? {
        var fields: [Character] = []
        var depth = 0
        var inName = false
        for character in encoding {
            switch character {
            case "{":
                depth += 1
                inName = true
            case "=":
                inName = false
            case "}":
                depth -= 1
                if depth == 0 { return fields }
            default:
                if !inName { fields.append(character) }
            }
        }
        return nil
    }
}
