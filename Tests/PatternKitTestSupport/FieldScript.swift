import Foundation
import PatternKitValidation

/// One scripted sequence of a validated text field's events, and what a user sees after
/// each: the same script runs through PatternKitValidation's `FieldController` directly (as every
/// adapter drives it) and through TerminalUI's text field with real keys, and both must see
/// the same thing — one decision, many adapters.
package enum FieldScript {
    /// What happens to the field.
    package enum Event: Hashable, Sendable, CustomStringConvertible {
        /// The user types one character at the end.
        case type(Character)
        /// The user pastes text at the end.
        case paste(String)
        /// Focus leaves the field.
        case endEditing
        /// The user dismisses the alert shown (the field gets focus back).
        case dismissAlert

        package var description: String {
            switch self {
            case .type(let character): "type \(character)"
            case .paste(let text): "paste \(text.debugDescription)"
            case .endEditing: "end editing"
            case .dismissAlert: "dismiss alert"
            }
        }
    }

    /// What the user sees after an event.
    package struct Observation: Hashable, Sendable, CustomStringConvertible {
        /// The field's text.
        package var text: String
        /// The field's live feedback: "none", "valid", "invalid 1001", "checking".
        package var feedback: String
        /// The message of the alert on screen, if any.
        package var alert: String?

        package init(text: String, feedback: FieldFeedback, alert: String?) {
            self.text = text
            self.feedback = Self.describe(feedback)
            self.alert = alert
        }

        package var description: String {
            "\(text.debugDescription) \(feedback)" + (alert.map { " alert: \($0)" } ?? "")
        }

        private static func describe(_ feedback: FieldFeedback) -> String {
            if let error = feedback.error { return "invalid \(error.code.rawValue)" }
            return feedback == .none ? "none" : "\(feedback)"
        }
    }

    /// A field's configuration for a script.
    package struct Setup: Sendable {
        package var validator: InputValidator
        package var validatesOnEndEditing = true
        package var editFiltering: EditFiltering = .none
        package var feedbackTiming: FeedbackTiming = .afterEditing
        package var formatsWhileTyping = false

        package init(
            _ validator: InputValidator, validatesOnEndEditing: Bool = true, editFiltering: EditFiltering = .none,
            feedbackTiming: FeedbackTiming = .afterEditing, formatsWhileTyping: Bool = false
        ) {
            self.validator = validator
            self.validatesOnEndEditing = validatesOnEndEditing
            self.editFiltering = editFiltering
            self.feedbackTiming = feedbackTiming
            self.formatsWhileTyping = formatsWhileTyping
        }

        /// Gives `controller` this configuration.
        @MainActor
        package func configure(_ controller: FieldController) {
            controller.inputValidator = validator
            controller.options.validatesOnEndEditing = validatesOnEndEditing
            controller.options.editFiltering = editFiltering
            controller.options.feedbackTiming = feedbackTiming
            controller.options.formatsWhileTyping = formatsWhileTyping
        }
    }

    /// Runs `events` through a `FieldController` configured by `setup`, carrying out its
    /// decisions as an adapter does (an accepted edit is applied, a refused one is not, a
    /// formatted one replaces the text; a validation's tidied text is shown and its alert
    /// presented), and returns what the user sees after each event.
    @MainActor
    package static func run(_ events: [Event], _ setup: Setup) -> [Observation] {
        let controller = FieldController()
        setup.configure(controller)
        var text = ""
        var alert: String?
        var seen: [Observation] = []
        for event in events {
            switch event {
            case .type(let character):
                edit(&text, inserting: String(character), controller)
            case .paste(let pasted):
                edit(&text, inserting: pasted, controller)
            case .endEditing:
                if controller.editingDidEnd(text) {
                    let check = controller.validate(text, cursor: text.utf16.count)
                    text = check.text
                    alert = check.alert?.message
                }
            case .dismissAlert:
                alert = nil
            }
            seen.append(Observation(text: text, feedback: controller.feedback, alert: alert))
        }
        return seen
    }

    @MainActor
    private static func edit(_ text: inout String, inserting insertion: String, _ controller: FieldController) {
        let edit = TextEdit(text: text, range: NSRange(location: text.utf16.count, length: 0), replacement: insertion)
        switch controller.decide(edit) {
        case .accept:
            text = edit.proposedText ?? text
            controller.textDidChange(text)
        case .refuse:
            break
        case .replace(let formatted):
            text = formatted.text
            controller.textDidChange(text)
        }
    }

    /// The scripts every adapter must agree on.
    package static var cases: [(name: String, events: [Event], setup: Setup)] {
        let digits = NumericInputValidator()
        let trimmedDigits = InputValidator(
            CharacterClassValidator.numeric, sanitizer: TrimmingSanitizer.trimmingWhitespace)
        let phone = InputMask("(###) ###-####")
        let masked = InputValidator(MaskValidator(phone), sanitizer: DigitsSanitizer.digitsOnly.then(phone))
        return [
            (
                "a bad character is shown when focus leaves, with the alert; fixing it clears both",
                [.type("1"), .type("a"), .endEditing, .dismissAlert, .paste("2"), .endEditing],
                Setup(digits)
            ),
            (
                "filtering refuses the letter as it is typed, shows why, and the text passes",
                [.type("1"), .type("a"), .type("2"), .endEditing],
                Setup(digits, editFiltering: .invalidCharacters)
            ),
            (
                "the sanitizer tidies the text before it is checked, and the tidied text is shown",
                [.paste("  12 "), .endEditing],
                Setup(trimmedDigits)
            ),
            (
                "without validating on end of editing, leaving only starts the live feedback",
                [.type("x"), .endEditing, .type("y")],
                Setup(digits, validatesOnEndEditing: false)
            ),
            (
                "a mask formats each keystroke and the result validates",
                [.paste("555"), .type("1"), .paste("234567"), .endEditing],
                Setup(masked, formatsWhileTyping: true)
            ),
        ]
    }
}
