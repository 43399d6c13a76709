// expect: requires that 'UINavigationController' inherit from 'UITabBarController'
// A tab bar controller's key on a navigation controller.
import PatternKitUIKit
import UIKit

@MainActor func wrong(navigation: UINavigationController) {
    _ = navigation.events(for: .didSelect)
}
