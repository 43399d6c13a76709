import PatternKitValidationCore

/// The codes of forms and asynchronous checks, declared by the module that owns them; their
/// messages are in the engine's tables with every other code's.
extension ValidationError.Code {
    // MARK: Forms

    // 1520 is retired, never to be reused: a confirmation field that does not repeat the
    // field it confirms is `confirmationMismatch` (1141), in a form as elsewhere.

    /// 1521: none of a group of form fields is filled in ("an e-mail or a phone number").
    /// Parameter: `fields` (their names, comma-separated).
    public static let noneOfFieldsFilled: Self = 1521

    // MARK: Asynchronous validation

    /// 1540: an asynchronous check could not give an answer (the network failed, say).
    /// Parameter: `detail` (the underlying error's description).
    public static let asyncCheckFailed: Self = 1540
}
