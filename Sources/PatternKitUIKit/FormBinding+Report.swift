#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidation
    import PatternKitValidationUIKit
    import UIKit

    extension FormBinding {
        /// Shows a server's answer as ``validateIncludingChecks()`` shows the form's own failures: each
        /// failure of a field goes to that field's presenter (until the user edits the field),
        /// the first field in error gets focus and its presenter is told that validation failed
        /// (the Strategy article's alert, for the default presenter); the answer replaces the previous one.
        ///
        /// ```swift
        /// let (body, response) = try await URLSession.shared.upload(for: request, from: json)
        /// if (response as? HTTPURLResponse)?.statusCode == 422 {
        ///     binding.apply(try ValidationFailureReport(json: body))
        ///     bannerLabel.text = binding.session.formMessage()   // failures of no field
        /// }
        /// ```
        ///
        /// - Returns: The first field in error, in the form's order — the one now focused — as
        ///   `FormSession.apply(_:)` returns; `nil` when the answer names no field of this form.
        ///   Failures of no field are the session's ``FormSession/formErrors``.
        @discardableResult
        public func apply(_ report: ValidationFailureReport) -> Field? {
            guard let field = session.apply(report), let error = session.feedback(for: field).error else {
                return nil
            }
            if let textField = textField(for: field) ?? controls[field]?.control as? UITextField {
                textField.becomeFirstResponder()
                presenter(for: field)?.validationDidFail(error, for: textField)
            } else if let control = controls[field]?.control {
                presenter(for: field)?.validationDidFail(error, forControl: control)
            }
            return field
        }
    }
#endif
