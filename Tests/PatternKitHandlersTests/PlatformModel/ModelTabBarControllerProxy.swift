import Foundation
import PatternKitHandlers
import PatternKitUIKit

extension DelegateMethod where Owner == ModelTabBarController, Input == ModelViewController, Output == Bool {
    /// `.shouldSelect`.
    static var shouldSelect: Self { Self("shouldSelect") }
}

extension DelegateMethod where Owner == ModelTabBarController, Input == ModelViewController, Output == Void {
    /// `.didSelect`.
    static var didSelect: Self { Self("didSelect") }
}

/// PatternKitUIKit's `TabBarControllerDelegateProxy` translated to the model: what it claims is the
/// family's routing table (`DelegateRoutes.tabBarController`), the view controller methods go into
/// the closures, the tab variants as the core's ``TabSelection`` says; everything else forwarded.
@MainActor
final class ModelTabBarControllerProxy: ModelFamilyProxy<ModelTabBarController> {
    init(controller: ModelTabBarController) {
        super.init(owner: controller, family: "tabBarController")
    }

    override func responds(to selector: String) -> Bool {
        handlers.claims(selector, in: .tabBarController) { forwardeeResponds(to: selector) }
            ?? forwardeeResponds(to: selector)
    }

    override func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
        func message(_ forwardee: AnyObject) -> Any?? { forward(forwardee, selector, arguments) }
        let routed = DelegateRoutes.tabBarController.methodNames(for: selector) != nil
        switch selector {
        case TabBarSelector.shouldSelect where routed:
            return handlers.decide(.shouldSelect, arguments[0] as! ModelViewController) {
                message($0).map { $0 as? Bool ?? false }
            }
        case TabBarSelector.didSelect where routed:
            handlers.notify(.didSelect, arguments[0] as! ModelViewController) { _ = message($0) }
            return nil
        case TabBarSelector.shouldSelectTab where routed:
            return TabSelection.shouldSelect(
                handlers, .shouldSelect, viewController: (arguments[0] as! ModelTab).viewController,
                forwardee: forwardee
            ) { message($0).map { $0 as? Bool ?? false } }
        case TabBarSelector.didSelectTab where routed:
            TabSelection.didSelect(
                handlers, .didSelect, viewController: (arguments[0] as! ModelTab).viewController,
                forwardee: forwardee
            ) { _ = message($0) }
            return nil
        default:
            return try forwardUnrouted(selector, arguments)
        }
    }
}
