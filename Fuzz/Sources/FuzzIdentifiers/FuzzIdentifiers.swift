import Foundation
// Fuzzes the identifier rules: payment cards, phone numbers, UUIDs, ISBNs, postal codes,
// hex colours, each against an independent oracle where one fits in a few lines.
import FuzzSupport
import PatternKitValidation

private func asciiDigit(_ character: Character) -> Int? {
    guard let ascii = character.asciiValue, (48...57).contains(ascii) else { return nil }
    return Int(ascii - 48)
}

/// The card number's digits, skipping spaces, hyphens and no-break spaces; `nil` at any other character.
private func cardDigits(_ text: String) -> [Int]? {
    var digits: [Int] = []
    for character in text {
        if let digit = asciiDigit(character) {
            digits.append(digit)
        } else if character != " " && character != "-" && character != "\u{A0}" {
            return nil
        }
    }
    return digits
}

private func passesLuhn(_ digits: [Int]) -> Bool {
    var sum = 0
    for (index, digit) in digits.reversed().enumerated() {
        sum += index % 2 == 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit
    }
    return sum % 10 == 0
}

private func fuzzCard(_ input: inout FuzzInput) {
    let options = input.byte()
    let brands: Set<CardBrand>? = options & 1 != 0 ? [.visa, .mastercard, .maestro] : nil
    let text = input.rest(long: options & 0x80 != 0)
    let rule = PaymentCardValidator(acceptedBrands: brands)
    let brand = Fuzz.timed("CardBrand(cardNumber:)", size: text.utf8.count) { CardBrand(cardNumber: text) }
    guard Fuzz.verdict("card", rule, text) else { return }
    let digits = cardDigits(text)
    Fuzz.require(digits != nil, "card: accepted a character other than a digit, space or hyphen: \(Fuzz.quoted(text))")
    guard let digits else { return }
    Fuzz.require((12...19).contains(digits.count), "card: \(digits.count) digits accepted: \(Fuzz.quoted(text))")
    if let brand {
        Fuzz.require(brand.lengths.contains(digits.count), "card: \(brand) with \(digits.count) digits accepted")
        Fuzz.require(brands?.contains(brand) ?? true, "card: brand \(brand) accepted outside \(brands ?? [])")
    } else {
        Fuzz.require(brands == nil, "card: unknown brand accepted with accepted brands set: \(Fuzz.quoted(text))")
    }
    if brand != .unionPay {
        Fuzz.require(passesLuhn(digits), "card: Luhn check fails but accepted: \(Fuzz.quoted(text))")
    }
}

private func fuzzPhone(_ input: inout FuzzInput) {
    let options = input.byte()
    let national = options & 2 != 0 ? try? PatternValidator("0[1-9][0-9 ]{5,12}") : nil
    let rule = PhoneNumberValidator(allowsFormatting: options & 1 != 0, nationalPattern: national)
    let text = input.rest(long: options & 0x80 != 0)
    guard Fuzz.verdict("phone", rule, text) else { return }
    guard text.hasPrefix("+") else {
        Fuzz.require(
            national?.isValid(text) ?? false, "phone: national number accepted without a pattern: \(Fuzz.quoted(text))")
        return
    }
    let digits = text.compactMap(asciiDigit)
    Fuzz.require(
        PhoneNumberValidator.digitCount.contains(digits.count),
        "phone: \(digits.count) digits accepted: \(Fuzz.quoted(text))")
    Fuzz.require(digits.first != 0, "phone: country code starting with 0 accepted: \(Fuzz.quoted(text))")
    let formatting: Set<Character> = rule.allowsFormatting ? [" ", "-", ".", "(", ")", "\u{A0}"] : []
    Fuzz.require(
        text.dropFirst().allSatisfy { asciiDigit($0) != nil || formatting.contains($0) },
        "phone: accepted a character that is neither a digit nor formatting: \(Fuzz.quoted(text))"
    )
}

private func isHex(_ character: Character) -> Bool {
    character.isASCII && character.isHexDigit
}

private func fuzzUUID(_ input: inout FuzzInput) {
    let version = input.pick([nil, 1, 4, 7])
    let text = input.rest(long: input.remaining > 0 && input.bytes.last == 0x80)
    let valid = Fuzz.verdict("uuid", UUIDValidator(version: version), text)
    let scalars = Array(text.unicodeScalars)
    var expected =
        scalars.count == 36
        && scalars.indices.allSatisfy {
            [8, 13, 18, 23].contains($0) ? scalars[$0] == "-" : isHex(Character(scalars[$0]))
        }
    if expected, let version {
        let variant = Int(String(scalars[19]), radix: 16) ?? 0
        expected = Int(String(scalars[14]), radix: 16) == version && variant & 0b1100 == 0b1000
    }
    Fuzz.require(
        valid == expected,
        "uuid(version: \(version.map(String.init) ?? "any")): \(valid), expected \(expected) for \(Fuzz.quoted(text))")
    if version == nil {
        Fuzz.require(
            valid == (UUID(uuidString: text) != nil),
            "uuid: \(valid) but Foundation's UUID(uuidString:) says \(!valid) for \(Fuzz.quoted(text))")
    }
}

/// ISBN oracle: hyphens or spaces only between characters, never two in a row; 10
/// characters (the last may be X) with Σ(10-i)·dᵢ ≡ 0 mod 11, or 13 digits starting 978 or
/// 979 with Σ(1,3)·dᵢ ≡ 0 mod 10.
private func isbnOracle(_ text: String, formats: Set<ISBNValidator.Format>) -> Bool {
    let characters = Array(text)
    var values: [Int] = []
    for (index, character) in characters.enumerated() {
        if character == "-" || character == " " {
            guard index > 0, index < characters.count - 1, characters[index - 1] != "-", characters[index - 1] != " "
            else { return false }
        } else if let digit = asciiDigit(character) {
            values.append(digit)
        } else if character == "X" || character == "x", values.count == 9 {
            values.append(10)
        } else {
            return false
        }
    }
    if values.count == 10, formats.contains(.isbn10) {
        guard !values.dropLast().contains(10) else { return false }
        return values.enumerated().reduce(0) { $0 + (10 - $1.offset) * $1.element } % 11 == 0
    }
    if values.count == 13, formats.contains(.isbn13), !values.contains(10) {
        let prefix = values[0] * 100 + values[1] * 10 + values[2]
        guard prefix == 978 || prefix == 979 else { return false }
        return values.enumerated().reduce(0) { $0 + ($1.offset % 2 == 0 ? 1 : 3) * $1.element } % 10 == 0
    }
    return false
}

private func fuzzISBN(_ input: inout FuzzInput) {
    let formats: Set<ISBNValidator.Format> = input.pick([[.isbn10, .isbn13], [.isbn10], [.isbn13]])
    let text = input.rest(long: input.bytes.last == 0x80)
    let valid = Fuzz.verdict("isbn", ISBNValidator(formats: formats), text)
    let expected = isbnOracle(text, formats: formats)
    Fuzz.require(
        valid == expected, "isbn(\(formats.count) formats): \(valid), expected \(expected) for \(Fuzz.quoted(text))")
}

private func fuzzPostalAndColour(_ input: inout FuzzInput) {
    let hash = input.pick([HexColorValidator.HashSign.required, .optional, .forbidden])
    let alpha = input.bool()
    let shorthand = input.bool()
    let text = input.rest(long: input.bytes.last == 0x80)
    let colour = HexColorValidator(hashSign: hash, allowsAlpha: alpha, allowsShorthand: shorthand)
    let valid = Fuzz.verdict("hexColor", colour, text)
    var digits = Substring(text)
    var expected = true
    if digits.first == "#" {
        expected = hash != .forbidden
        digits = digits.dropFirst()
    } else if hash == .required {
        expected = false
    }
    expected =
        expected && digits.allSatisfy(isHex)
        && ([6] + (alpha ? [8] : []) + (shorthand ? [3] : []) + (alpha && shorthand ? [4] : [])).contains(digits.count)
    Fuzz.require(
        valid == expected,
        "hexColor(\(hash), alpha \(alpha), shorthand \(shorthand)): \(valid) for \(Fuzz.quoted(text))")
}

/// libFuzzer's callback: the first byte picks the rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    switch input.byte() % 5 {
    case 0: fuzzCard(&input)
    case 1: fuzzPhone(&input)
    case 2: fuzzUUID(&input)
    case 3: fuzzISBN(&input)
    default: fuzzPostalAndColour(&input)
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`).
@_cdecl("FuzzIdentifiers_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzz.main(argc, argv, testOneInput)
}
