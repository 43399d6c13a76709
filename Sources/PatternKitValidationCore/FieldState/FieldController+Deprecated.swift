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
