extension FormSession {
    /// Whether any value differs from those the form started from or was last reset to
    /// (``reset(to:)``): what "Discard changes?" and a Save button follow.
    public var hasChanges: Bool {
        values != baseline
    }

    /// Validates the form as a submit button does — every field shown, the checks awaited,
    /// focus on the first invalid field, which ``fieldToReveal`` asks to bring into view — and
    /// when it is valid, runs `send` with the tidied values (``tidiedValues``). While it
    /// runs, ``isSubmitting`` is `true` and another call returns `nil` at once: a second tap
    /// sends nothing.
    ///
    /// ```swift
    /// Button("Sign up") { Task { await form.submit { values in await api.signUp(values) } } }
    ///     .disabled(form.isSubmitting)
    /// ```
    ///
    /// **What is sent is what was judged.** A field the user edits while the checks run
    /// ("Checking…") is judged again, its check included, before anything is sent, so `send`
    /// receives exactly the values the rules and checks passed — and a server's answer about
    /// them (`setError(_:for:)`, `apply(_:)`) applies while the fields still hold them. If the
    /// user is still editing after three rounds, nothing is sent and the edited field keeps
    /// focus.
    ///
    /// **Cancelled** — the task running it cancelled, or ``cancelSubmit()`` (SwiftUI's
    /// `focused(_:in:)` calls it when the form leaves the screen) — it sends nothing.
    ///
    /// - Returns: The form's result (`send` ran when it is valid), or `nil` when a submit was
    ///   already running or this one was cancelled.
    @discardableResult
    public func submit(_ send: (FormValues<Field>) async -> Void) async -> FormResult<Field>? {
        guard !isSubmitting else { return nil }
        isSubmitting = true
        submitIsCancelled = false
        defer { isSubmitting = false }
        var result = await validateIncludingChecks()
        var rounds = 1
        while values != submittedValues, rounds < 3, !isSubmitCancelled {
            result = await validateIncludingChecks()
            rounds += 1
        }
        guard !isSubmitCancelled else { return nil }
        guard values == submittedValues else {
            // Still being edited: the field the user is typing in keeps focus.
            if let edited = form.fields.first(where: { submittedValues?[value: $0] != values[value: $0] }) {
                focusedField = edited
            }
            return result
        }
        if result.isValid { await send(tidiedValues) }
        return result
    }

    /// Whether the running submit was cancelled: its task, or ``cancelSubmit()``.
    private var isSubmitCancelled: Bool {
        submitIsCancelled || Task.isCancelled
    }

    /// Cancels the running ``submit(_:)``: it sends nothing, whatever its checks answer, and
    /// returns `nil`. For a form leaving the screen (a sheet dismissed mid-submit); nothing
    /// happens when no submit runs.
    public func cancelSubmit() {
        if isSubmitting { submitIsCancelled = true }
    }

    /// The platform reports where focus is now — SwiftUI's `@FocusState` changed. The form
    /// stays the one owner of focus: `nil` while a move the form started is on its way (Return
    /// passes focus through `nil`; a row not yet on screen cannot take it at once) ends no
    /// field's editing; focus arriving where the form sent it completes the move; any other
    /// field is the user's choice, and the form follows.
    package func platformFocusDidChange(to field: Field?) {
        // Focus arriving at a field proves it takes focus (a number's `TextField(value:format:)`).
        if let field, focusTaking[field] == nil { focusTaking[field] = true }
        if let target = focusTarget {
            if field == target {
                focusTarget = nil
                return
            }
            if field == nil { return }
        }
        guard field != focusedField else { return }
        focusedField = field
        focusTarget = nil
    }

    /// Asks the screen to bring `field` into view (``fieldToReveal``).
    func reveal(_ field: Field) {
        revealCount += 1
        fieldToReveal = FieldToReveal(field: field, id: revealCount)
    }

    /// The announcement for a submit: the first failure, if the form is invalid.
    func announceSubmit() {
        guard let failure = result.firstFailure else { return }
        announce(failure.error, about: failure.field)
    }

    /// The announcement for a change: the new error of the last field, in the form's order,
    /// that started showing one — one announcement however many fields changed. An error is
    /// new when VoiceOver has not heard its code about the field since the field last showed
    /// no error (``ErrorAnnouncer``): the same error with another count is not news.
    func announceChanges(_ fields: [Field]) {
        var news: (field: Field, error: ValidationError)?
        for field in fields {
            let error = feedback(for: field).error
            if let error, announcers[field, default: ErrorAnnouncer()].isNew(error) {
                news = (field, error)
            } else if error == nil {
                announcers[field] = nil
            }
        }
        if let news { announce(news.error, about: news.field) }
    }

    func announce(_ error: ValidationError, about field: Field?) {
        announcementCount += 1
        announcement = FormAnnouncement(field: field, error: error, id: announcementCount)
        if let field { announcers[field, default: ErrorAnnouncer()].hear(error) }
        reportStatus()
    }
}
