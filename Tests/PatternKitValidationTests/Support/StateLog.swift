import PatternKitValidation
import Testing

/// The states a ``ValidationSession`` reported, with a way to wait for the next one that
/// matters, so tests follow events instead of waiting for time to pass.
@MainActor
final class StateLog {
    private(set) var states: [ValidationState] = []
    private var read = 0
    private var waiter: (matches: (ValidationState) -> Bool, continuation: CheckedContinuation<ValidationState, Never>)?

    /// Starts recording `session`'s states.
    init<Input>(_ session: ValidationSession<Input>) {
        session.onChange = { [weak self] state in self?.record(state) }
    }

    init() {}

    func record(_ state: ValidationState) {
        states.append(state)
        if let waiter, waiter.matches(state) {
            self.waiter = nil
            read = states.count
            waiter.continuation.resume(returning: state)
        }
    }

    /// The next reported state (after those already read) that `matches`, waiting for it if needed.
    @discardableResult
    func next(where matches: @escaping (ValidationState) -> Bool) async -> ValidationState {
        while read < states.count {
            let state = states[read]
            read += 1
            if matches(state) { return state }
        }
        return await withCheckedContinuation { waiter = (matches, $0) }
    }

    /// The next settled state (valid or invalid).
    @discardableResult
    func nextSettled() async -> ValidationState {
        await next { $0.isValid || $0.isInvalid }
    }
}

/// A time limit for suites that wait for asynchronous events: a broken guarantee fails the
/// test instead of hanging the run. (Time limits need macOS 13 or iOS 16; older systems
/// run without one.)
let asyncSuiteTimeLimit: any SuiteTrait = {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        return .timeLimit(.minutes(1))
    }
    return .tags()
}()
