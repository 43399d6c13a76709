extension FieldController {
    /// Renamed ``FieldOptions/feedbackTiming`` in ``options``.
    @available(*, deprecated, renamed: "options.feedbackTiming")
    public var feedbackTiming: FeedbackTiming {
        get { options.feedbackTiming }
        set { options.feedbackTiming = newValue }
    }

    /// Renamed ``FieldOptions/editFiltering`` in ``options``.
    @available(*, deprecated, renamed: "options.editFiltering")
    public var editFiltering: EditFiltering {
        get { options.editFiltering }
        set { options.editFiltering = newValue }
    }

    /// Renamed ``FieldOptions/formatsWhileTyping`` in ``options``.
    @available(*, deprecated, renamed: "options.formatsWhileTyping")
    public var formatsWhileTyping: Bool {
        get { options.formatsWhileTyping }
        set { options.formatsWhileTyping = newValue }
    }

    /// Renamed ``FieldOptions/validatesOnEndEditing`` in ``options``.
    @available(*, deprecated, renamed: "options.validatesOnEndEditing")
    public var validatesOnEndEditing: Bool {
        get { options.validatesOnEndEditing }
        set { options.validatesOnEndEditing = newValue }
    }

    /// Renamed ``FieldOptions/checkDebounce`` in ``options``.
    @available(*, deprecated, renamed: "options.checkDebounce")
    public var asyncDebounce: Debounce {
        get { options.checkDebounce }
        set { options.checkDebounce = newValue }
    }
}

extension FieldController {
    /// A controller validated by `validator` and then `check`, `debounce` after the last
    /// change: the debounce is now ``FieldOptions/checkDebounce``.
    @available(*, deprecated, message: "pass options: FieldOptions(checkDebounce: debounce)")
    public convenience init(
        _ validator: some Validator<String>,
        then check: some AsyncValidator<String>,
        debounce: Debounce,
        text: String = ""
    ) {
        self.init(validator, then: check, text: text, options: FieldOptions(checkDebounce: debounce))
    }
}
