/// Accepts passwords that meet a configurable policy — length and character classes —
/// and reports every requirement a password misses, not only the first.
///
/// ```swift
/// let policy = PasswordPolicyValidator(minimumLength: 10, lowercase: 1, uppercase: 1, digits: 1)
/// policy.failures("secret").map(\.code.rawValue)   // [1230, 1233, 1235]
/// policy.unmetRequirements(in: "secret")          // [.minimumLength(10), .uppercase(1), .digits(1)]
/// policy.isValid("Correct horse 42")              // true
///
/// let recommended: some Validator<String> = .password   // at least 8 characters, at most 64
/// ```
///
/// `Validator.validate(_:)` throws the first unmet requirement, in the order of
/// ``requirements``; `Validator.failures(_:)` returns one error per unmet requirement,
/// each with the required `minimum` or `maximum` and what the password has (`count`),
/// so a sign-up form can show a live checklist.
///
/// Characters are counted as the user sees them (Swift `Character`s), and classified
/// for every script: "Ё" is an uppercase letter, "७" a digit, "€" and "🙂" symbols;
/// letters of scripts without case (Chinese, Hindi) count as letters, neither lower nor
/// upper. The defaults follow NIST SP 800-63B: length matters, composition rules are
/// off unless you ask for them.
public struct PasswordPolicyValidator: Validator {
    /// The requirements of the policy, in the order they are reported.
    public let requirements: [PasswordRequirement]

    /// A policy.
    ///
    /// - Parameters:
    ///   - minimumLength: The fewest characters (8 by default).
    ///   - maximumLength: The most characters, or `nil` for no limit (64 by default).
    ///   - lowercase: The fewest lowercase letters.
    ///   - uppercase: The fewest uppercase letters.
    ///   - letters: The fewest letters of any kind.
    ///   - digits: The fewest digits.
    ///   - symbols: The fewest symbols (anything that is not a letter, digit or whitespace).
    ///   - maximumRepeats: The most times a character may repeat in a row, or `nil`.
    ///   - allowsWhitespace: Whether spaces and other whitespace are allowed.
    public init(
        minimumLength: Int = 8,
        maximumLength: Int? = 64,
        lowercase: Int = 0,
        uppercase: Int = 0,
        letters: Int = 0,
        digits: Int = 0,
        symbols: Int = 0,
        maximumRepeats: Int? = nil,
        allowsWhitespace: Bool = true
    ) {
        var requirements: [PasswordRequirement] = []
        if minimumLength > 0 { requirements.append(.minimumLength(minimumLength)) }
        if let maximumLength { requirements.append(.maximumLength(maximumLength)) }
        if lowercase > 0 { requirements.append(.lowercase(lowercase)) }
        if uppercase > 0 { requirements.append(.uppercase(uppercase)) }
        if letters > 0 { requirements.append(.letters(letters)) }
        if digits > 0 { requirements.append(.digits(digits)) }
        if symbols > 0 { requirements.append(.symbols(symbols)) }
        if let maximumRepeats { requirements.append(.maximumRepeats(maximumRepeats)) }
        if !allowsWhitespace { requirements.append(.noWhitespace) }
        self.init(requirements: requirements)
    }

    /// A policy of exactly `requirements`, reported in this order.
    public init(requirements: [PasswordRequirement]) {
        self.requirements = requirements
    }

    /// Throws the error of the first unmet requirement.
    public func validate(_ input: String) throws(ValidationError) {
        if let first = failures(input).first { throw first }
    }

    /// Whether `input` meets every requirement.
    public func isValid(_ input: String) -> Bool {
        unmetRequirements(in: input).isEmpty
    }

    /// One error per unmet requirement, in the order of ``requirements``.
    public func failures(_ input: String) -> [ValidationError] {
        let tally = Tally(input)
        return requirements.compactMap { requirement in
            guard let counted = tally.shortfall(of: requirement) else { return nil }
            var error = requirement.error
            if requirement == .noWhitespace {
                error.parameters[.utf16Offset] = .int(counted)
            } else {
                error.parameters[.count] = .int(counted)
            }
            return error
        }
    }

    /// The requirements `input` does not meet, in the order of ``requirements``.
    public func unmetRequirements(in input: String) -> [PasswordRequirement] {
        let tally = Tally(input)
        return requirements.filter { tally.shortfall(of: $0) != nil }
    }

    /// What a password has, counted in one pass.
    private struct Tally {
        var length = 0
        var lowercase = 0
        var uppercase = 0
        var letters = 0
        var digits = 0
        var symbols = 0
        var longestRun = 0
        var firstWhitespaceOffset: Int?

        init(_ password: String) {
            let asciiPass = UTF8Text.withBytes(of: password) { bytes -> Bool in
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
                countASCII(bytes)
                return true
            }
            if asciiPass != true {
                countCharacters(password)
            }
        }

        /// The fast path for ASCII text, where each byte is a character, except CR LF.
        private mutating func countASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
            var previous: UInt16?
            var run = 0
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                let isCRLF =
                    byte == UInt8(ascii: "\r") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "\n")
                // A key per character: its byte, or 0x100 for CR LF.
                let key = isCRLF ? 0x100 : UInt16(byte)
                let start = offset
                offset += isCRLF ? 2 : 1
                length += 1
                run = key == previous ? run + 1 : 1
                longestRun = max(longestRun, run)
                previous = key
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"):
                    lowercase += 1
                    letters += 1
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    uppercase += 1
                    letters += 1
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    digits += 1
                case 0x09...0x0D, UInt8(ascii: " "):
                    if firstWhitespaceOffset == nil { firstWhitespaceOffset = start }
                case 0x21...0x7E:
                    symbols += 1
                default:
                    break  // other control characters
                }
            }
        }

        /// Classifies each distinct character once: a character's properties cost up to a
        /// few case mappings, and long passwords (pasted text) repeat their characters.
        private mutating func countCharacters(_ password: String) {
            var known: [Character: (id: Int, kind: Kind)] = [:]
            var previous = -1
            var run = 0
            var utf16Offset = 0
            for character in password {
                let seen = known[character]
                let (id, kind) = seen ?? (known.count, Kind(character))
                if seen == nil { known[character] = (id, kind) }
                length += 1
                run = id == previous ? run + 1 : 1
                longestRun = max(longestRun, run)
                previous = id
                if kind.contains(.whitespace), firstWhitespaceOffset == nil { firstWhitespaceOffset = utf16Offset }
                if kind.contains(.letter) { letters += 1 }
                if kind.contains(.lowercase) { lowercase += 1 }
                if kind.contains(.uppercase) { uppercase += 1 }
                if kind.contains(.digit) { digits += 1 }
                if kind.contains(.symbol) { symbols += 1 }
                utf16Offset += character.utf16.count
            }
        }

        /// What one character counts as.
        private struct Kind: OptionSet {
            let rawValue: UInt8
            static let whitespace = Kind(rawValue: 1 << 0)
            static let letter = Kind(rawValue: 1 << 1)
            static let lowercase = Kind(rawValue: 1 << 2)
            static let uppercase = Kind(rawValue: 1 << 3)
            static let digit = Kind(rawValue: 1 << 4)
            static let symbol = Kind(rawValue: 1 << 5)

            init(rawValue: UInt8) {
                self.rawValue = rawValue
            }

            init(_ character: Character) {
                if character.isWhitespace {
                    self = .whitespace
                } else if character.isLetter {
                    self = .letter
                    if character.isLowercase { insert(.lowercase) }
                    if character.isUppercase
                        || character.unicodeScalars.first?.properties.generalCategory == .titlecaseLetter
                    {
                        insert(.uppercase)
                    }
                } else if character.unicodeScalars.first?.properties.numericType == .decimal {
                    self = .digit
                } else if character.isPunctuation || character.isSymbol || character.isNumber {
                    self = .symbol
                } else {
                    self = []
                }
            }
        }

        /// `nil` when `requirement` is met; otherwise what was counted for it (for
        /// whitespace, the UTF-16 offset of the first).
        func shortfall(of requirement: PasswordRequirement) -> Int? {
            switch requirement {
            case .minimumLength(let minimum): length < minimum ? length : nil
            case .maximumLength(let maximum): length > maximum ? length : nil
            case .lowercase(let minimum): lowercase < minimum ? lowercase : nil
            case .uppercase(let minimum): uppercase < minimum ? uppercase : nil
            case .letters(let minimum): letters < minimum ? letters : nil
            case .digits(let minimum): digits < minimum ? digits : nil
            case .symbols(let minimum): symbols < minimum ? symbols : nil
            case .maximumRepeats(let maximum): longestRun > maximum ? longestRun : nil
            case .noWhitespace: firstWhitespaceOffset
            }
        }
    }
}

extension Validator where Self == PasswordPolicyValidator {
    /// Passwords of 8 to 64 characters, with no composition rules (NIST SP 800-63B).
    public static var password: PasswordPolicyValidator { PasswordPolicyValidator() }

    /// Passwords meeting a policy: `.password(minimumLength: 12, digits: 1, symbols: 1)`.
    public static func password(
        minimumLength: Int = 8,
        maximumLength: Int? = 64,
        lowercase: Int = 0,
        uppercase: Int = 0,
        letters: Int = 0,
        digits: Int = 0,
        symbols: Int = 0,
        maximumRepeats: Int? = nil,
        allowsWhitespace: Bool = true
    ) -> PasswordPolicyValidator {
        PasswordPolicyValidator(
            minimumLength: minimumLength, maximumLength: maximumLength, lowercase: lowercase, uppercase: uppercase,
            letters: letters, digits: digits, symbols: symbols, maximumRepeats: maximumRepeats,
            allowsWhitespace: allowsWhitespace)
    }
}
