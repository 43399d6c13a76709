import PatternKitHandlers

/// An object captured by a closure whose `deinit` cancels another handler's token, as the
/// docs suggest for objects that clean up after themselves: dropping the closure runs this
/// user code while the storage is removing or replacing it.
@MainActor
final class TokenCanceller {
    var token: HandlerToken?
    /// Runs in `deinit`, after the token is cancelled.
    var onDeinit: (() -> Void)?

    init(cancelling token: HandlerToken? = nil) {
        self.token = token
    }

    isolated deinit {
        token?.cancel()
        onDeinit?()
    }
}
