#if canImport(UIKit)
    import PatternKitSwiftUI
    import SwiftUI
    import UIKit

    /// The article's two validators in a SwiftUI form, plus what the modifier adds: messages under
    /// the fields once focus leaves them, validation when editing ends, keystroke filtering, and
    /// a parent that draws one field's state itself.
    @MainActor
    struct ValidatedFieldsView: View {
        @State private var age = ""
        @State private var name = ""
        @State private var pin = ""
        @State private var pinFeedback = FieldFeedback.none

        private let pinValidator = CharacterClassValidator.numeric.message("A PIN has digits only, not “{character}”")

        var body: some View {
            Form {
                Section(header: Text("The article's strategies")) {
                    TextField("Age (digits only)", text: $age)
                        .validated(by: NumericInputValidator(), text: $age)
                    TextField("Name (letters only)", text: $name)
                        .validated(by: AlphaInputValidator(), text: $name)
                }
                .validatesOnEndEditing()
                Section(header: Text("Typed characters are filtered"), footer: pinFooter) {
                    TextField("PIN", text: $pin)
                        .validated(by: pinValidator, text: $pin, feedback: $pinFeedback)
                        .validationMessageStyle(.hidden)
                        .editFiltering(.invalidCharacters)
                }
            }
            .navigationTitle("Validated fields")
        }

        /// The PIN field's state, drawn by the parent from the `feedback` binding.
        private var pinFooter: some View {
            Group {
                switch pinFeedback {
                case .none: Text("Try typing a letter.")
                case .checking: Text(pinFeedback.message() ?? "")
                case .valid: Text("✓ Looks good")
                case .invalid(let error): Text("✗ " + error.localizedFailureReason()).foregroundColor(.red)
                }
            }
        }

        /// The view in a hosting controller, for the UIKit menu.
        @MainActor
        static func hosted() -> UIViewController {
            UIHostingController(rootView: ValidatedFieldsView())
        }
    }
#endif
