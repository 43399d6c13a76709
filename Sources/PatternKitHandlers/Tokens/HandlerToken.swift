/// A receipt for one handler added with an `add…`/`addHandler…` method; cancel it to remove
/// exactly that handler.
///
/// - Cancelling removes the handler it was issued for and nothing else; cancelling again, or
///   after the handler was removed another way, does nothing.
/// - Dropping the token does **not** remove the handler (unlike Combine's `AnyCancellable`):
///   keep the token only if you want to remove the handler before its control goes away.
/// - The token holds nothing strongly: it never keeps a control, its handler storage or the
///   closure's captures alive.
///
/// ```swift
/// let token = slider.addHandler(for: .valueChanged) { slider in
///     print(slider.value)
/// }
/// // later
/// token.cancel()
/// ```
@MainActor
public final class HandlerToken: Hashable {
    /// The link to the list holding the handler; weak, so the token never keeps a control's
    /// storage alive (`nil` once the list is gone).
    private weak var link: HandlerStoreLink?
    /// The handler's serial number in that list.
    private let serial: UInt64

    init(_ entry: HandlerEntryBase, in link: HandlerStoreLink) {
        self.link = link
        self.serial = entry.serial
    }

    /// `true` while the handler is registered: not cancelled, not removed, and its control
    /// (or other owner) still exists.
    public var isActive: Bool {
        link?.owner.isRegistered(serial: serial) ?? false
    }

    /// Removes the handler this token was issued for. Idempotent.
    public func cancel() {
        guard let link else { return }
        self.link = nil
        link.owner.remove(serial: serial)
    }

    /// Inserts the token into a set, for code that collects tokens to cancel them together.
    ///
    /// ```swift
    /// var tokens = Set<HandlerToken>()
    /// button.addHandler(for: .touchUpInside) { _ in save() }.store(in: &tokens)
    /// tokens.forEach { $0.cancel() }
    /// ```
    ///
    /// Compiled into the code that calls it: an app that never collects tokens in a `Set` links
    /// no `Set<HandlerToken>` code.
    @_alwaysEmitIntoClient
    public func store(in set: inout Set<HandlerToken>) {
        set.insert(self)
    }

    /// Tokens are equal only to themselves.
    public nonisolated static func == (lhs: HandlerToken, rhs: HandlerToken) -> Bool {
        lhs === rhs
    }

    /// Hashes the token's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
