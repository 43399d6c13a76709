/// Runs the checks at once, in the caller's task: what `FormValidator`'s public methods use.
package struct ImmediateCheckRunner: FormCheckRunner {
    /// Running the checks at once cannot fail.
    package typealias Failure = Never

    /// The runner.
    package init() {}

    /// `checks`' outcome.
    package func run<Result: Sendable>(_ checks: @escaping @Sendable () async -> Result) async -> Result {
        await checks()
    }
}
