#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidationCore
    public import UIKit

    extension InputValidator {
        /// Validates a text field's text, the Strategy article's Objective-C entry point.
        ///
        /// Objective-C sees it as
        /// `- (BOOL)validateInput:(UITextField *)input error:(NSError **)error`.
        /// When the validator has a sanitizer (see ``InputValidator/sanitize(_:cursor:)``), the
        /// field's text is first replaced by the sanitized text — only if that changes it — with
        /// the caret moved by the sanitizer's caret mapping, so it stays where the user expects
        /// it; then the text is checked.
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
        /// Subclasses may override it, as the Strategy article's validators did; ``CustomTextField``
        /// calls it from ``CustomTextField/validate()``.
        ///
        /// - Throws: The ``ValidationError`` of the strategy; as an `NSError` it has the domain
        ///   ``InputValidationErrorDomain``, the error's code and localized messages.
        @MainActor @objc(validateInput:error:)
        open func validateInput(_ input: UITextField) throws {
            let text = input.text ?? ""
            let sanitized = sanitize(text, cursor: input.caretOffset)
            if sanitized.text != text {
                input.replaceText(with: sanitized.text, caretOffset: sanitized.cursor)
            }
            try validate(sanitized.text)
        }
    }
#endif
