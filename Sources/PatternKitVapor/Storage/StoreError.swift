#if Vapor
    /// A database error as a check reports it: described with `String(reflecting:)`, since
    /// drivers keep their plain description generic (PostgresNIO's says nothing, on purpose).
    /// The description reaches only the server's log (`asyncCheckFailed`'s `detail`); the
    /// client gets `503` with `serviceUnavailable`.
    struct StoreError: Error, CustomStringConvertible {
        let underlying: any Error

        var description: String { String(reflecting: underlying) }
    }
#endif
