#if os(iOS)
    import Foundation
    import PatternKitUIKit
    import UIKit

    /// Issue 21: a server's 422 answer applied to a bound form, with the fields in the window as
    /// UIKit has them, and typed into through the keyboard's path.
    enum ServerAnswerScenarios {
        enum Field: String, Hashable, Sendable { case email, userName }

        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "a server's answer shows on the bound field like its own error, focuses it, goes when the user types",
                covers: "issue 21: the client side in UIKit"
            ) { e in
                let email = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                let userName = e.layOut(UITextField(), frame: CGRect(x: 0, y: 40, width: 200, height: 30))
                email.text = "ada@example.com"
                userName.text = "ada"
                var shown: [(Field, FieldFeedback)] = []
                var failed: [(Field, ValidationError)] = []
                @MainActor func presenter(_ field: Field) -> ValidationPresenter {
                    .handler(
                        show: { feedback, _ in shown.append((field, feedback)) },
                        failed: { error, _ in failed.append((field, error)) })
                }
                let form = FormValidator<Field>()
                    .field(.email, RequiredValidator.required.and(EmailValidator.email))
                    .field(.userName, LengthValidator(3...20))
                let binding = FormBinding(
                    form, fields: [.email: email, .userName: userName],
                    presenters: [.email: presenter(.email), .userName: presenter(.userName)])
                e.expect(binding.isValid, "the form is valid on the device")
                // What the server sent back, decoded from its bytes.
                let taken = ValidationError(20_010, reason: "That name is taken")
                let answer = FormRejection(field: Field.userName, error: taken)
                    .merging(FormRejection(formError: ValidationError(1240, reason: "Try again in a minute")))
                    .report(language: "en")
                guard let report = try? ValidationFailureReport(json: answer.jsonData()) else {
                    e.expect(false, "the answer decodes")
                    return
                }
                let firstField = binding.apply(report)
                e.expectEqual(firstField, .userName, "apply returns the first field in error, as the session's")
                e.expect(!binding.isValid, "the server's failure makes the form invalid")
                e.expect(
                    shown.last.map { $0.0 == .userName && $0.1.error?.code.rawValue == 20_010 } == true,
                    "the user name's presenter shows the server's failure")
                e.expectEqual(
                    failed.map(\.1.code.rawValue), [20_010],
                    "and is told validation failed, as after validateIncludingChecks()")
                e.expect(userName.isFirstResponder, "the field in error has focus")
                e.expectEqual(
                    binding.session.formMessage(in: "en"), "Try again in a minute",
                    "the form-level failure is the session's, for the screen to show")
                userName.insertText("2")  // the keyboard's path; UIKit sends .editingChanged
                e.expect(binding.session.feedback(for: .userName).error?.code.rawValue != 20_010, "typing clears it")
                e.expect(binding.isValid, "and the form is valid again")
                binding.unbind()
            }
        ]
    }
#endif
