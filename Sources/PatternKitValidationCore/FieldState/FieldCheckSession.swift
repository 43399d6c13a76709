/// The asynchronous check a ``FieldController`` runs after its rules pass, as the controller
/// sees it: `PatternKitValidation` installs one when an app sets the field's
/// `asyncValidator`, so a field without a check links no asynchronous machinery.
@MainActor
package protocol FieldCheckSession: AnyObject {
    /// The state to report while the rules pass: pending, validating, valid or invalid.
    var checkState: ValidationState { get }

    /// Called on the main actor whenever the check's state changes.
    var onChange: ((ValidationState) -> Void)? { get set }

    /// Starts the check for `text` when `rulesPass` and it has not seen `text`; cancels it
    /// when the rules fail.
    func follow(_ text: String, rulesPass: Bool)

    /// Cancels any check and forgets the text.
    func reset()

    /// Starts a check waiting out its pause at once.
    func skipPause()

    /// Skips the pause and waits for the running check's answer.
    @discardableResult
    func settle() async -> ValidationState

    /// Waits until no check is running, replaced ones included.
    func waitUntilIdle() async

    /// Whether no check is running, replaced ones included.
    var isIdle: Bool { get }

    /// The pause before the next check starts. A new pause applies to the next check; a check
    /// waiting out the old pause waits the new one instead; an answer already given is kept.
    var debounce: Debounce { get set }
}

/// What a ``FieldController`` keeps of an asynchronous check: the value the app set (to read
/// it back) and how to start a session for it with a pause.
package struct FieldCheckInstaller {
    /// The check as the app set it (an `AnyAsyncValidator<String>`).
    package let check: any Sendable

    /// A new session running the check after the given pause.
    package let makeSession: @MainActor (Debounce) -> any FieldCheckSession

    /// An installer for `check`, whose sessions `makeSession` makes.
    package init(check: any Sendable, makeSession: @escaping @MainActor (Debounce) -> any FieldCheckSession) {
        self.check = check
        self.makeSession = makeSession
    }
}
