// Baseline: the shell with a plain view controller and no library.
import UIKit

@MainActor
func makeProbeViewController() -> UIViewController {
    UIViewController()
}
