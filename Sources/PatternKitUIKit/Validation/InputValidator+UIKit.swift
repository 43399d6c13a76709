#if canImport(UIKit) && !os(watchOS)
import InputValidation
import UIKit

extension InputValidator {
    /// Validates a text field's text, the seed's Objective-C entry point.
    ///
    /// Objective-C sees it as
    /// `- (BOOL)validateInput:(UITextField *)input error:(NSError **)error`.
    /// When the validator has a sanitizer (see ``InputValidator/sanitize(_:)``), the field's
    /// text is first replaced by the sanitized text — only if that changes it — with the
    /// caret kept where the user expects it; then the text is checked.
    ///
    /// ```swift
    /// do {
    ///     try NumericInputValidator().validateInput(ageField)
    /// } catch {
    ///     let nsError = error as NSError   // InputValidationErrorDomain, code 1001
    /// }
    /// ```
    ///
    /// ```objc
    /// NSError *error = nil;
    /// if (![validator validateInput:self.ageField error:&error]) {
    ///     NSLog(@"%@", error.localizedFailureReason);
    /// }
    /// ```
    ///
    /// Subclasses may override it, as the seed's validators did; ``CustomTextField``
    /// calls it from ``CustomTextField/validate()``.
    ///
    /// - Throws: The ``ValidationError`` of the strategy; as an `NSError` it has the domain
    ///   ``InputValidationErrorDomain``, the error's code and localized messages.
    @MainActor @objc(validateInput:error:)
    open func validateInput(_ input: UITextField) throws {
        let text = input.text ?? ""
        let sanitized = sanitize(text)
        if sanitized != text {
            input.replaceText(with: sanitized, caretOffset: sanitized.utf16.count)
        }
        try validate(sanitized)
    }
}
#endif
