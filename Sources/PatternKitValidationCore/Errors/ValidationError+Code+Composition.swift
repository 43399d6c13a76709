extension ValidationError.Code {
    /// The codes of composition, sanitizers, forms and asynchronous validation: 1500–1999,
    /// the upper part of ``ruleLibraryCodes``.
    public static let compositionCodes: ClosedRange<Int> = 1500...1999

    // MARK: Composition

    /// 1501: none of an `AnyOfValidator`'s alternatives accepts the input.
    /// Parameter: ``ValidationError/ParameterKey/alternatives`` (how many there are).
    public static let noAlternativeMatched: Self = 1501

    /// 1502: a `NotValidator`'s rule accepts the input, which it must not.
    public static let negatedRuleMatched: Self = 1502

}
