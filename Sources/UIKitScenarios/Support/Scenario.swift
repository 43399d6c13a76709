#if canImport(UIKit) && !os(watchOS)
import UIKit

/// One behaviour of the UIKit layer, played with real UIKit objects the way UIKit drives
/// them, returning what went wrong (nothing, when the behaviour holds).
///
/// UIKit cannot run where most of PatternKit is tested (Linux), so these scenarios are the
/// UIKit layer's runtime model: compiled for iOS everywhere, run on an iOS simulator by
/// `UIKitScenarioTests` (`xcodebuild test`, see the README).
package struct Scenario: Sendable {
    /// What the scenario shows, as a sentence.
    package let name: String
    /// The issue defect or HandlersKit method it covers.
    package let covers: String
    /// Plays the scenario; returns its failures.
    package let run: @MainActor @Sendable () -> [String]

    package init(_ name: String, covers: String, run: @escaping @MainActor @Sendable (inout Expectations) -> Void) {
        self.name = name
        self.covers = covers
        self.run = {
            var expectations = Expectations()
            run(&expectations)
            return expectations.failures
        }
    }
}

/// Collects a scenario's failures.
package struct Expectations {
    package private(set) var failures: [String] = []

    /// Records `message` unless `condition` holds.
    package mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
        if !condition { failures.append("line \(line): \(message())") }
    }

    /// Records `message` unless the two values are equal.
    package mutating func expectEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ message: String, line: Int = #line) {
        if actual != expected { failures.append("line \(line): \(message): got \(actual), expected \(expected)") }
    }
}
#endif
