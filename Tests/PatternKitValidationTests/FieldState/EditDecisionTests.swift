import Foundation
import PatternKitValidation
import Testing

@Suite("Edit decisions of a formatter")
struct EditDecisionTests {
    static let card = DigitsSanitizer.digitsOnly.then(InputMask("#### ####"))

    @Test(
        "An edit the formatter would not change is accepted; any other is replaced by the formatted text and caret",
        arguments: [
            // (text, range, replacement, expected: nil for .accept, else the marked replacement)
            ("", NSRange(location: 0, length: 0), "4", nil),
            ("411", NSRange(location: 3, length: 0), "1", nil),
            ("4111", NSRange(location: 4, length: 0), "2", "4111 2|"),  // a separator to add
            ("4111 2", NSRange(location: 5, length: 1), "", "4111|"),  // the separator goes with the digit
            ("4111 2222", NSRange(location: 4, length: 1), "", "411|2 222"),  // Backspace over the space
            ("41", NSRange(location: 2, length: 0), "٥", "415|"),  // an Arabic-Indic digit, written as ASCII
            ("41", NSRange(location: 2, length: 0), "x", "41|"),  // nothing to add: the caret stays
        ] as [(String, NSRange, String, String?)])
    func formatting(text: String, range: NSRange, replacement: String, expected: String?) {
        let edit = TextEdit(text: text, range: range, replacement: replacement)
        switch EditDecision(formatting: edit, with: Self.card) {
        case .accept: #expect(expected == nil, "accepted \(edit)")
        case .replace(let formatted): #expect(formatted.description == expected)
        case .refuse(let error): Issue.record("refused \(edit): \(error)")
        }
    }

    @Test("An edit whose range does not fit its text is not the user's doing: the platform decides")
    func invalidEdit() {
        let edit = TextEdit(text: "41", range: NSRange(location: 5, length: 0), replacement: "1")
        #expect(EditDecision(formatting: edit, with: Self.card) == .accept)
    }
}
