#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// Defect 1: dropping a closure runs user code (its captures' `deinit`) while a store
    /// changes.
    enum ReentrancyScenarios {
        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "replacing a closure whose capture cancels another token keeps the unrelated handler",
                covers: "defect 1: set"
            ) { e in
                let button = UIButton()
                var log: [String] = []
                let victim = button.addHandler(for: .touchUpInside) { _ in log.append("victim") }
                button.addHandler(for: .touchUpInside) { _ in log.append("live") }
                do {
                    let canceller = CancelsOnDeinit(victim)
                    button.on(.touchUpInside) { _ in _ = canceller }
                }
                button.on(.touchUpInside) { _ in log.append("replacement") }
                button.sendActions(for: .touchUpInside)
                e.expectEqual(log, ["live", "replacement"], "handlers after the replacement")
            },
            Scenario(
                "removeHandlers(for:) with such a capture does not trap and keeps the other event's handler",
                covers: "defect 1: removeHandlers"
            ) { e in
                let button = UIButton()
                var log: [String] = []
                let victim = button.addHandler(for: .touchUpOutside) { _ in log.append("victim") }
                button.addHandler(for: .touchUpOutside) { _ in log.append("live") }
                do {
                    let canceller = CancelsOnDeinit(victim)
                    button.addHandler(for: .touchUpInside) { _ in _ = canceller }
                    button.addHandler(for: .touchUpInside) { _ in _ = canceller }
                }
                button.removeHandlers(for: .touchUpInside)
                button.sendActions(for: .touchUpOutside)
                e.expectEqual(log, ["live"], "handlers left")
            },
            Scenario("cancelling a token whose closure's capture cancels another token", covers: "defect 1: cancel") {
                e in
                let field = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                var log: [String] = []
                let victim = field.addHandler(for: .didEndEditing) { _, _ in log.append("victim") }
                field.addHandler(for: .didEndEditing) { _, _ in log.append("live") }
                var dying: HandlerToken?
                do {
                    let canceller = CancelsOnDeinit(victim)
                    dying = field.addHandler(for: .shouldReturn) { _, _ in
                        _ = canceller
                        return true
                    }
                }
                dying?.cancel()
                // UIKit drives didEndEditing: editing begins, then the field resigns.
                field.becomeFirstResponder()
                field.resignFirstResponder()
                e.expectEqual(log, ["live"], "notified closures")
                e.expect(!victim.isActive, "the victim's token is cancelled")
            },
        ]
    }
#endif
