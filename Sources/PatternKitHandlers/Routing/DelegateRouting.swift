import Foundation

/// What a delegate proxy must know on any thread: which methods have closures, and the
/// delegate that gets everything else.
///
/// Objective-C asks `responds(to:)` and `forwardingTarget(for:)` without any actor
/// isolation, so this small part of ``DelegateHandlers`` lives behind a lock.
final class DelegateRouting: Sendable {
    private struct State {
        weak var forwardee: AnyObject?
        /// The methods with closures (a handful: an array costs less code than a set).
        var handled: [DelegateMethodID] = []
        /// The questions being asked of the forwardee, by thread.
        var asking: [(thread: UInt, question: UInt)] = []
        /// The questions the forwardee answered yes to, and no to: kept only while its answers
        /// cannot change (`answersAreStable`), forgotten when the forwardee changes.
        var yes: [UInt] = []
        var no: [UInt] = []
        /// Whether the forwardee's answers cannot change (a plain object, not a proxy that
        /// forwards to another); `nil` until asked.
        var answersAreStable: Bool?
    }

    private let state = Locked(State())

    var forwardee: AnyObject? {
        state.withLock { $0.forwardee }
    }

    /// Returns `true` when the value changed.
    func setForwardee(_ newValue: AnyObject?) -> Bool {
        state.withLock { state in
            guard state.forwardee !== newValue else { return false }
            state.forwardee = newValue
            state.yes = []
            state.no = []
            state.answersAreStable = nil
            return true
        }
    }

    /// The forwardee when it answers yes to `question` (a selector's identity), asked through
    /// `ask`; `nil` when there is none or it answers no.
    ///
    /// **Cost.** UIKit asks `responds(to:)` for every optional method at each assignment, and
    /// every forwarded call (`heightForRowAt`, once per row) comes through here: an answer
    /// already known costs one lock and no allocation. The forwardee is asked once per question
    /// while `answersAreStable` says its answers cannot change (asked once per forwardee: a plain
    /// object's class decides them); a proxy that forwards to another object is asked every
    /// time, since its answers follow its own forwardee.
    ///
    /// **No recursion.** A question already being asked on this thread — a forwardee that
    /// forwards back to this proxy (another library's proxy wrapping ours, or ours wrapping it)
    /// asks it again — answers `nil` instead of recursing for ever.
    func forwardee(
        answering question: UInt, answersAreStable: (AnyObject) -> Bool, _ ask: (AnyObject) -> Bool
    ) -> AnyObject? {
        let thread = Self.currentThread()
        // The forwardee, and whether to ask it (`false`: the answer is known, or nobody is asked).
        let (forwardee, mustAsk, knownStable): (AnyObject?, Bool, Bool?) = state.withLock { state in
            guard let forwardee = state.forwardee else { return (nil, false, nil) }
            if state.answersAreStable == true {
                if state.yes.contains(question) { return (forwardee, false, true) }
                if state.no.contains(question) { return (nil, false, true) }
            }
            guard !state.asking.contains(where: { $0.thread == thread && $0.question == question }) else {
                return (nil, false, nil)
            }
            state.asking.append((thread, question))
            return (forwardee, true, state.answersAreStable)
        }
        guard mustAsk, let forwardee else { return forwardee }
        let stable = knownStable ?? answersAreStable(forwardee)
        let answer = ask(forwardee)
        state.withLock { state in
            if let index = state.asking.lastIndex(where: { $0.thread == thread && $0.question == question }) {
                state.asking.remove(at: index)
            }
            guard state.forwardee === forwardee else { return }
            state.answersAreStable = stable
            // (Two threads asking at once may both keep their answer: the same, twice.)
            if stable, state.yes.count + state.no.count < 128 {  // more than any protocol's methods
                if answer { state.yes.append(question) } else { state.no.append(question) }
            }
        }
        return answer ? forwardee : nil
    }

    /// The calling thread's identity (compared only).
    private static func currentThread() -> UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }

    func isHandled(_ id: DelegateMethodID) -> Bool {
        state.withLock { $0.handled.contains(id) }
    }

    /// Whether a method called `name` has closures, whatever its types.
    func isHandled(named name: String) -> Bool {
        state.withLock { $0.handled.contains { $0.name == name } }
    }

    func setHandled(_ id: DelegateMethodID, _ isHandled: Bool) {
        state.withLock { state in
            if isHandled {
                if !state.handled.contains(id) { state.handled.append(id) }
            } else {
                state.handled.removeAll { $0 == id }
            }
        }
    }
}
