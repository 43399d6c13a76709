#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Runs the scenarios inside a hosting app: the example app launched with `-runScenarios`
/// (see Examples/PatternKitExample/README.md and `.github/workflows/apple.yml`).
///
/// It must run after `application(_:didFinishLaunchingWithOptions:)`, with a key window, so
/// that `UIApplication.shared` delivers the actions `sendActions(for:)` sends and views added
/// to the window lay out as on screen.
@MainActor
package enum ScenarioRunner {
    /// The launch argument that turns the example app into the scenario runner.
    package static let launchArgument = "-runScenarios"

    /// The last line the runner prints; the workflow reads the failure count from it.
    package static func summary(run: Int, failed: Int) -> String {
        "SCENARIOS: \(run) run, \(failed) failed"
    }

    /// Whether the app was launched to run the scenarios.
    package static func isRequested(by arguments: [String] = ProcessInfo.processInfo.arguments) -> Bool {
        arguments.contains(launchArgument)
    }

    /// Plays every scenario (or those whose name contains `filter`) in `window`, prints its
    /// name before it runs and PASS or each failure after, then the summary line, and returns
    /// the number of failed scenarios. Views a scenario added to the window are removed after it.
    package static func run(in window: UIWindow, matching filter: String? = nil, print report: (String) -> Void = { Swift.print($0) }) -> Int {
        let scenarios = UIKitScenarios.all.filter { filter == nil || $0.name.localizedCaseInsensitiveContains(filter!) }
        var failed = 0
        for scenario in scenarios {
            // Printed first, so that a scenario that crashes the app is named in the log.
            report("RUN \(scenario.name)")
            let before = Set(window.subviews.map(ObjectIdentifier.init))
            let failures = autoreleasepool { scenario.run(window) }
            for view in window.subviews where !before.contains(ObjectIdentifier(view)) {
                view.removeFromSuperview()
            }
            if failures.isEmpty {
                report("PASS \(scenario.name)")
            } else {
                failed += 1
                for failure in failures {
                    report("FAIL \(scenario.name) [\(scenario.covers)]: \(failure)")
                }
            }
        }
        report(summary(run: scenarios.count, failed: failed))
        return failed
    }

    /// Runs the scenarios, flushes the output and ends the process with the number of failed
    /// scenarios as its status (capped at 255, so a count never wraps to success).
    package static func runAndExit(in window: UIWindow) -> Never {
        let arguments = ProcessInfo.processInfo.arguments
        let filter = arguments.firstIndex(of: "-scenario").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        let failed = run(in: window, matching: filter) { line in
            Swift.print(line)
            fflush(stdout)
        }
        exit(Int32(min(failed, 255)))
    }
}
#endif
