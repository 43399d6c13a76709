import Foundation
import PatternKitHandlers
import PatternKitUIKit
import Testing

/// iOS 26's multi-range edit decision, in the model of a text field that calls it when the
/// app's delegate implements it: the closures (a digits-only filter) are asked either way.
@MainActor
@Suite("Multi-range edit decisions reach the closures")
struct TextChangeRangesTests {
    /// An app delegate implementing `implemented` of the edit decisions, saying yes to each.
    final class AppTextDelegate: ModelObject {
        let implemented: Set<String>
        private(set) var calls: [String] = []

        init(implementing implemented: Set<String>) {
            self.implemented = implemented
        }

        override func responds(to selector: String) -> Bool { implemented.contains(selector) }

        override func receive(_ selector: String, _ arguments: [Any]) throws(ModelFailure) -> Any? {
            guard implemented.contains(selector) else { throw .unrecognizedSelector(selector) }
            calls.append(selector)
            return true
        }
    }

    @Test(
        "a digits-only closure filters keystrokes whichever edit method the app's delegate implements",
        arguments: [
            [TextFieldSelector.shouldChangeInRanges],
            [TextFieldSelector.shouldChange],
            [TextFieldSelector.shouldChange, TextFieldSelector.shouldChangeInRanges],
            [],
        ] as [Set<String>])
    func digitsOnly(implemented: Set<String>) throws {
        let field = ModelTextField()
        let app = AppTextDelegate(implementing: implemented)
        field.delegate = app
        let proxy = ModelTextFieldProxy(field: field)
        proxy.handlers.set(.shouldChangeText) { _, edit in edit.replacement.allSatisfy(\.isNumber) }
        field.delegate = proxy  // UIKit asks again (the proxy's registration refreshes the slot)
        try field.type("1")
        try field.type("a")
        try field.type("2")
        #expect(field.text == "12")
        #expect(app.calls.count == (implemented.isEmpty ? 0 : 3), "the app's delegate is asked first, each time")
        if implemented.contains(TextFieldSelector.shouldChangeInRanges) {
            #expect(app.calls.allSatisfy { $0 == TextFieldSelector.shouldChangeInRanges })
        }
    }

    @Test("the closures see the first range; an app delegate with only the single-range method gets it")
    func firstRange() {
        let ranges = [NSRange(location: 1, length: 2), NSRange(location: 5, length: 1)]
        #expect(TextChangeRanges.edit(text: "abcdef", firstRange: ranges.first, replacement: "X").range == ranges[0])
        #expect(
            TextChangeRanges.edit(text: "abc", firstRange: nil, replacement: "X").range
                == NSRange(location: 3, length: 0))
        #expect(TextChangeRanges.forwardeeCall(respondsToRanges: false, respondsToSingleRange: true) == .firstRange)
        #expect(TextChangeRanges.forwardeeCall(respondsToRanges: true, respondsToSingleRange: true) == .ranges)
        #expect(TextChangeRanges.forwardeeCall(respondsToRanges: false, respondsToSingleRange: false) == .none)
    }
}
