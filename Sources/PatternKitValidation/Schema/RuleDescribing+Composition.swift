import PatternKitValidationCore

// The compositions describe what they hold (see `RuleDescribing`), as they carry their
// members' sanitizer (`SanitizerCarrying`).

extension AllOfValidator: RuleDescribing {
    /// Each member's descriptions: all of them hold.
    var ruleDescriptions: [RuleDescription] {
        validators.flatMap { RuleDescription.of($0) }
    }
}

extension AnyOfValidator: RuleDescribing {
    /// One annotation, `anyOf`, with each alternative's entries: no keyword of one
    /// alternative holds for the rule.
    var ruleDescriptions: [RuleDescription] {
        let members = validators.map { RuleDescription.of($0) }
        return [
            RuleDescription(
                name: "anyOf",
                parameters: ["rules": .array(members.map { .array($0.map(\.annotation)) })],
                codes: Array(Set(members.joined().flatMap(\.codes))).sorted { $0.rawValue < $1.rawValue })
        ]
    }
}

extension IfPresentValidator: RuleDescribing {
    /// The base's descriptions, judging only a present value: no keyword is stated.
    var ruleDescriptions: [RuleDescription] {
        RuleDescription.of(base).map { description in
            var copy = description
            copy.ifPresent = true
            copy.keywords = [:]
            copy.isExact = false
            return copy
        }
    }
}

extension MessageOverridingValidator: RuleDescribing {
    /// The base's descriptions: another message, the same codes.
    var ruleDescriptions: [RuleDescription] {
        RuleDescription.of(base)
    }
}

extension OptionalValidator: RuleDescribing {
    /// The base's descriptions, for a value that is present.
    var ruleDescriptions: [RuleDescription] {
        RuleDescription.of(base)
    }
}

extension SanitizingValidator: RuleDescribing {
    /// The base's descriptions, without keywords: the base judges the tidied text, not the
    /// text sent.
    var ruleDescriptions: [RuleDescription] {
        RuleDescription.of(base).map { description in
            var copy = description
            copy.keywords = [:]
            copy.isExact = false
            return copy
        }
    }
}
