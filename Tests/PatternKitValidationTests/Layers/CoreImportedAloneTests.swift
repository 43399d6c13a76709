import PatternKitValidationCore
import Testing

/// `import PatternKitValidationCore` alone drives a field with an article validator, as the UIKit
/// and SwiftUI adapters do without the rule library.
@Suite("The core imported alone")
@MainActor
struct CoreImportedAloneTests {
    @Test("a field with NumericInputValidator shows the article's message when editing ends")
    func articleFieldWithoutRules() {
        let field = FieldController(NumericInputValidator(), options: FieldOptions(feedbackTiming: .afterEditing))
        field.textDidChange("12a")
        #expect(field.feedback.message(in: "en") == nil)
        _ = field.editingDidEnd("12a")
        #expect(field.feedback.message(in: "en") == "The input can contain only numerical values")
    }
}
