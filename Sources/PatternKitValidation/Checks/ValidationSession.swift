/// The asynchronous engine behind `FieldController` (and so each field of a `FormSession`): synchronous rules
/// at once, an asynchronous check after a pause, the check of a replaced input cancelled,
/// and never a stale answer. Package-internal: apps drive a field or a form, not this.
///
/// ```swift
/// @MainActor final class SignUpController {
///     let userName = ValidationSession(
///         CharacterClassValidator.alphanumeric,
///         then: AnyAsyncValidator(failingWith: ValidationError(20_010, reason: "This name is taken")) { name in
///             try await api.isAvailable(name)
///         },
///         debounce: .seconds(0.3)
///     )
///
///     init() {
///         userName.onChange = { state in self.render(state) }   // on the main actor
///     }
///
///     func textDidChange(_ text: String) {
///         userName.update(text)   // cancels the check for the previous text
///     }
/// }
/// ```
///
/// **Guarantees.** ``update(_:)`` starts a new *generation*: the check still running for the
/// previous input is cancelled, and any answer it still gives is dropped. So the states
/// reported through ``onChange`` always belong to the latest input, in the order the
/// inputs came, and a slow answer for "ali" can never overwrite the answer for "alice".
///
/// **States.** After ``update(_:)``: `ValidationState.invalid(_:)` at once when a
/// synchronous rule fails (no check runs); otherwise `ValidationState.pending` while the
/// `Debounce` pause lasts, `ValidationState.validating` while the check runs, then
/// `ValidationState.valid` or `ValidationState.invalid(_:)`.
///
/// The session lives on the main actor, like the text field that drives it; the check runs
/// off the main actor. Releasing the session cancels its check.
@MainActor
package final class ValidationSession<Input: Sendable> {
    /// The current state; ``onChange`` reports every change.
    package private(set) var state: ValidationState = .pristine {
        didSet {
            if state != oldValue { onChange?(state) }
        }
    }

    /// The latest input given to ``update(_:)``, or `nil` before the first and after ``reset()``.
    package private(set) var input: Input?

    /// Called on the main actor with each new ``state``.
    package var onChange: ((ValidationState) -> Void)?

    private let rules: AnyValidator<Input>?
    private let check: AnyAsyncValidator<Input>

    /// The pause before a check starts. A new pause applies to the next check; a check waiting
    /// out the old pause starts over with the new one; a check running or answered is kept.
    package var debounce: Debounce {
        didSet {
            guard debounce.seconds != oldValue.seconds, state == .pending, let input else { return }
            generation += 1
            task?.cancel()
            start(input, waiting: debounce)
        }
    }
    private var generation = 0
    /// The task of the current generation.
    private var task: Task<Void, Never>?
    /// Every task still running, replaced ones included, by generation.
    private var running: [Int: Task<Void, Never>] = [:]

    /// A session running `check` (after `debounce`) on each input.
    package init(_ check: some AsyncValidator<Input>, debounce: Debounce = .none) {
        self.rules = nil
        self.check = AnyAsyncValidator(check)
        self.debounce = debounce
    }

    /// A session running the synchronous `rules` on each input at once and, when they pass,
    /// `check` after `debounce`.
    package init(_ rules: some Validator<Input>, then check: some AsyncValidator<Input>, debounce: Debounce = .none) {
        self.rules = AnyValidator(rules)
        self.check = AnyAsyncValidator(check)
        self.debounce = debounce
    }

    deinit {
        for task in running.values { task.cancel() }
    }

    /// Validates `input`, replacing the input validated so far.
    package func update(_ input: Input) {
        generation += 1
        task?.cancel()
        task = nil
        self.input = input
        if let rules {
            let failures = rules.failures(input)
            if !failures.isEmpty {
                state = .invalid(failures)
                return
            }
        }
        start(input, waiting: debounce)
    }

    /// Cancels any check and returns to `ValidationState.pristine`, forgetting the input.
    package func reset() {
        generation += 1
        task?.cancel()
        task = nil
        input = nil
        state = .pristine
    }

    /// The final state for the current input: skips the rest of the pause and waits for the
    /// running check. For a submit button.
    ///
    /// If ``update(_:)`` is called while this waits, the state returned is the newer input's
    /// (which may still be in progress).
    @discardableResult
    package func settle() async -> ValidationState {
        skipPause()
        await task?.value
        return state
    }

    /// Starts the check at once when it is waiting out the pause.
    package func skipPause() {
        guard state == .pending, let input else { return }
        generation += 1
        task?.cancel()
        start(input, waiting: .none)
    }

    /// Waits until no check this session started is still running, replaced ones included.
    ///
    /// A check that ignores cancellation runs to its end; its answer is dropped. Tests use
    /// this to know that such a late answer has arrived (and was ignored).
    package func waitUntilIdle() async {
        while let task = running.values.first {
            await task.value
        }
    }

    /// Whether no check this session started is still running (see ``waitUntilIdle()``).
    package var isIdle: Bool {
        running.isEmpty
    }

    /// Starts the pause and the check for `input` as the current generation.
    private func start(_ input: Input, waiting pause: Debounce) {
        let generation = generation
        let check = check
        state = pause.isEnabled ? .pending : .validating
        let task = Task { [weak self] in
            defer { self?.running[generation] = nil }
            do {
                try await pause.wait()
            } catch {
                return  // replaced or cancelled while waiting
            }
            guard self?.begin(generation) == true else { return }
            let failures = await check.failures(input)
            self?.finish(generation, failures)
        }
        self.task = task
        running[generation] = task
    }

    /// Marks the check of `generation` as running; `false` when a newer input replaced it.
    private func begin(_ generation: Int) -> Bool {
        guard generation == self.generation, !Task.isCancelled else { return false }
        state = .validating
        return true
    }

    /// Reports the answer of `generation`'s check, unless a newer input replaced it.
    private func finish(_ generation: Int, _ failures: [ValidationError]) {
        guard generation == self.generation else { return }
        task = nil
        state = ValidationState(failures: failures)
    }
}
