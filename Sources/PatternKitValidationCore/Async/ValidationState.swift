/// Where the validation of a field stands: what a text field shows next to it.
///
/// ```swift
/// switch session.state {
/// case .pristine: hideMessage()
/// case .pending, .validating: showSpinner()
/// case .valid: showCheckmark()
/// case .invalid(let errors): showMessage(errors[0].localizedFailureReason())
/// }
/// ```
public enum ValidationState: Hashable, Sendable {
    /// Not validated yet, or not edited yet: show nothing.
    case pristine
    /// The synchronous rules passed; an asynchronous check waits to start (the user may still
    /// be typing).
    case pending
    /// An asynchronous check is running.
    case validating
    /// Every rule passed.
    case valid
    /// Some rule failed; the errors in the order the rules ran (never empty).
    case invalid([ValidationError])

    /// Whether the state is ``valid``.
    public var isValid: Bool {
        self == .valid
    }

    /// Whether the state is ``invalid(_:)``.
    public var isInvalid: Bool {
        if case .invalid = self { true } else { false }
    }

    /// Whether an answer is still to come (``pending`` or ``validating``).
    public var isInProgress: Bool {
        self == .pending || self == .validating
    }

    /// The errors of ``invalid(_:)``; empty in every other state.
    public var errors: [ValidationError] {
        if case .invalid(let errors) = self { errors } else { [] }
    }

    /// The state for the failures of a finished check: ``valid`` when there are none.
    public init(failures: [ValidationError]) {
        self = failures.isEmpty ? .valid : .invalid(failures)
    }
}
