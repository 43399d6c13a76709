#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// One behaviour of the UIKit layer, played with real UIKit objects the way UIKit drives
    /// them, returning what went wrong (nothing, when the behaviour holds).
    ///
    /// UIKit cannot run where most of PatternKit is tested (Linux), so these scenarios are the
    /// UIKit layer's runtime model: compiled for iOS everywhere, run inside the example app on an
    /// iOS simulator (`-runScenarios`, see `ScenarioRunner`), where `UIApplication.shared` and a
    /// key window exist, so actions are delivered and tables lay out as in an app.
    package struct Scenario: Sendable {
        /// What the scenario shows, as a sentence.
        package let name: String
        /// The issue defect or HandlersKit method it covers.
        package let covers: String
        /// Plays the scenario in `window`; returns its failures.
        package let run: @MainActor @Sendable (UIWindow) async -> [String]

        package init(_ name: String, covers: String, run: @escaping @MainActor @Sendable (inout Expectations) -> Void) {
            self.name = name
            self.covers = covers
            self.run = { window in
                var expectations = Expectations(window: window)
                run(&expectations)
                return expectations.failures
            }
        }

        /// A scenario that waits for something (a stream's consumer), on the main actor.
        package init(
            async name: String, covers: String, run: @escaping @MainActor @Sendable (inout Expectations) async -> Void
        ) {
            self.name = name
            self.covers = covers
            self.run = { window in
                var expectations = Expectations(window: window)
                await run(&expectations)
                return expectations.failures
            }
        }
    }

    /// Collects a scenario's failures, and gives it the app's key window to lay views out in.
    package struct Expectations {
        package private(set) var failures: [String] = []
        /// The hosting app's key window. Views a scenario adds to it are removed after the scenario.
        package let window: UIWindow

        package init(window: UIWindow) {
            self.window = window
        }

        /// Records `message` unless `condition` holds.
        package mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
            if !condition { failures.append("line \(line): \(message())") }
        }

        /// Records `message` unless the two values are equal.
        package mutating func expectEqual<Value: Equatable>(
            _ actual: Value, _ expected: Value, _ message: String, line: Int = #line
        ) {
            if actual != expected { failures.append("line \(line): \(message): got \(actual), expected \(expected)") }
        }

        /// Records a failure unless `expected` occurs in `actual` in this order (other entries may
        /// come between: UIKit may ask a question more than once).
        package mutating func expectInOrder(
            _ actual: [String], _ expected: [String], _ message: String, line: Int = #line
        ) {
            var remaining = expected[...]
            for entry in actual where entry == remaining.first {
                remaining = remaining.dropFirst()
            }
            if !remaining.isEmpty {
                failures.append("line \(line): \(message): \(actual) lacks, in order, \(Array(remaining))")
            }
        }

        /// Adds `view` to the window with `frame` and lays it out, so that UIKit itself asks its
        /// data source and delegate (heights, sizes, cells), as on screen. A scroll view's content
        /// insets are not adjusted to the safe area, so only the scenario moves its offset.
        @MainActor @discardableResult
        package func layOut<View: UIView>(_ view: View, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480))
            -> View
        {
            view.frame = frame
            // No safe-area insets: UIKit would otherwise move a scroll view's offset on layout.
            (view as? UIScrollView)?.contentInsetAdjustmentBehavior = .never
            window.addSubview(view)
            view.layoutIfNeeded()
            return view
        }
    }
#endif
