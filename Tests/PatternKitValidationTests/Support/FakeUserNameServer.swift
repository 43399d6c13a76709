import PatternKitValidation

/// A user-name service whose answers the test gives, one request at a time.
struct FakeUserNameServer: Sendable {
    let gates = Gates<Bool>()

    /// The error for a name that is taken.
    static let taken = ValidationError(20_010, reason: "This user name is taken")

    /// Asks whether `name` is free; stops when the task is cancelled.
    func isAvailable(_ name: String) async throws -> Bool {
        try await gates.wait(name)
    }

    /// The check a text field runs: fails with `taken` when the server says the name is not free.
    var check: AnyAsyncValidator<String> {
        AnyAsyncValidator(failingWith: Self.taken) { name in try await isAvailable(name) }
    }

    /// A check that ignores cancellation and always answers, late or not.
    var stubbornCheck: AnyAsyncValidator<String> {
        let gates = gates
        return AnyAsyncValidator(failingWith: Self.taken) { name in
            // An unstructured task does not inherit the caller's cancellation.
            try await Task { try await gates.wait(name) }.value
        }
    }

    /// Answers the request for `name`.
    @discardableResult
    func respond(_ name: String, available: Bool) -> Bool {
        gates.open(name, with: available)
    }
}

/// A debounce whose pauses end when the test says so.
struct ManualSleeper: Sendable {
    let gates = Gates<Void>()

    /// A debounce of 0.3 s that waits on this sleeper, each pause under the key "pause".
    var debounce: Debounce {
        let gates = gates
        return Debounce(seconds: 0.3) { _ in try await gates.wait("pause") }
    }

    /// Ends the oldest pause.
    @discardableResult
    func wake() -> Bool {
        gates.open("pause")
    }
}
