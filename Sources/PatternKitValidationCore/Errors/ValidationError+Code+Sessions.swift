/// The codes of forms and asynchronous checks, declared by the module that owns them; their
/// messages are in the engine's tables with every other code's.
extension ValidationError.Code {
    // MARK: Forms

    // 1520 is retired, never to be reused: a confirmation field that does not repeat the
    // field it confirms is `confirmationMismatch` (1141), in a form as elsewhere.

    /// 1521: none of a group of form fields is filled in ("an e-mail or a phone number").
    /// Parameter: `fields` (their names, comma-separated).
    public static let noneOfFieldsFilled: Self = 1521

    // MARK: Typed fields: a value of the wrong type (read from a request, most often)

    /// 1561: a text field received something else (a number, a Boolean). Parameters: none.
    public static let expectedText: Self = 1561

    /// 1563: a Boolean field (a switch) received something other than `true` or `false`.
    public static let expectedBoolean: Self = 1563

    /// 1564: a date field received something that is not a date (ISO 8601: `2025-01-31`
    /// or `2025-01-31T09:30:00Z`).
    public static let expectedDate: Self = 1564

    /// 1565: a list field received something that is not a list.
    public static let expectedList: Self = 1565

    /// 1566: a group of fields (`address.city`) received something that is not a group.
    public static let expectedGroup: Self = 1566

    /// 1570: a list has fewer items than it needs. Parameters: `minimum`, `count`.
    public static let tooFewItems: Self = 1570

    /// 1571: a list has more items than it may. Parameters: `maximum`, `count`.
    public static let tooManyItems: Self = 1571

    // MARK: Reading a form sent to a server

    /// 1580: the body is not a form at all (not JSON, not an object, nested too deep).
    /// Parameter: `detail` (where reading stopped, in English, for the client's developer).
    public static let unreadableForm: Self = 1580

    /// 1581: a field appears more than once (a duplicate JSON key, a repeated form key for a
    /// field that is not a list): refused rather than guessing which one counts.
    public static let duplicateKey: Self = 1581

    /// 1582: a field is sent under two names at once (`"address.city"` and
    /// `"address": {"city": …}`): refused rather than guessing which one counts.
    public static let ambiguousKey: Self = 1582

    /// 1583: the body is larger than the server accepts. Parameter: `maximum` (bytes).
    public static let formTooLarge: Self = 1583

    /// 1584: the body is sent in a format the server does not read (a `Content-Type` other
    /// than JSON or URL-encoded form fields, or a charset other than UTF-8).
    public static let unsupportedFormat: Self = 1584

    /// 1585: the server cannot judge the form now — a check it runs could not be done (its
    /// database is down or slow) — and answers `503 Service Unavailable`: the form may be
    /// valid, and sending it again later may succeed. The message says nothing of the cause.
    public static let serviceUnavailable: Self = 1585

    /// 1586: the client ran the form's checks too often (PatternKitVapor's
    /// `CheckRateLimitMiddleware`), answered `429 Too Many Requests` with `Retry-After`.
    public static let tooManyRequests: Self = 1586

    /// 1587: the server failed to process a form it accepted (its type disagrees with the
    /// form), answered `500`; the message says nothing of the cause.
    public static let serverError: Self = 1587

    // MARK: Asynchronous validation

    /// 1540: an asynchronous check could not give an answer (the network failed, say).
    /// Parameter: `detail` (the underlying error's description).
    public static let asyncCheckFailed: Self = 1540

    /// 1541: the value is already taken — another account has this user name or e-mail
    /// address (a check that asks a store, such as PatternKitVapor's `UniqueInDatabase`).
    /// Parameter: `value` (the value that is taken).
    public static let alreadyTaken: Self = 1541
}
