#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidation
    public import PatternKitValidationUIKit
    public import UIKit

    extension FormBinding {
        /// Binds `form` to `fields` with a check pause and a feedback timing: both are now
        /// ``FieldOptions`` of ``init(_:fields:presenters:formatters:options:)``.
        @available(*, deprecated, message: "pass options: FieldOptions(feedbackTiming:checkDebounce:)")
        public convenience init(
            _ form: FormValidator<Field>,
            fields: [Field: UITextField],
            presenters: [Field: ValidationPresenter] = [:],
            formatters: [Field: AnySanitizer] = [:],
            debounce: Debounce,
            feedbackTiming: FeedbackTiming = .afterEditing
        ) {
            self.init(
                form, fields: fields, presenters: presenters, formatters: formatters,
                options: FieldOptions(feedbackTiming: feedbackTiming, checkDebounce: debounce))
        }

        /// Renamed ``onStateChange``: one name for "a field's state changed" in every layer.
        @available(*, deprecated, renamed: "onStateChange")
        public var onFieldStateChange: ((Field, UITextField, ValidationState) -> Void)? {
            get { onStateChange }
            set { onStateChange = newValue }
        }

        /// Renamed ``validateIncludingChecks()``, as the session's and a single field's.
        @available(*, deprecated, renamed: "validateIncludingChecks()")
        @discardableResult
        public func validateAll() async -> FormResult<Field> {
            await validateIncludingChecks()
        }
    }
#endif
