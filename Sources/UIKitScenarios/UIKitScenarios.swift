#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Every scenario of the UIKit layer: one per defect the UIKit review of issue 11 found, and
/// one per HandlersKit method.
package enum UIKitScenarios {
    /// All scenarios, in a stable order.
    @MainActor
    package static var all: [Scenario] {
        var scenarios = ReentrancyScenarios.all + DelegateScenarios.all + ControlEventScenarios.all
        scenarios += ScrollDelegateScenarios.all + TableDelegateScenarios.all
        scenarios += ControllerDelegateScenarios.all + PublisherScenarios.all
        #if !os(tvOS)
        scenarios += HandlersKitScenarios.all
        scenarios += PickerAndKeyboardScenarios.all
        #endif
        return scenarios
    }
}
#endif
