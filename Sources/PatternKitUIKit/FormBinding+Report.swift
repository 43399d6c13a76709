#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidation
    import PatternKitValidationUIKit
    import UIKit

    extension FormBinding {
        /// Shows a server's answer as ``validateAll()`` shows the form's own failures: each
        /// failure of a field goes to that field's presenter (until the user edits the field),
        /// the first field in error gets focus and its presenter is told that validation failed
        /// (the Strategy article's alert, for the default presenter); the answer replaces the previous one.
        ///
        /// ```swift
        /// let (body, response) = try await URLSession.shared.upload(for: request, from: json)
        /// if (response as? HTTPURLResponse)?.statusCode == 422 {
        ///     let formErrors = binding.apply(try ValidationFailureReport(json: body))
        ///     bannerLabel.text = formErrors.first?.localizedFailureReason()
        /// }
        /// ```
        ///
        /// - Returns: The failures of no field of this form (``FormSession/formErrors``), for
        ///   the screen to show above its submit button.
        @discardableResult
        public func apply(_ report: ValidationFailureReport) -> [ValidationError] {
            guard let field = session.apply(report), let error = session.feedback(for: field).error else {
                return session.formErrors
            }
            if let textField = textField(for: field) ?? controls[field]?.control as? UITextField {
                textField.becomeFirstResponder()
                presenter(for: field)?.validationDidFail(error, for: textField)
            } else if let control = controls[field]?.control {
                presenter(for: field)?.validationDidFail(error, forControl: control)
            }
            return session.formErrors
        }
    }
#endif
