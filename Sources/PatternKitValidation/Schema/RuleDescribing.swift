/// A rule that describes itself for a form's JSON Schema (see `RuleDescription`): the built-in
/// rules and the compositions, which describe what they hold. A rule that does not conform —
/// an app's own — is described by its type's name, with no constraint.
protocol RuleDescribing {
    /// What the rule states: one description for a rule, one per member for a composition.
    var ruleDescriptions: [RuleDescription] { get }
}
