#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidation
    public import PatternKitValidationUIKit

    extension CustomTextField {
        /// A check that needs to wait ("is this user name still free?"), run whenever the
        /// `inputValidator` passes, `options.checkDebounce` after the
        /// last change; a new text cancels the check of the old one. Setting it starts over.
        ///
        /// ```swift
        /// userNameField.asyncValidator = AnyAsyncValidator(failingWith: taken) { name in
        ///     try await api.isFree(name)
        /// }
        /// ```
        ///
        /// The field's `validationState` is pending or validating while the
        /// check has yet to answer; `validateIncludingChecks()` waits for it.
        /// (An app that imports `PatternKitValidationUIKit` and `PatternKitValidation` without
        /// this module sets the same check as `field.controller.asyncValidator`.)
        public var asyncValidator: AnyAsyncValidator<String>? {
            get { controller.asyncValidator }
            set { controller.asyncValidator = newValue }
        }
    }
#endif
