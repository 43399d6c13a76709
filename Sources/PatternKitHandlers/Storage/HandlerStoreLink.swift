/// What a ``HandlerToken`` holds to reach the list of its handler: a small object of the list's
/// own, referenced weakly by the tokens so that the list itself never is.
///
/// An object that is the target of a weak reference gets a side table, and every retain and
/// release of it then goes through that table, several times slower. A list is retained on
/// every dispatch and registration; its link only when a token is cancelled or asked whether
/// it is active. The list holds its link strongly and nothing else does for longer than one
/// such call, so a token's weak reference turns `nil` when the list goes.
@MainActor
final class HandlerStoreLink {
    /// The list; it outlives this link except during a token's call that holds both.
    unowned let owner: any HandlerEntryOwner

    init(_ owner: any HandlerEntryOwner) {
        self.owner = owner
    }
}
