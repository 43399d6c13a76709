// The app shell every footprint probe shares: an application delegate that shows one view
// controller. Each case adds the file that makes that view controller (`makeProbeViewController()`);
// the baseline's makes a plain one, so the linked difference is what the case's code and its
// library cost.
import UIKit

@main
final class ProbeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = makeProbeViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
