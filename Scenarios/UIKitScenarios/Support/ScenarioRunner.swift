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

        /// How long one scenario may take before the run is declared hung and ended.
        package static let scenarioTimeLimit: TimeInterval = 60

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
        /// the number of failed scenarios. Views a scenario added to the window are removed after
        /// it.
        package static func run(
            in window: UIWindow, matching filter: String? = nil, print report: (String) -> Void = { Swift.print($0) }
        ) async -> Int {
            let scenarios = UIKitScenarios.all.filter { scenario in
                filter.map { scenario.name.localizedCaseInsensitiveContains($0) } ?? true
            }
            var failed = 0
            for scenario in scenarios {
                // Printed first, so that a scenario that crashes or hangs the app is named in the log.
                report("RUN \(scenario.name)")
                Watchdog.shared.arm(scenario.name, seconds: scenarioTimeLimit)
                let before = Set(window.subviews.map(ObjectIdentifier.init))
                let failures = await scenario.run(window)
                for view in window.subviews where !before.contains(ObjectIdentifier(view)) {
                    view.removeFromSuperview()
                }
                window.endEditing(true)
                if failures.isEmpty {
                    report("PASS \(scenario.name)")
                } else {
                    failed += 1
                    for failure in failures {
                        report("FAIL \(scenario.name) [\(scenario.covers)]: \(failure)")
                    }
                }
            }
            Watchdog.shared.disarm()
            report(summary(run: scenarios.count, failed: failed))
            return failed
        }

        /// Starts the scenarios on the main actor; when they are done, flushes the output and ends
        /// the process with the number of failed scenarios as its status (capped at 255, so a
        /// count never wraps to success). `-scenario TEXT` runs only those whose name contains TEXT.
        package static func start(in window: UIWindow) {
            let arguments = ProcessInfo.processInfo.arguments
            let filter = arguments.firstIndex(of: "-scenario").flatMap {
                $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
            }
            Task { @MainActor in
                let failed = await run(in: window, matching: filter) { line in
                    Swift.print(line)
                    fflush(stdout)
                }
                exit(Int32(min(failed, 255)))
            }
        }
    }

    /// Ends the run, from a background queue, when one scenario blocks the main thread or never
    /// finishes: a hung app would otherwise keep the workflow waiting until its time limit.
    private final class Watchdog: @unchecked Sendable {
        static let shared = Watchdog()
        private let queue = DispatchQueue(label: "PatternKit.ScenarioRunner.watchdog")
        private var generation = 0

        func arm(_ name: String, seconds: TimeInterval) {
            queue.sync {
                generation += 1
                let armed = generation
                queue.asyncAfter(deadline: .now() + seconds) { [self] in
                    guard generation == armed else { return }
                    Swift.print("FAIL \(name): did not finish within \(Int(seconds)) s (hung)")
                    Swift.print(ScenarioRunner.summaryAfterHang)
                    fflush(stdout)
                    exit(1)
                }
            }
        }

        func disarm() {
            queue.sync { generation += 1 }
        }
    }

    extension ScenarioRunner {
        /// Printed when a scenario hangs: no count, so the workflow's summary check fails.
        nonisolated static let summaryAfterHang = "SCENARIOS: aborted, a scenario hung"
    }
#endif
