#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// Defects 6 and 7: control-event hooks follow their handlers and go through
    /// `sendAction(_:to:for:)`.
    enum ControlEventScenarios {
        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "after removeTarget(nil, action: nil, for: .allEvents), configuring again brings the closures back",
                covers: "defect 6"
            ) { e in
                let button = UIButton()
                var taps = 0
                button.on(.touchUpInside) { _ in taps += 1 }
                button.removeTarget(nil, action: nil, for: .allEvents)
                button.sendActions(for: .touchUpInside)
                e.expectEqual(taps, 0, "taps while every target is removed")
                button.on(.touchUpInside) { _ in taps += 1 }
                button.sendActions(for: .touchUpInside)
                e.expectEqual(taps, 1, "taps once configured again")
            },
            Scenario(
                "the last handler of an event removes its target (Return no longer ends editing)", covers: "defect 6"
            ) { e in
                let field = UITextField()
                let token = field.addHandler(for: .editingDidEndOnExit) { _ in }
                e.expect(!field.allTargets.isEmpty, "a target while a handler listens")
                token.cancel()
                e.expect(field.allTargets.isEmpty, "no target once the last handler went")
            },
            Scenario(
                "closures go through sendAction(_:to:for:), where subclasses and analytics see them", covers: "defect 7"
            ) { e in
                let button = AuditedButton()
                var taps = 0
                button.onTap { taps += 1 }
                button.sendActions(for: .touchUpInside)
                e.expectEqual(taps, 1, "taps")
                e.expect(!button.sentActions.isEmpty, "the subclass saw the closures' action")
            },
        ]
    }
#endif
