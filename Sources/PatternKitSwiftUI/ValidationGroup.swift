#if canImport(SwiftUI) && !os(watchOS)
import Combine
import PatternKitValidationSessions
import SwiftUI

/// The validated fields of a form, as one: whether they all pass, and a `validate()` for
/// the submit button that shows every field's errors at once.
///
/// ```swift
/// struct SignUpForm: View {
///     @StateObject private var form = ValidationGroup()
///     @State private var name = ""
///     @State private var age = ""
///
///     var body: some View {
///         Form {
///             TextField("Name", text: $name).validated(by: AlphaInputValidator(), text: $name)
///             TextField("Age", text: $age).validated(by: NumericInputValidator(), text: $age)
///             Button("Sign up") {
///                 if form.validate() { submit() }
///             }
///         }
///         .validationGroup(form)
///     }
/// }
/// ```
///
/// Fields join the group of their environment (``SwiftUI/View/validationGroup(_:)``) when
/// they appear and leave it when they disappear.
@MainActor
public final class ValidationGroup: ObservableObject {
    /// How the fields stand together; `summary.isValid` is what a submit button needs.
    @Published public private(set) var summary = ValidationSummary()

    private var fields: [FieldValidationModel] = []

    /// An empty group.
    nonisolated public init() {}

    /// Shows the result of every field now (as each field's ``FieldValidation/validate(_:)``
    /// does, whatever the timing); asynchronous checks skip the rest of their pause.
    ///
    /// - Returns: Whether every field passed; `false` while a check has yet to answer (see
    ///   ``validateIncludingChecks()``).
    @discardableResult
    public func validate() -> Bool {
        var allValid = true
        for field in fields where !field.validate() {
            allValid = false
        }
        refresh()
        return allValid
    }

    /// Shows the result of every field now and waits for their asynchronous checks.
    ///
    /// - Returns: Whether every field passed its rules and its check.
    public func validateIncludingChecks() async -> Bool {
        var allValid = validate()
        for field in fields where !(await field.validateIncludingChecks()) {
            allValid = false
        }
        refresh()
        return allValid
    }

    /// Forgets what the user did in every field: all are silent again.
    public func reset() {
        for field in fields { field.reset() }
        refresh()
    }

    // MARK: Fields

    func join(_ field: FieldValidationModel) {
        guard !fields.contains(where: { $0 === field }) else { return }
        fields.append(field)
        refresh()
    }

    func leave(_ field: FieldValidationModel) {
        fields.removeAll { $0 === field }
        refresh()
    }

    func refresh() {
        let summary = fields.reduce(ValidationSummary()) { $0.merging($1.summary) }
        if summary != self.summary { self.summary = summary }
    }
}
#endif
