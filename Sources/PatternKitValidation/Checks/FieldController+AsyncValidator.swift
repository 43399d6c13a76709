extension FieldController {
    /// A check that needs to wait ("is this user name still free?"), run whenever the
    /// `inputValidator` passes a text the user typed,
    /// `options.checkDebounce` after the last change. Setting it starts over.
    ///
    /// ```swift
    /// let userName = FieldController(.alphanumeric)
    /// userName.asyncValidator = AnyAsyncValidator(failingWith: taken) { name in
    ///     try await directory.isFree(name)
    /// }
    /// ```
    public var asyncValidator: AnyAsyncValidator<String>? {
        get { checkInstaller?.check as? AnyAsyncValidator<String> }
        set {
            checkInstaller = newValue.map { check in
                FieldCheckInstaller(check: check) { pause in ValidationSession(check, debounce: pause) }
            }
        }
    }

    /// A controller for a field that holds `text`, validated by `validator` and, whenever
    /// that passes, by the asynchronous `check`, `options.checkDebounce` after the
    /// last change.
    public convenience init(
        _ validator: some Validator<String>,
        then check: some AsyncValidator<String>,
        text: String = "",
        options: FieldOptions = FieldOptions()
    ) {
        self.init(validator, text: text, options: options)
        asyncValidator = AnyAsyncValidator(check)
        startOverWithCheck()
    }
}
