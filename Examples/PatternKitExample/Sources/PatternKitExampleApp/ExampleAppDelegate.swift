#if canImport(UIKit)
    import PatternKitExample
    import PatternKitExampleScenarios
    import UIKit

    /// The example app's delegate: a window over the menu of demonstrations; launched with
    /// `-runScenarios`, it also plays every UIKit scenario in that window and exits with the
    /// number that failed (see README.md).
    @MainActor
    public final class ExampleAppDelegate: UIResponder, UIApplicationDelegate {
        /// The app's only window.
        public var window: UIWindow?

        /// Shows the menu in a key window; in scenario mode, schedules the scenarios for the
        /// first turn of the main run loop after launching finished.
        public func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
        ) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = ExampleApp.makeRootViewController()
            window.makeKeyAndVisible()
            self.window = window
            if ScenarioRunner.isRequested() {
                DispatchQueue.main.async {
                    ScenarioRunner.start(in: window)
                }
            }
            return true
        }
    }
#endif
