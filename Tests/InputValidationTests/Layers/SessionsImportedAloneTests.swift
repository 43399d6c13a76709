import InputValidationSessions
import Testing

/// `import InputValidationSessions` alone drives a field with a seed validator, as the UIKit
/// and SwiftUI adapters do without the rule library.
@Suite("The sessions imported alone")
@MainActor
struct SessionsImportedAloneTests {
    @Test("a field with NumericInputValidator shows the seed's message when editing ends")
    func seedFieldWithoutRules() {
        let field = FieldValidation(NumericInputValidator(), timing: .afterEditing)
        field.textDidChange("12a")
        #expect(field.feedback.message(in: "en") == nil)
        field.editingDidEnd("12a")
        #expect(field.feedback.message(in: "en") == "The input can contain only numerical values")
    }
}
