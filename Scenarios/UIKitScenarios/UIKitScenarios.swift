#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Every scenario of the UIKit layer: the hosted ones of issue 18 (views laid out in the app's
    /// window, actions sent through UIKit), one per defect the UIKit review of issue 11 found, and
    /// one per HandlersKit method, the SwiftUI forms of issue 22, and (where the example app
    /// depends on RxSwift) the orders beside the real RxCocoa of issue 39.
    package enum UIKitScenarios {
        /// All scenarios, in a stable order.
        @MainActor
        package static var all: [Scenario] {
            var scenarios = ReentrancyScenarios.all + DelegateScenarios.all + ControlEventScenarios.all
            scenarios += HostedTableScenarios.all + HostedCollectionScenarios.all + HostedScrollScenarios.all
            scenarios += ScrollDelegateScenarios.all + TableDelegateScenarios.all
            scenarios += ControllerDelegateScenarios.all + PublisherScenarios.all + HostedAsyncScenarios.all
            scenarios += DelegateOrderScenarios.all
            #if !os(tvOS)
                scenarios += HostedTextScenarios.all + HostedPickerScenarios.all
                scenarios += HandlersKitScenarios.all
                scenarios += PickerAndKeyboardScenarios.all
                #if os(iOS)
                    scenarios += CustomTextFieldFilterScenarios.all
                #endif
                scenarios += ServerAnswerScenarios.all + TypedControlScenarios.all
            #endif
            #if canImport(RxCocoa) && os(iOS)
                scenarios += RxCocoaScenarios.all  // only where the example app depends on RxSwift
            #endif
            #if canImport(SwiftUI)
                if #available(iOS 15, tvOS 15, *) { scenarios += SwiftUIScenarios.all + SwiftUIScreenScenarios.all }
                #if !os(tvOS)
                    if #available(iOS 15, *) {
                        scenarios += SwiftUITypedControlScenarios.all + SwiftUICaretScenarios.all
                    }
                #endif
            #endif
            return scenarios
        }
    }
#endif
