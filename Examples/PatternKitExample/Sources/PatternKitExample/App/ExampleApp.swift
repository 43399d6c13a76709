#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The example app's entry points, for the few lines of an iOS app target (see README.md).
    public enum ExampleApp {
        /// The app's root: a navigation controller over the menu of demonstrations.
        ///
        /// ```swift
        /// window.rootViewController = ExampleApp.makeRootViewController()
        /// ```
        @MainActor
        public static func makeRootViewController() -> UIViewController {
            UINavigationController(rootViewController: ExampleMenuViewController())
        }
    }

    /// The example app as a SwiftUI view, for an app whose `WindowGroup` shows it.
    ///
    /// ```swift
    /// @main
    /// struct PatternKitExampleApp: App {
    ///     var body: some Scene {
    ///         WindowGroup { ExampleRootView().ignoresSafeArea() }
    ///     }
    /// }
    /// ```
    public struct ExampleRootView: UIViewControllerRepresentable {
        /// The root view.
        public init() {}

        /// The menu in a navigation controller.
        public func makeUIViewController(context: Context) -> UIViewController {
            ExampleApp.makeRootViewController()
        }

        /// Nothing to update: the app's state lives in its screens.
        public func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }
#endif
