import Foundation
import PatternKitHandlers

/// An object of the model with a delegate slot (a text view, a tab bar controller).
@MainActor
protocol ModelDelegateOwner: ModelObject {
    var delegate: ModelObject? { get set }
}

extension ModelTextView: ModelDelegateOwner {}
extension ModelTabBarController: ModelDelegateOwner {}

/// What the model's translations of a UIKit family's proxy share: the closure table, and the app's
/// delegate behind it (what was in the slot when the proxy took it), messaged after `responds(to:)`.
@MainActor
class ModelFamilyProxy<Owner: ModelDelegateOwner>: ModelObject {
    let handlers: DelegateHandlers<Owner>

    /// Puts the proxy in `owner`'s slot with what was there behind it (the app's delegate).
    init(owner: Owner, family: String) {
        handlers = DelegateHandlers(sender: owner)
        super.init()
        handlers.forward(to: owner.delegate)
        owner.associated["patternkit." + family] = self
        owner.delegate = self
    }

    var forwardee: ModelObject? { handlers.forwardee as? ModelObject }

    func forwardeeResponds(to selector: String) -> Bool {
        forwardee?.responds(to: selector) ?? false
    }

    /// `forwardee` messaged with `selector` after `responds(to:)`, as the UIKit adapter does: `.none`
    /// when it does not implement it.
    func forward(_ forwardee: AnyObject, _ selector: String, _ arguments: [Any]) -> Any?? {
        guard let object = forwardee as? ModelObject, object.responds(to: selector) else { return .none }
        return .some(try? object.receive(selector, arguments))
    }

    /// `forwardingTarget(for:)`: a message the proxy does not route goes to the app's delegate.
    func forwardUnrouted(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
        guard let forwardee, forwardee.responds(to: selector) else { throw .unrecognizedSelector(selector) }
        return try forwardee.receive(selector, arguments)
    }
}
