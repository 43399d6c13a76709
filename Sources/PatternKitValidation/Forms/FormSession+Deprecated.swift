extension FormSession {
    /// A session starting from `values`, its checks waiting `debounce` and its fields showing
    /// their state as `feedbackTiming` says: both are now `FieldOptions` of
    /// ``init(_:values:options:)``.
    @available(*, deprecated, message: "pass options: FieldOptions(feedbackTiming:checkDebounce:)")
    public convenience init(
        _ form: FormValidator<Field>,
        values: FormValues<Field> = [:],
        debounce: Debounce,
        feedbackTiming: FeedbackTiming = .afterEditing
    ) {
        self.init(form, values: values, options: FieldOptions(feedbackTiming: feedbackTiming, checkDebounce: debounce))
    }

    /// A session starting from `values`, its fields showing their state as `feedbackTiming`
    /// says and its checks starting at once, as before 0.3.0: `feedbackTiming` is now a
    /// `FieldOptions` of ``init(_:values:options:)``.
    @available(*, deprecated, message: "pass options: FieldOptions(feedbackTiming:checkDebounce: .none)")
    public convenience init(
        _ form: FormValidator<Field>, values: FormValues<Field> = [:], feedbackTiming: FeedbackTiming
    ) {
        self.init(form, values: values, options: FieldOptions(feedbackTiming: feedbackTiming, checkDebounce: .none))
    }

    /// Renamed ``onStateChange``: one name for "a field's state changed" in every layer.
    @available(*, deprecated, renamed: "onStateChange")
    public var onFieldChange: ((Field, ValidationState) -> Void)? {
        get { onStateChange }
        set { onStateChange = newValue }
    }

    /// Renamed `FieldOptions/feedbackTiming` in ``options``.
    @available(*, deprecated, renamed: "options.feedbackTiming")
    public var feedbackTiming: FeedbackTiming {
        get { options.feedbackTiming }
        set { options.feedbackTiming = newValue }
    }

    /// Renamed `FieldOptions/editFiltering` in ``options``.
    @available(*, deprecated, renamed: "options.editFiltering")
    public var editFiltering: EditFiltering {
        get { options.editFiltering }
        set { options.editFiltering = newValue }
    }

    /// Renamed `set(_:to:)`: the field comes first, as in `update(_:to:)`.
    @available(*, deprecated, renamed: "set(_:to:)")
    public func setValue(_ text: String, for field: Field) {
        set(field, to: text)
    }

    /// Renamed `set(_:to:)`: the field comes first, as in `update(_:to:)`.
    @available(*, deprecated, renamed: "set(_:to:)")
    public func setValue(_ value: FormValue, for field: Field) {
        set(field, to: value)
    }

    /// Renamed ``validateIncludingChecks()``, as a single field's.
    @available(*, deprecated, renamed: "validateIncludingChecks()")
    public func validateAll() async -> FormResult<Field> {
        await validateIncludingChecks()
    }
}
