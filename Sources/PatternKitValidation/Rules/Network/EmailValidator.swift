/// Accepts an e-mail address as people type it into a sign-up form: a pragmatic subset
/// of RFC 5321/5322 with internationalized addresses (RFC 6531) and domains (IDNA),
/// checked by a hand-written scanner in one pass, in time linear in the input.
///
/// ```swift
/// let email: some Validator<String> = .email
/// email.isValid("ada+lovelace@example.co.uk")   // true
/// email.isValid("Dörte@Sörensen.example")        // true: Unicode local part and domain
/// email.isValid("用户@例子.中国")                   // true
/// email.isValid("ada@@example.com")              // false: problem "multipleAt"
/// email.isValid("ada@example.com.")              // false: problem "emptyLabel"
///
/// let error = email.failures("ada@exa mple.com")[0]
/// error.code                                     // 1150
/// error.parameters[.problem]                     // "invalidDomainCharacter"
/// error.parameters[.utf16Offset]                 // 7
/// ```
///
/// Accepted:
/// - a local part that is a dot-atom: runs of ASCII letters, digits, the symbols
///   `!#$%&'*+-/=?^_{|}~` and the backtick, separated by single dots, plus (unless
///   ``allowsUnicodeLocalPart`` is `false`) letters, marks, numbers and emoji of any script;
/// - one `@`;
/// - a domain of two or more labels (one with ``allowsSingleLabelDomain``) of ASCII
///   letters, digits and inner hyphens or (unless ``allowsInternationalDomain`` is
///   `false`) letters, marks and digits of any script; `xn--` labels as written; labels
///   may be separated by `。` as Chinese and Japanese keyboards type the dot;
/// - at most 64 bytes of UTF-8 before the `@`, labels of at most 63 bytes and a domain
///   of at most 253 bytes in their ASCII (`xn--`) form, 254 bytes in all.
///
/// Not accepted, though RFC 5322 allows them, because people do not type them into
/// forms and mail systems treat them inconsistently: quoted local parts
/// (`"john doe"@example.com`), comments, address literals (`user@[192.0.2.1]`),
/// a trailing dot in the domain, a numeric last label. The rule does not look up the
/// domain: whether mail can be delivered is for a confirmation e-mail to find out.
public struct EmailValidator: Validator {
    /// Why a text is not an e-mail address: the `problem` parameter of the error.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// Longer than 254 bytes (with the domain in its ASCII form).
        case tooLong
        /// No `@`.
        case missingAt
        /// A second `@` (including `@@`); `utf16Offset` points at it.
        case multipleAt
        /// Nothing before the `@`.
        case emptyLocalPart
        /// More than 64 bytes before the `@`.
        case localPartTooLong
        /// A character the local part may not contain, such as a space or a comma.
        case invalidLocalCharacter
        /// A quoted local part (`"john doe"@…`), which this rule does not accept.
        case quotedLocalPart
        /// A dot at the start or end of the local part, or two dots in a row.
        case misplacedDot
        /// Nothing after the `@`.
        case emptyDomain
        /// An address literal such as `[192.0.2.1]`, which this rule does not accept.
        case addressLiteral
        /// An empty label in the domain: two dots in a row, or a leading or trailing dot.
        case emptyLabel
        /// A label of the domain longer than 63 bytes (in ASCII form).
        case labelTooLong
        /// A character a domain may not contain.
        case invalidDomainCharacter
        /// A label that begins or ends with a hyphen.
        case misplacedHyphen
        /// A domain longer than 253 bytes (in ASCII form).
        case domainTooLong
        /// A domain of one label ("localhost") where a dot is required.
        case missingTopLevelDomain
        /// A domain whose last label is only digits.
        case numericTopLevelDomain
    }

    /// Whether the local part may have non-ASCII letters, marks, numbers and emoji (RFC 6531).
    public let allowsUnicodeLocalPart: Bool

    /// Whether the domain may have labels in any script (IDNA).
    public let allowsInternationalDomain: Bool

    /// Whether a domain of one label ("user@localhost") is accepted.
    public let allowsSingleLabelDomain: Bool

    /// A validator for e-mail addresses; the defaults accept internationalized addresses
    /// and require a dot in the domain.
    public init(
        allowsUnicodeLocalPart: Bool = true,
        allowsInternationalDomain: Bool = true,
        allowsSingleLabelDomain: Bool = false
    ) {
        self.allowsUnicodeLocalPart = allowsUnicodeLocalPart
        self.allowsInternationalDomain = allowsInternationalDomain
        self.allowsSingleLabelDomain = allowsSingleLabelDomain
    }

    /// The longest address, in bytes with the domain in ASCII form (RFC 5321's 256-byte path minus `<>`).
    public static let maximumLength = 254
    /// The longest local part, in bytes (RFC 5321).
    public static let maximumLocalPartLength = 64

    /// Throws `ValidationError.Code.email` with the ``Problem`` and, where it points
    /// at a character, its `utf16Offset`.
    public func validate(_ input: String) throws(ValidationError) {
        // No address is longer than this in UTF-8 (four-byte scalars in the largest domain),
        // so longer text is rejected without reading it.
        let scanned = UTF8Text.withBytes(of: input, limit: 1024) { check($0) }
        if let failure = scanned ?? Failure(.tooLong) {
            throw failure.error(.email)
        }
    }

    private typealias Failure = FormatFailure<Problem>

    private func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Failure? {
        func at(_ problem: Problem, _ offset: Int) -> Failure {
            Failure(problem, at: offset, in: bytes)
        }
        guard let atSign = bytes.firstIndex(of: UInt8(ascii: "@")) else {
            return Failure(.missingAt)
        }
        if let second = bytes[(atSign + 1)...].firstIndex(of: UInt8(ascii: "@")) {
            return at(.multipleAt, second)
        }
        if let failure = checkLocalPart(bytes, end: atSign) {
            return failure
        }
        let domainStart = atSign + 1
        guard domainStart < bytes.count else { return Failure(.emptyDomain) }
        if bytes[domainStart] == UInt8(ascii: "[") {
            return at(.addressLiteral, domainStart)
        }
        let options = DomainName.Options(
            allowsUnicode: allowsInternationalDomain, allowsSingleLabel: allowsSingleLabelDomain)
        switch DomainName.check(bytes, from: domainStart, to: bytes.count, options: options) {
        case .failure(let failure):
            let problem = Self.problem(for: failure.problem)
            return problem == .domainTooLong || problem == .missingTopLevelDomain
                ? Failure(problem) : at(problem, failure.byteOffset)
        case .success(let domainLength):
            return atSign + 1 + domainLength > Self.maximumLength ? Failure(.tooLong) : nil
        }
    }

    private func checkLocalPart(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Failure? {
        guard end > 0 else { return Failure(.emptyLocalPart) }
        var offset = 0
        var previousWasDot = true  // a dot may not come first
        while offset < end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ".") {
                if previousWasDot { return Failure(.misplacedDot, at: offset, in: bytes) }
                previousWasDot = true
                offset += 1
                continue
            }
            previousWasDot = false
            if byte < 0x80 {
                guard Self.isAtext(byte) else {
                    let problem: Problem = byte == UInt8(ascii: "\"") ? .quotedLocalPart : .invalidLocalCharacter
                    return Failure(problem, at: offset, in: bytes)
                }
                offset += 1
                continue
            }
            let (scalar, length) = UTF8Decoding.scalar(at: offset, in: bytes)
            guard allowsUnicodeLocalPart, Self.isUnicodeAtext(scalar) else {
                return Failure(.invalidLocalCharacter, at: offset, in: bytes)
            }
            offset += length
        }
        if previousWasDot {
            return Failure(.misplacedDot, at: end - 1, in: bytes)
        }
        return end > Self.maximumLocalPartLength ? Failure(.localPartTooLong) : nil
    }

    /// RFC 5322 `atext`: ASCII letters, digits, `!#$%&'*+-/=?^_{|}~` and the backtick.
    private static func isAtext(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-/=?^_`{|}~".utf8.contains(byte)
        }
    }

    /// The non-ASCII scalars accepted in a local part: letters, marks, numbers and
    /// emoji-like symbols; not spaces, punctuation, controls, invisible format
    /// characters, private-use or unassigned code points.
    private static func isUnicodeAtext(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
            .otherSymbol:
            true
        default:
            false
        }
    }

    private static func problem(for problem: DomainName.Problem) -> Problem {
        switch problem {
        case .emptyLabel: .emptyLabel
        case .labelTooLong: .labelTooLong
        case .invalidCharacter: .invalidDomainCharacter
        case .misplacedHyphen: .misplacedHyphen
        case .tooLong: .domainTooLong
        case .singleLabel: .missingTopLevelDomain
        case .numericTopLevelDomain: .numericTopLevelDomain
        }
    }
}

extension Validator where Self == EmailValidator {
    /// E-mail addresses, internationalized ones included (code 1150). See ``EmailValidator``
    /// for exactly what is accepted.
    public static var email: EmailValidator { EmailValidator() }
}
