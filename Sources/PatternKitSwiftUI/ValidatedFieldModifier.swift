#if canImport(SwiftUI) && !os(watchOS)
import PatternKitValidationSessions
import SwiftUI

/// The modifier behind `validated(by:text:)`: forwards the text's changes and the
/// environment to a ``FieldValidationModel`` and draws its feedback under the field.
@available(iOS 14, macOS 11, tvOS 14, *)
struct ValidatedFieldModifier: ViewModifier {
    @StateObject private var model: FieldValidationModel
    @Binding private var text: String
    private let feedback: Binding<FieldFeedback>?
    private let state: Binding<ValidationState>?
    @Environment(\.validationMessageStyle) private var style
    @Environment(\.validationTiming) private var timing
    @Environment(\.validationEditFiltering) private var filtering
    @Environment(\.validationGroup) private var group

    @MainActor
    init(
        controller: @escaping @autoclosure @MainActor () -> FieldController,
        text: Binding<String>,
        feedback: Binding<FieldFeedback>?,
        state: Binding<ValidationState>?
    ) {
        _model = StateObject(wrappedValue: FieldValidationModel(controller()))
        _text = text
        self.feedback = feedback
        self.state = state
    }

    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            content
            if style == .inline, let message = model.feedback.message() {
                Text(message)
                    .font(.footnote)
                    .foregroundColor(model.feedback.error == nil ? .secondary : .red)
                    .fixedSize(horizontal: false, vertical: true)
            }
        }
        .onAppear {
            model.appear(text: text, timing: timing, filtering: filtering, group: group)
            feedback?.wrappedValue = model.feedback
            state?.wrappedValue = model.state
        }
        .onDisappear { model.disappear() }
        .onChange(of: text) { new in
            if let shown = model.change(to: new) { text = shown }
        }
        .onChange(of: timing) { model.configure(timing: $0, filtering: filtering) }
        .onChange(of: filtering) { model.configure(timing: timing, filtering: $0) }
        .onChange(of: model.feedback) { feedback?.wrappedValue = $0 }
        .onChange(of: model.state) { state?.wrappedValue = $0 }
        .onChange(of: model.sanitizedText) { if let sanitized = $0 { text = sanitized } }
    }
}
#endif
