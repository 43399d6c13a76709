#if canImport(UIKit)
import PatternKitValidationRules
import PatternKitSwiftUI
import SwiftUI
import UIKit

/// The sign-up form in SwiftUI: the same rules through `validated(by:)`, the user-name check
/// on the pretend server with "Checking…" under the field, and a group that waits for it.
@MainActor
struct SignUpView: View {
    @StateObject private var form = ValidationGroup()
    @State private var userName = ""
    @State private var email = ""
    @State private var password = ""
    @State private var userNameState = ValidationState.pristine
    @State private var outcome: String?

    var body: some View {
        Form {
            Section(footer: Text(stateDescription)) {
                TextField("User name (try “alice”)", text: $userName)
                    .validated(
                        by: CharacterClassValidator.alphanumeric.and(.length(3...20)),
                        then: DemoAccounts.userNameIsFree,
                        text: $userName,
                        state: $userNameState
                    )
                    .validationEditFiltering(.invalidCharacters)
            }
            Section {
                TextField("E-mail", text: $email)
                    .validated(by: EmailValidator(), text: $email)
                    .keyboardType(.emailAddress)
                SecureField("Password (10+ characters, a digit)", text: $password)
                    .validated(by: .password(minimumLength: 10, digits: 1), text: $password)
            }
            Section {
                Button("Sign up") {
                    Task {
                        outcome = await form.validateIncludingChecks() ? "Welcome, \(userName)!" : nil
                    }
                }
                .disabled(form.summary.invalidCount > 0)
                if let outcome {
                    Text(outcome)
                }
            }
        }
        .textInputAutocapitalization(.never)
        .disableAutocorrection(true)
        .validationGroup(form)
        .navigationTitle("Sign up")
    }

    /// The user-name field's real state, read through the `state` binding.
    private var stateDescription: String {
        switch userNameState {
        case .pristine: "Letters and digits, 3 to 20 of them."
        case .pending: "Waiting for you to pause…"
        case .validating: "Asking the server…"
        case .valid: "The server says this name is free."
        case .invalid: "Pick another name."
        }
    }

    /// The view in a hosting controller, for the UIKit menu.
    static func hosted() -> UIViewController {
        UIHostingController(rootView: SignUpView())
    }
}
#endif
