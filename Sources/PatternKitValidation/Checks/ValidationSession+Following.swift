extension ValidationSession where Input: Equatable {
    /// Keeps the asynchronous check in step with the synchronous rules' verdict on `input`:
    /// cancelled when they fail, started for an input it has not seen, left alone while it
    /// runs for (or has answered) this very input. What a field's machine (`FieldController`,
    /// on its own or one field of a `FormSession`) does after each change.
    package func follow(_ input: Input, rulesPass: Bool) {
        if !rulesPass {
            reset()
        } else if self.input != input || state == .pristine {
            update(input)
        }
    }

    /// The state to report for the input while the synchronous rules pass: the check's
    /// state, `ValidationState.pending` before it starts.
    package var checkState: ValidationState {
        state == .pristine ? .pending : state
    }
}
