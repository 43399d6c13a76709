import Foundation
import PatternKitValidationCore

// The rule library's descriptions (see `RuleDescribing`). JSON Schema counts a string's
// length in Unicode code points (scalars, as JSON texts hold no lone surrogate): a bound is
// stated only where it never refuses what the rule accepts, and is exact only in scalars.

extension RequiredValidator: RuleDescribing {
    /// `minLength: 1`; blank text (spaces only) is refused too unless `allowsBlank`, which no
    /// keyword states.
    var ruleDescriptions: [RuleDescription] {
        var description = RuleDescription(
            name: "required", parameters: ["allowsBlank": .bool(allowsBlank)],
            codes: allowsBlank ? [.required] : [.required, .blank])
        description.keywords = ["minLength": .int(1)]
        description.isExact = allowsBlank
        return [description]
    }
}

extension LengthValidator: RuleDescribing {
    /// `minLength`/`maxLength` in code points, stated where sound: a count of characters
    /// (grapheme clusters) is at most the count of scalars, so a minimum holds and a maximum
    /// cannot be stated; UTF-16 and UTF-8 counts are at least the scalars', so a maximum
    /// holds and a minimum is divided by 2 or 4. Exact in `unicodeScalars` only.
    var ruleDescriptions: [RuleDescription] {
        var parameters: [String: JSONValue] = ["unit": .string(unit.rawValue)]
        if let minimum { parameters["minimum"] = .int(minimum) }
        if let maximum { parameters["maximum"] = .int(maximum) }
        var description = RuleDescription(
            name: "length", parameters: parameters,
            codes: minimum != nil && minimum == maximum ? [.wrongLength] : [.tooShort, .tooLong])
        let perScalar: Int? =
            switch unit {
            case .unicodeScalars, .characters: 1
            case .utf16: 2
            case .utf8: 4
            }
        if let minimum, minimum > 0, let perScalar {
            description.keywords["minLength"] = .int((minimum + perScalar - 1) / perScalar)
        }
        if let maximum, unit != .characters {
            description.keywords["maxLength"] = .int(Swift.max(maximum, 0))
        }
        description.isExact = unit == .unicodeScalars
        return [description]
    }
}

extension CharacterClassValidator: RuleDescribing {
    /// A class of ASCII scalars only as `not: {type: string, pattern: "[^…]"}` — "is no text
    /// with a scalar outside the class", which every regular expression engine reads alike (`^[…]*$` would not:
    /// `$` matches before a final line feed in Python's and ICU's); a class with non-ASCII
    /// members (Unicode categories) as an annotation.
    var ruleDescriptions: [RuleDescription] {
        let members = allowed.asciiMembers
        let isASCIIOnly = !allowed.mayHoldNonASCII
        let set = Self.regexSet(members)
        var description = RuleDescription(
            name: "characters", parameters: isASCIIOnly ? ["allowed": .string("[\(set)]")] : [:], codes: [code])
        if isASCIIOnly {
            description.keywords["not"] = .object(["type": "string", "pattern": .string("[^\(set)]")])
            description.isExact = true
        }
        return [description]
    }

    /// The members of a regular expression's set for `scalars` (ASCII): runs as ranges, every
    /// scalar that is not a letter or a digit as `\uXXXX`.
    private static func regexSet(_ scalars: [Unicode.Scalar]) -> String {
        var runs: [ClosedRange<UInt32>] = []
        for scalar in scalars {
            if let last = runs.last, last.upperBound + 1 == scalar.value {
                runs[runs.count - 1] = last.lowerBound...scalar.value
            } else {
                runs.append(scalar.value...scalar.value)
            }
        }
        func spelled(_ value: UInt32) -> String {
            let scalar = Unicode.Scalar(value) ?? " "
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return String(scalar) }
            return String(format: "\\u%04X", value)
        }
        return runs.map { run in
            run.count == 1
                ? spelled(run.lowerBound)
                : run.count == 2
                    ? spelled(run.lowerBound) + spelled(run.upperBound)
                    : spelled(run.lowerBound) + "-" + spelled(run.upperBound)
        }.joined()
    }
}

extension RangeValidator: RuleDescribing {
    /// `minimum`/`maximum` (`exclusiveMinimum`/`exclusiveMaximum` for an open end) for an
    /// integer, a `Double` or a `Decimal`; a date's range as an annotation.
    var ruleDescriptions: [RuleDescription] {
        var description = RuleDescription(name: "range")
        var codes: [ValidationError.Code] = []
        for (bound, lower) in [(lowerBound, true), (upperBound, false)] {
            guard let bound else { continue }
            let number = JSONValue.number(describing: bound.value)
            let keyword =
                switch (lower, bound.isInclusive) {
                case (true, true): "minimum"
                case (true, false): "exclusiveMinimum"
                case (false, true): "maximum"
                case (false, false): "exclusiveMaximum"
                }
            let code: ValidationError.Code =
                switch (lower, bound.isInclusive) {
                case (true, true): .belowMinimum
                case (true, false): .notGreaterThan
                case (false, true): .aboveMaximum
                case (false, false): .notLessThan
                }
            codes.append(Value.self == Date.self ? Self.dateCode(for: code) : code)
            description.parameters[keyword] =
                number ?? .string((bound.value as? Date).map(InternetDateTime.string) ?? "\(bound.value)")
            if let number { description.keywords[keyword] = number }
        }
        description.codes = codes
        description.isExact = Value.self != Date.self && Value.self != Double.self
        return [description]
    }
}

extension ItemCountValidator: RuleDescribing {
    /// `minItems`/`maxItems`, exactly.
    var ruleDescriptions: [RuleDescription] {
        var description = RuleDescription(
            name: "itemCount", parameters: ["minimum": .int(range.lowerBound), "maximum": .int(range.upperBound)],
            codes: [.tooFewItems, .tooManyItems])
        description.keywords = ["minItems": .int(range.lowerBound), "maxItems": .int(range.upperBound)]
        description.isExact = true
        return [description]
    }
}

extension MustBeOnValidator: RuleDescribing {
    /// `const: true`, exactly.
    var ruleDescriptions: [RuleDescription] {
        var description = RuleDescription(name: "mustBeOn", codes: [.mustBeOn])
        description.keywords = ["const": .bool(true)]
        description.isExact = true
        return [description]
    }
}

extension OneOfValidator: RuleDescribing {
    /// `enum` of text values; an annotation for a rule that ignores case or holds other values.
    var ruleDescriptions: [RuleDescription] {
        let texts = allowed.compactMap { $0 as? String }
        var description = RuleDescription(
            name: "oneOf", parameters: ["allowed": .array(allowed.map { .string(String(describing: $0)) })],
            codes: [.notOneOf])
        if texts.count == allowed.count, isCaseSensitive, let spellings = JSONValue.spellings(of: texts) {
            description.keywords = ["enum": .array(spellings)]
            description.isExact = true
        }
        return [description]
    }
}

extension EmailValidator: RuleDescribing {
    /// An annotation: RFC 5322 as people type it is no JSON Schema `format`.
    var ruleDescriptions: [RuleDescription] {
        [
            RuleDescription(
                name: "email",
                parameters: [
                    "allowsUnicodeLocalPart": .bool(allowsUnicodeLocalPart),
                    "allowsInternationalDomain": .bool(allowsInternationalDomain),
                    "allowsSingleLabelDomain": .bool(allowsSingleLabelDomain),
                ], codes: [.email])
        ]
    }
}

extension PaymentCardValidator: RuleDescribing {
    /// An annotation: a Luhn checksum and the brands' prefixes and lengths.
    var ruleDescriptions: [RuleDescription] {
        let brands = acceptedBrands.map { brands in brands.map { String(describing: $0) }.sorted() }
        return [
            RuleDescription(
                name: "paymentCard",
                parameters: brands.map { ["acceptedBrands": .array($0.map(JSONValue.string))] } ?? [:],
                codes: [.paymentCard])
        ]
    }
}

extension PasswordPolicyValidator: RuleDescribing {
    /// An annotation with each requirement and its code (lengths count characters).
    var ruleDescriptions: [RuleDescription] {
        var parameters: [String: JSONValue] = [:]
        for requirement in requirements {
            let (name, value): (String, JSONValue) =
                switch requirement {
                case .minimumLength(let count): ("minimumLength", .int(count))
                case .maximumLength(let count): ("maximumLength", .int(count))
                case .lowercase(let count): ("lowercase", .int(count))
                case .uppercase(let count): ("uppercase", .int(count))
                case .letters(let count): ("letters", .int(count))
                case .digits(let count): ("digits", .int(count))
                case .symbols(let count): ("symbols", .int(count))
                case .maximumRepeats(let count): ("maximumRepeats", .int(count))
                case .noWhitespace: ("noWhitespace", .bool(true))
                }
            parameters[name] = value
        }
        return [RuleDescription(name: "passwordPolicy", parameters: parameters, codes: requirements.map(\.code))]
    }
}

extension PatternValidator: RuleDescribing {
    /// An annotation with the pattern: an `NSRegularExpression` (ICU) is no ECMA-262 regular
    /// expression, and the two read some patterns differently.
    var ruleDescriptions: [RuleDescription] {
        [RuleDescription(name: "pattern", parameters: ["pattern": .string(pattern)], codes: [code])]
    }
}
