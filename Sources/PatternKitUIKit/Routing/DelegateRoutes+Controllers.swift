// The Objective-C selectors of the navigation, tab bar, search and sheet controller delegate
// families, by the method names their closures are registered under: here, beside their proxies.
// Strings outside `#if canImport(UIKit)`, so that what each family claims is tested on Linux;
// the UIKit scenarios check each selector against its protocol.

extension DelegateRoutes {
    /// `UINavigationControllerDelegate`: will show, did show. Transitions and orientations
    /// stay with the app's delegate.
    package static let navigationController = DelegateRoutes([
        "navigationController:willShowViewController:animated:": ["willShow"],
        "navigationController:didShowViewController:animated:": ["didShow"],
    ])

    /// `UITabBarControllerDelegate`: should select, did select; iOS 18's tab variants only while the
    /// app's delegate implements them (UIKit then calls them instead: see `TabSelection`).
    package static let tabBarController = DelegateRoutes([
        "tabBarController:shouldSelectViewController:": ["shouldSelect"],
        "tabBarController:didSelectViewController:": ["didSelect"],
        TabSelection.shouldSelectTabSelector: [],
        TabSelection.didSelectTabSelector: [],
    ])

    /// `UISearchResultsUpdating`, a search controller's `searchResultsUpdater`.
    package static let searchResultsUpdating = DelegateRoutes([
        "updateSearchResultsForSearchController:": ["updateSearchResults"]
    ])

    /// `UIAdaptivePresentationControllerDelegate`: a sheet's dismissal by the user.
    package static let adaptivePresentation = DelegateRoutes([
        "presentationControllerShouldDismiss:": ["shouldDismiss"],
        "presentationControllerWillDismiss:": ["willDismiss"],
        "presentationControllerDidDismiss:": ["didDismiss"],
        "presentationControllerDidAttemptToDismiss:": ["didAttemptToDismiss"],
    ])
}
