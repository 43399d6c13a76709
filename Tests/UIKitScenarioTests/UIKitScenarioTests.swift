// Runs every UIKit scenario where UIKit runs (an iOS simulator: `xcodebuild test`, see the
// README). On Linux this target compiles to nothing.
#if canImport(UIKit) && !os(watchOS)
import Testing
import UIKit
@testable import UIKitScenarios

@MainActor
@Suite("UIKit scenarios")
struct UIKitScenarioTests {
    @Test("every scenario holds", arguments: UIKitScenarios.all.map(\.name))
    func scenario(_ name: String) {
        guard let scenario = UIKitScenarios.all.first(where: { $0.name == name }) else {
            Issue.record("no scenario named \(name)")
            return
        }
        let failures = scenario.run()
        #expect(failures.isEmpty, "\(scenario.covers): \(failures.joined(separator: "; "))")
    }
}
#endif
