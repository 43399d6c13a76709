import PatternKitHandlers
import PatternKitTextEditing
import PatternKitValidationCore
import Testing

/// `CustomTextField`'s keystroke filter and PatternKit's closures are two parties of one slot,
/// each decided by the same ``DelegateSlot``: every order in which an app, the field and
/// RxCocoa put things in the field's `delegate`, checked by the chain a keystroke travels (what
/// UIKit calls, then each object's forwardee). See ``ChainField`` for the model and its sources.
@MainActor
@Suite("One delegate slot algorithm: a text field's filter, its closures, the app's delegate and RxCocoa")
struct DelegateSlotChainTests {
    @Test("the article's order: filter, then delegate = app; delegate = delegate and = nil keep filtering")
    func filterThenApp() {
        let field = ChainField()
        let app = ChainObject("app")
        field.setFiltering(true)
        field.assign(app)
        #expect(field.chain == ["filter", "app"])
        field.assign(field.uikitSlot)  // `field.delegate = field.delegate`
        #expect(field.chain == ["filter", "app"], "assigning the filter itself changes nothing")
        field.assign(nil)
        #expect(field.chain == ["filter"], "delegate = nil drops only the app's delegate")
    }

    @Test("delegate = app, then filtering on and off: the app's delegate is UIKit's again")
    func appThenFilterOnAndOff() {
        let field = ChainField()
        let app = ChainObject("app")
        field.assign(app)
        field.setFiltering(true)
        #expect(field.chain == ["filter", "app"])
        field.setFiltering(false)
        #expect(field.chain == ["app"], "the filter left the chain")
        field.setFiltering(true)
        #expect(field.chain == ["filter", "app"], "and comes back in front")
    }

    @Test("closures, filter, then delegate = app: filter, closures, app; removing the closures gives the app back")
    func closuresFilterApp() {
        let field = ChainField()
        field.registerClosure()
        field.setFiltering(true)
        let app = ChainObject("app")
        field.assign(app)
        #expect(field.chain == ["filter", "closures", "app"])
        field.removeClosures()
        #expect(field.chain == ["filter", "app"])
        field.setFiltering(false)
        #expect(field.chain == ["app"])
    }

    @Test("filter, app, then closures: the closure proxy goes behind the filter, the app behind it")
    func filterAppClosures() {
        let field = ChainField()
        let app = ChainObject("app")
        field.setFiltering(true)
        field.assign(app)
        field.registerClosure()
        #expect(field.chain == ["filter", "closures", "app"])
        field.setFiltering(false)
        #expect(field.chain == ["closures", "app"], "filtering off: the closures are UIKit's delegate again")
        let other = ChainObject("other")
        field.assign(other)
        #expect(field.chain == ["closures", "other"], "delegate = other goes behind the closures")
    }

    @Test("app, closures, then delegate = other without a filter: other goes behind the closures")
    func closuresWithoutFilter() {
        let field = ChainField()
        let app = ChainObject("app")
        let other = ChainObject("other")
        field.assign(app)
        field.registerClosure()
        #expect(field.chain == ["closures", "app"])
        field.assign(other)
        #expect(field.chain == ["closures", "other"])
        field.removeClosures()
        #expect(field.chain == ["other"], "the last closure gone, the slot is the app's")
    }

    @Test("RxCocoa's proxy over a filtering field wraps the filter; Rx asked again keeps it, no loop")
    func rxAfterFilter() {
        let field = ChainField()
        let app = ChainObject("app")
        field.assign(app)
        field.setFiltering(true)
        let rx = field.installRx()
        #expect(field.chain == ["rx", "filter", "app"])
        field.assign(rx)  // Rx's proxy(for:) again
        #expect(field.chain == ["rx", "filter", "app"])
        field.setFiltering(false)
        #expect(field.chain == ["rx", "app"], "filtering off: Rx forwards to the app again")
    }

    @Test("RxCocoa before filtering: the filter goes behind Rx's proxy; Rx asked again: no loop")
    func rxBeforeFilter() {
        let field = ChainField()
        let app = ChainObject("app")
        field.assign(app)
        let rx = field.installRx()
        #expect(field.chain == ["rx", "app"])
        field.setFiltering(true)
        #expect(field.chain == ["rx", "filter", "app"])
        field.assign(rx)
        #expect(field.chain == ["rx", "filter", "app"])
        field.setFiltering(false)
        #expect(field.chain == ["rx", "app"], "Rx gets its forwardee back")
    }

    @Test("rx.setDelegate(other) after the filter: Rx's reset keeps the filter, in front of the new delegate")
    func rxSetDelegateResets() {
        let field = ChainField()
        field.setFiltering(true)
        let rx = field.installRx()
        field.rxSetDelegate(rx, ChainObject("other"))
        #expect(field.chain == ["rx", "filter", "other"])
    }

    @Test("closures, then RxCocoa's proxy: Rx takes UIKit's slot in front of the closures, the app kept")
    func closuresThenRx() {
        let field = ChainField()
        let app = ChainObject("app")
        field.assign(app)
        field.registerClosure()
        #expect(field.chain == ["closures", "app"])
        _ = field.installRx()
        #expect(field.chain == ["rx", "closures", "app"])
        field.removeClosures()
        #expect(field.chain == ["rx", "app"], "the last closure gone, Rx forwards to the app again")
    }

    @Test("closures and Rx, then filtering: the filter goes behind Rx, in front of the closures")
    func closuresRxFilter() {
        let field = ChainField()
        let app = ChainObject("app")
        field.assign(app)
        field.registerClosure()
        let rx = field.installRx()
        field.setFiltering(true)
        #expect(field.chain == ["rx", "filter", "closures", "app"])
        field.assign(rx)
        #expect(field.chain == ["rx", "filter", "closures", "app"], "Rx asked again: nothing moves")
        field.setFiltering(false)
        #expect(field.chain == ["rx", "closures", "app"])
    }

    @Test("every assignment that changes what the filter answers for is a new one for UIKit")
    func uikitAsksAgain() {
        let field = ChainField()
        field.setFiltering(true)
        let before = field.uikitAssignments
        field.assign(ChainObject("app"))
        #expect(field.uikitAssignments > before, "UIKit asks the filter again what it implements")
    }
}
