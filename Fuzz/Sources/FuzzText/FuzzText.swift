import Foundation
// Fuzzes the text rules: character classes (and the articles' numeric and alpha
// validators), length in every unit, required, password policies, integers and decimals.
import FuzzSupport
import PatternKitValidation

/// A character class and an independent definition of its members.
private struct ClassCase: Sendable {
    let name: String
    let characterClass: CharacterClass
    let member: @Sendable (Unicode.Scalar) -> Bool
}

private let letterCategories: Set<Unicode.GeneralCategory> = [
    .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
    .nonspacingMark, .spacingMark, .enclosingMark,
]

private let customMembers = "0123456789-+ éü\u{301}\u{3002}😀"

private let classCases: [ClassCase] = [
    ClassCase(name: "asciiDigits", characterClass: .asciiDigits) { ("0"..."9").contains($0) },
    ClassCase(name: "asciiLetters", characterClass: .asciiLetters) {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0)
    },
    ClassCase(name: "asciiAlphanumerics", characterClass: .asciiAlphanumerics) {
        ("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
    },
    ClassCase(name: "decimalDigits", characterClass: .decimalDigits) {
        $0.properties.generalCategory == .decimalNumber
    },
    ClassCase(name: "letters", characterClass: .letters) { letterCategories.contains($0.properties.generalCategory) },
    ClassCase(name: "charactersIn", characterClass: CharacterClass(charactersIn: customMembers)) {
        customMembers.unicodeScalars.contains($0)
    },
    ClassCase(name: "letters ∪ digits", characterClass: CharacterClass.letters.union(.asciiDigits)) {
        letterCategories.contains($0.properties.generalCategory) || ("0"..."9").contains($0)
    },
]

private func fuzzCharacterClass(_ input: inout FuzzInput) {
    let test = input.pick(classCases)
    let text = input.rest(long: input.bytes.last == 0x80)
    let size = text.utf8.count
    let allowed = Fuzz.timed("\(test.name).allows", size: size) { test.characterClass.allows(text) }
    let first = Fuzz.timed("\(test.name).firstDisallowed", size: size) { test.characterClass.firstDisallowed(in: text) }
    var offset = 0
    var expected: (scalar: Unicode.Scalar, utf16Offset: Int)?
    for scalar in text.unicodeScalars {
        if !test.member(scalar) {
            expected = (scalar, offset)
            break
        }
        offset += scalar.utf16.count
    }
    Fuzz.require(allowed == (expected == nil), "\(test.name).allows: \(allowed) for \(Fuzz.quoted(text))")
    Fuzz.require(
        first?.scalar == expected?.scalar && first?.utf16Offset == expected?.utf16Offset,
        "\(test.name).firstDisallowed: \(String(describing: first)), expected \(String(describing: expected)) in \(Fuzz.quoted(text))"
    )
    if let scalar = text.unicodeScalars.first {
        Fuzz.require(
            test.characterClass.contains(scalar) == test.member(scalar),
            "\(test.name).contains(\(Fuzz.quoted(String(scalar))))")
    }
    // The articles' validators: ^[0-9]*$ and ^[a-zA-Z]*$.
    let digits = Fuzz.verdict("NumericInputValidator", NumericInputValidator(), text)
    Fuzz.require(
        digits == text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) },
        "NumericInputValidator: \(digits) for \(Fuzz.quoted(text))")
    let letters = Fuzz.verdict("AlphaInputValidator", AlphaInputValidator(), text)
    Fuzz.require(
        letters == text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) },
        "AlphaInputValidator: \(letters) for \(Fuzz.quoted(text))"
    )
    Fuzz.verdict("allowing(\(test.name))", CharacterClassValidator.allowing(test.characterClass), text)
}

private func fuzzLength(_ input: inout FuzzInput) {
    let unit = input.pick(TextUnit.allCases)
    let minimum = input.bool() ? input.int(in: 0...40) : nil
    let maximum = input.bool() ? input.int(in: 0...40) : nil
    let allowsBlank = input.bool()
    let text = input.rest(long: input.bytes.last == 0x80)
    let length: Int =
        switch unit {
        case .characters: text.count
        case .unicodeScalars: text.unicodeScalars.count
        case .utf16: text.utf16.count
        case .utf8: text.utf8.count
        }
    Fuzz.require(unit.length(of: text) == length, "\(unit).length: \(unit.length(of: text)), expected \(length)")
    let limit = input.int(in: 0...50)
    Fuzz.require(
        unit.length(of: text, upTo: limit) == min(length, limit),
        "\(unit).length(upTo: \(limit)) for \(Fuzz.quoted(text))")
    let valid = Fuzz.verdict("length", LengthValidator(min: minimum, max: maximum, unit: unit), text)
    let expected = length >= (minimum ?? 0) && length <= (maximum ?? .max)
    Fuzz.require(
        valid == expected, "length(min \(minimum ?? -1), max \(maximum ?? -1), \(unit)): \(valid) for \(length) units")
    let required = Fuzz.verdict("required", RequiredValidator(allowsBlank: allowsBlank), text)
    Fuzz.require(
        required == !(text.isEmpty || (!allowsBlank && RequiredValidator.isBlank(text))),
        "required(allowsBlank \(allowsBlank)): \(required) for \(Fuzz.quoted(text))"
    )
}

private func fuzzPassword(_ input: inout FuzzInput) {
    let policy = PasswordPolicyValidator(
        minimumLength: input.int(in: 0...12), maximumLength: input.bool() ? input.int(in: 0...64) : nil,
        lowercase: input.int(in: 0...2), uppercase: input.int(in: 0...2), letters: input.int(in: 0...2),
        digits: input.int(in: 0...2), symbols: input.int(in: 0...2),
        maximumRepeats: input.bool() ? input.int(in: 1...3) : nil, allowsWhitespace: input.bool()
    )
    let text = input.rest(long: input.bytes.last == 0x80)
    let valid = Fuzz.verdict("password", policy, text)
    let unmet = Fuzz.timed("password.unmetRequirements", size: text.utf8.count) { policy.unmetRequirements(in: text) }
    Fuzz.require(valid == unmet.isEmpty, "password: isValid \(valid) but unmet \(unmet)")
    Fuzz.require(
        policy.failures(text).map(\.code) == unmet.map(\.code), "password: failures differ from unmet requirements")
    for requirement in unmet {
        switch requirement {
        case .minimumLength(let count):
            Fuzz.require(text.count < count, "password: \(text.count) characters reported shorter than \(count)")
        case .maximumLength(let count):
            Fuzz.require(text.count > count, "password: \(text.count) characters reported longer than \(count)")
        case .noWhitespace:
            Fuzz.require(
                text.unicodeScalars.contains { $0.properties.isWhitespace },
                "password: whitespace reported in \(Fuzz.quoted(text))")
        default: break
        }
    }
}

private let locales = [
    Locale(identifier: "en_US_POSIX"), Locale(identifier: "de_DE"), Locale(identifier: "hi_IN"),
    Locale(identifier: "ar_EG"),
]

private func fuzzNumbers(_ input: inout FuzzInput) {
    let locale = input.pick(locales)
    let grouping = input.bool()
    let exponent = input.bool()
    let fractionDigits = input.bool() ? input.int(in: 0...4) : nil
    let text = input.rest(long: input.bytes.last == 0x80)
    let integers = IntegerValidator<Int16>(
        range: RangeValidator(-1000...1000), locale: locale, allowsGrouping: grouping)
    if Fuzz.verdict("integer(\(locale.identifier))", integers, text) {
        let value = try? integers.value(of: text)
        Fuzz.require(
            value.map { (-1000...1000).contains($0) } ?? false,
            "integer: accepted \(Fuzz.quoted(text)) with value \(String(describing: value))")
    }
    let decimals = DecimalValidator<Double>(
        range: RangeValidator(lowerBound: nil, upperBound: nil), maximumFractionDigits: fractionDigits,
        locale: locale, allowsGrouping: grouping, allowsExponent: exponent
    )
    if Fuzz.verdict("decimal(\(locale.identifier))", decimals, text) {
        let value = try? decimals.value(of: text)
        Fuzz.require(value != nil, "decimal: accepted \(Fuzz.quoted(text)) without a value")
        if locale.identifier == "en_US_POSIX", !grouping, !exponent, let value {
            // Plain ASCII numbers read as Swift reads them.
            let plain = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text)
            Fuzz.require(
                plain == nil || plain == value || (plain!.isNaN && value.isNaN),
                "decimal: \(value) for \(Fuzz.quoted(text)), Swift reads \(plain!)")
        }
    }
}

/// libFuzzer's callback: the first byte picks the rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    switch input.byte() % 4 {
    case 0: fuzzCharacterClass(&input)
    case 1: fuzzLength(&input)
    case 2: fuzzPassword(&input)
    default: fuzzNumbers(&input)
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`).
@_cdecl("FuzzText_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzz.main(argc, argv, testOneInput)
}
