extension ValidationError.Code {
    /// The codes of composition, sanitizers, forms and asynchronous validation: 1500–1999,
    /// the upper part of ``ruleLibraryCodes``.
    public static let compositionCodes: ClosedRange<Int> = 1500...1999

    // MARK: Composition

    /// 1501: none of an ``AnyOfValidator``'s alternatives accepts the input.
    /// Parameter: ``ValidationError/ParameterKey/alternatives`` (how many there are).
    public static let noAlternativeMatched: Self = 1501

    /// 1502: a ``NotValidator``'s rule accepts the input, which it must not.
    public static let negatedRuleMatched: Self = 1502

    // MARK: Sanitizers

    /// 1510: the input does not fill every slot of an `InputMask`.
    /// Parameter: ``ValidationError/ParameterKey/mask`` (the mask as written).
    public static let incompleteMask: Self = 1510

    // MARK: Forms

    // 1520 is retired, never to be reused: a confirmation field that does not repeat the
    // field it confirms is ``confirmationMismatch`` (1141), in a form as elsewhere.

    /// 1521: none of a group of form fields is filled in ("an e-mail or a phone number").
    /// Parameter: ``ValidationError/ParameterKey/fields`` (their names, comma-separated).
    public static let noneOfFieldsFilled: Self = 1521

    // MARK: Asynchronous validation

    /// 1540: an asynchronous check could not give an answer (the network failed, say).
    /// Parameter: ``ValidationError/ParameterKey/detail`` (the underlying error's description).
    public static let asyncCheckFailed: Self = 1540
}
