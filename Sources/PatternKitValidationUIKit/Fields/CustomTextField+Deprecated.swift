#if canImport(UIKit) && !os(watchOS)
    public import PatternKitValidationCore

    extension CustomTextField {
        /// Renamed ``FieldOptions/checkDebounce`` in ``options``.
        @available(*, deprecated, renamed: "options.checkDebounce")
        public var asyncDebounce: Debounce {
            get { options.checkDebounce }
            set { options.checkDebounce = newValue }
        }

        /// Renamed ``onStateChange``: one name for "a field's state changed" in every layer.
        @available(*, deprecated, renamed: "onStateChange")
        public var onValidationStateChange: ((CustomTextField, ValidationState) -> Void)? {
            get { onStateChange }
            set { onStateChange = newValue }
        }
    }
#endif
