/// Accepts a host name: a fully qualified domain name such as `www.example.com`,
/// checked by the same scanner as the domains of ``EmailValidator`` and the hosts of
/// ``URLValidator``.
///
/// ```swift
/// let host: some Validator<String> = .hostname
/// host.isValid("www.example.com")         // true
/// host.isValid("xn--froschgrn-x9a.com")   // true: a Punycode label as written
/// host.isValid("пример.рф")                // true: an internationalized name
/// host.isValid("localhost")               // false: problem "singleLabel" (code 1165)
/// host.isValid("256.0.0.0")               // false: problem "numericTopLevelDomain"
/// host.isValid("_dmarc.example.com")      // false: problem "invalidCharacter"
///
/// let intranet = HostnameValidator(allowsSingleLabel: true, allowsInternational: false)
/// intranet.isValid("build-server")        // true
/// ```
///
/// Accepted: labels of ASCII letters, digits and inner hyphens (`foo--bar` included) or,
/// unless ``allowsInternational`` is `false`, letters, marks and digits of any script
/// (checked through their `xn--` form), separated by dots — or by `。`, `．` and `｡`, as
/// Chinese and Japanese keyboards type the dot, when international labels are allowed;
/// labels of at most 63 bytes and a name of at most 253 bytes in ASCII form; two or more
/// labels unless ``allowsSingleLabel``; a last label that is not all digits, so an IPv4
/// address is not a host name (use ``IPAddressValidator`` for those). A trailing dot
/// (the absolute form `example.com.`) only with ``allowsTrailingDot``.
///
/// Not accepted: underscores (service labels such as `_dmarc` are DNS names, not host
/// names), wildcards (`*.example.com`), a port, a path, spaces. The rule does not resolve
/// the name.
public struct HostnameValidator: Validator {
    /// Why a text is not a host name: the `problem` parameter of the error.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// Empty text, two dots in a row, a leading dot, or a trailing dot that is not allowed.
        case emptyLabel
        /// A label longer than 63 bytes (in ASCII form).
        case labelTooLong
        /// A character a host name may not contain.
        case invalidCharacter
        /// A label that begins or ends with a hyphen.
        case misplacedHyphen
        /// A name longer than 253 bytes (in ASCII form).
        case tooLong
        /// One label ("localhost") where a dot is required.
        case singleLabel
        /// A last label made only of digits ("256.0.0.0").
        case numericTopLevelDomain
    }

    /// Whether a name of one label ("localhost", "intranet") is accepted.
    public let allowsSingleLabel: Bool

    /// Whether labels may be in any script ("пример.рф").
    public let allowsInternational: Bool

    /// Whether the absolute form with a trailing dot ("example.com.") is accepted.
    public let allowsTrailingDot: Bool

    /// A validator for host names; the defaults require a fully qualified name and accept
    /// internationalized labels.
    public init(allowsSingleLabel: Bool = false, allowsInternational: Bool = true, allowsTrailingDot: Bool = false) {
        self.allowsSingleLabel = allowsSingleLabel
        self.allowsInternational = allowsInternational
        self.allowsTrailingDot = allowsTrailingDot
    }

    /// Throws `ValidationError.Code.hostname` with the ``Problem`` and, where it points
    /// at a character, its `utf16Offset`.
    public func validate(_ input: String) throws(ValidationError) {
        // No name is longer than this in UTF-8 (four-byte scalars in the longest name),
        // so longer text is rejected without reading it.
        let scanned = UTF8Text.withBytes(of: input, limit: 1024) { check($0) }
        if let failure = scanned ?? Failure(.tooLong) {
            throw failure.error(.hostname)
        }
    }

    private typealias Failure = FormatFailure<Problem>

    private func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Failure? {
        var end = bytes.count
        if allowsTrailingDot, end > 1, bytes[end - 1] == UInt8(ascii: ".") {
            end -= 1
        }
        let options = DomainName.Options(allowsUnicode: allowsInternational, allowsSingleLabel: allowsSingleLabel)
        guard case .failure(let failure) = DomainName.check(bytes, from: 0, to: end, options: options) else {
            return nil
        }
        switch failure.problem {
        case .emptyLabel: return Failure(.emptyLabel, at: failure.byteOffset, in: bytes)
        case .labelTooLong: return Failure(.labelTooLong, at: failure.byteOffset, in: bytes)
        case .invalidCharacter: return Failure(.invalidCharacter, at: failure.byteOffset, in: bytes)
        case .misplacedHyphen: return Failure(.misplacedHyphen, at: failure.byteOffset, in: bytes)
        case .tooLong: return Failure(.tooLong)
        case .singleLabel: return Failure(.singleLabel)
        case .numericTopLevelDomain: return Failure(.numericTopLevelDomain, at: failure.byteOffset, in: bytes)
        }
    }
}

extension Validator where Self == HostnameValidator {
    /// Fully qualified host names such as `www.example.com`, internationalized ones
    /// included (code 1165). See ``HostnameValidator`` for the options.
    public static var hostname: HostnameValidator { HostnameValidator() }
}
