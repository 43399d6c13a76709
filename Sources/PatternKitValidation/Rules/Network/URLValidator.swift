/// Accepts an absolute URL with a host, of a scheme on an allow-list: a web site,
/// a profile link, an API endpoint. A hand-written scanner in one pass, linear time.
///
/// ```swift
/// let site: some Validator<String> = .url
/// site.isValid("https://example.com/a?b=c#d")       // true
/// site.isValid("https://пример.рф/путь")             // true: an internationalized URL
/// site.isValid("example.com")                        // false: problem "missingScheme"
/// site.isValid("ftp://example.com")                  // false: problem "schemeNotAllowed"
///
/// let api = URLValidator(schemes: ["https"], allowsSingleLabelHost: true)
/// api.isValid("https://localhost:8443/v1")          // true
/// api.failures("http://localhost")[0].parameters[.scheme]  // "http"
///
/// let typed: some Validator<String> = .url(requiringScheme: false)
/// typed.isValid("www.example.com/about")              // true: what people type
/// typed.isValid("https://www.example.com")            // true
/// typed.isValid("ftp://example.com")                  // false: a scheme must still be allowed
/// ```
///
/// Accepted: `scheme://host[:port][/path][?query][#fragment]` — or, when ``requiresScheme``
/// is `false`, also `host[:port][/path][?query][#fragment]` with no scheme — where
/// - the scheme, compared case-insensitively, is one of ``schemes`` (`http` and `https`
///   by default);
/// - the host is a domain name of two or more labels (one with
///   ``allowsSingleLabelHost``) — internationalized labels included unless
///   ``allowsInternationalHost`` is `false` — or, unless ``allowsIPAddressHost`` is
///   `false`, an IPv4 address or a bracketed IPv6 address (`http://[2001:db8::1]/`);
/// - the port, when present, is 0–65535;
/// - `user:password@` before the host only with ``allowsUserInfo`` (off by default: it
///   is how phishing links hide their real host);
/// - the path, query and fragment use RFC 3986 characters, `%` followed by two
///   hexadecimal digits, and non-ASCII letters as people paste them from a browser
///   (IRIs, RFC 3987). Deliberately tolerated: `[`, `]` and `|`, which real query
///   strings use unescaped. Rejected: spaces, control and invisible format characters,
///   `"`, `<`, `>`, `\`, `^`, a backtick, `{`, `}`, and a second `#`.
///
/// The rule does not resolve the host or fetch anything.
public struct URLValidator: Validator {
    /// Why a text is not an acceptable URL: the `problem` parameter of the error.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// Longer than ``URLValidator/maximumLength``.
        case tooLong
        /// No `scheme:` at the start ("example.com").
        case missingScheme
        /// A scheme outside ``URLValidator/schemes``; the error's `scheme` parameter names it.
        case schemeNotAllowed
        /// No `//` and host after the scheme, or an empty host.
        case missingHost
        /// `user@` or `user:password@` before the host, which the rule does not allow.
        case userInfoNotAllowed
        /// A character the user information may not contain.
        case invalidUserInfo
        /// An empty label in the host: two dots in a row, or a leading or trailing dot.
        case emptyLabel
        /// A label of the host longer than 63 bytes (in ASCII form).
        case labelTooLong
        /// A character a host name may not contain.
        case invalidHostCharacter
        /// A label that begins or ends with a hyphen.
        case misplacedHyphen
        /// A host longer than 253 bytes (in ASCII form).
        case hostTooLong
        /// A host of one label ("localhost") where a dot is required.
        case singleLabelHost
        /// A host whose last label is only digits but that is not an IPv4 address.
        case numericTopLevelDomain
        /// A malformed IPv4 or bracketed IPv6 address.
        case invalidIPAddress
        /// An IP address as the host, which the rule does not allow.
        case ipAddressNotAllowed
        /// A port that is empty, not a number, or above 65535.
        case invalidPort
        /// A character the path, query or fragment may not contain.
        case invalidCharacter
        /// A `%` not followed by two hexadecimal digits.
        case invalidPercentEncoding
    }

    /// The schemes accepted, lowercased.
    public let schemes: Set<String>

    /// Whether `user:password@` may come before the host.
    public let allowsUserInfo: Bool

    /// Whether a host of one label ("localhost", "intranet") is accepted.
    public let allowsSingleLabelHost: Bool

    /// Whether an IPv4 or bracketed IPv6 address is accepted as the host.
    public let allowsIPAddressHost: Bool

    /// Whether host labels may be in any script ("пример.рф").
    public let allowsInternationalHost: Bool

    /// The longest URL accepted, in UTF-8 bytes.
    public let maximumLength: Int

    /// Whether the URL must begin with `scheme://`. When `false`, text that has no
    /// scheme ("example.com", "localhost:3000/x" with single-label hosts allowed) is read
    /// from its host on; a scheme that is there must still be one of ``schemes``.
    public let requiresScheme: Bool

    /// A validator for URLs.
    ///
    /// - Parameters:
    ///   - schemes: The schemes accepted, compared case-insensitively.
    ///   - allowsUserInfo: Whether `user:password@` may come before the host.
    ///   - allowsSingleLabelHost: Whether hosts such as "localhost" are accepted.
    ///   - allowsIPAddressHost: Whether IP addresses are accepted as hosts.
    ///   - allowsInternationalHost: Whether host labels may be in any script.
    ///   - maximumLength: The longest URL, in UTF-8 bytes (2048 by default, what
    ///     browsers and servers commonly support).
    ///   - requiresScheme: Whether the URL must begin with `scheme://` (by default it must).
    public init(
        schemes: Set<String> = ["http", "https"],
        allowsUserInfo: Bool = false,
        allowsSingleLabelHost: Bool = false,
        allowsIPAddressHost: Bool = true,
        allowsInternationalHost: Bool = true,
        maximumLength: Int = 2048,
        requiresScheme: Bool = true
    ) {
        self.requiresScheme = requiresScheme
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.allowsUserInfo = allowsUserInfo
        self.allowsSingleLabelHost = allowsSingleLabelHost
        self.allowsIPAddressHost = allowsIPAddressHost
        self.allowsInternationalHost = allowsInternationalHost
        self.maximumLength = maximumLength
    }

    /// Throws `ValidationError.Code.url` with the ``Problem``, the `utf16Offset` where
    /// it points at a character, and the `scheme` when one was read.
    public func validate(_ input: String) throws(ValidationError) {
        let scanned = UTF8Text.withBytes(of: input, limit: maximumLength) { bytes -> (Failure, scheme: String?)? in
            var scanner = Scanner(rule: self, bytes: bytes)
            return scanner.scan().map { ($0, scanner.scheme) }
        }
        switch scanned {
        case .none:  // longer than the limit: not read
            throw Failure(.tooLong).error(.url, adding: [.maximum: .int(maximumLength)])
        case .some(.none):
            return
        case .some(.some(let (failure, scheme))):
            throw failure.error(.url, adding: scheme.map { [.scheme: .string($0)] } ?? [:])
        }
    }

    private typealias Failure = FormatFailure<Problem>

    /// One pass over a URL's bytes.
    private struct Scanner {
        let rule: URLValidator
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var scheme: String?

        init(rule: URLValidator, bytes: UnsafeBufferPointer<UInt8>) {
            self.rule = rule
            self.bytes = bytes
        }

        func fail(_ problem: Problem, at byteOffset: Int? = nil) -> Failure {
            Failure(problem, utf16Offset: byteOffset.map { UTF8Text.utf16Offset(of: $0, in: bytes) })
        }

        mutating func scan() -> Failure? {
            if let failure = scanScheme() {
                // Without a scheme, the host starts the text.
                guard !rule.requiresScheme, failure.problem == .missingScheme else { return failure }
                scheme = nil
                offset = 0
            }
            let authorityEnd =
                bytes[offset...].firstIndex { byte in
                    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
                } ?? bytes.count
            if let failure = scanAuthority(end: authorityEnd) { return failure }
            offset = authorityEnd
            return scanRest()
        }

        /// `scheme "://"`.
        private mutating func scanScheme() -> Failure? {
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(bytes[0]),
                bytes[..<colon].allSatisfy(isSchemeByte)
            else { return fail(.missingScheme) }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<colon]), as: UTF8.self).lowercased()
            scheme = name
            let hasSlashes =
                colon + 2 < bytes.count && bytes[colon + 1] == UInt8(ascii: "/")
                && bytes[colon + 2] == UInt8(ascii: "/")
            guard rule.schemes.contains(name) else {
                // "example.com:8080" and "localhost:3000" are hosts with ports, not schemes.
                let looksLikeHost =
                    !hasSlashes
                    && (name.contains(".") || (colon + 1 < bytes.count && UTF8Text.digitValue(bytes[colon + 1]) != nil))
                return looksLikeHost ? fail(.missingScheme) : fail(.schemeNotAllowed)
            }
            guard hasSlashes else { return fail(.missingHost, at: colon + 1) }
            offset = colon + 3
            return nil
        }

        /// `[userinfo "@"] host [":" port]`, up to `end`.
        private mutating func scanAuthority(end: Int) -> Failure? {
            var hostStart = offset
            if let at = bytes[offset..<end].lastIndex(of: UInt8(ascii: "@")) {
                guard rule.allowsUserInfo else { return fail(.userInfoNotAllowed, at: offset) }
                if let bad = bytes[offset..<at].firstIndex(where: { !isUserInfoByte($0) }) {
                    return fail(.invalidUserInfo, at: bad)
                }
                if let failure = checkPercentEncoding(from: offset, to: at) { return failure }
                hostStart = at + 1
            }
            guard hostStart < end, bytes[hostStart] != UInt8(ascii: ":") else {
                return fail(.missingHost, at: hostStart)
            }
            var hostEnd: Int
            if bytes[hostStart] == UInt8(ascii: "[") {
                guard let close = bytes[hostStart..<end].firstIndex(of: UInt8(ascii: "]")) else {
                    return fail(.invalidIPAddress, at: hostStart)
                }
                guard rule.allowsIPAddressHost else { return fail(.ipAddressNotAllowed, at: hostStart) }
                guard
                    IPAddressSyntax.isIPv6(
                        bytes, from: hostStart + 1, to: close, allowsEmbeddedIPv4: true, allowsZone: false)
                else { return fail(.invalidIPAddress, at: hostStart) }
                hostEnd = close + 1
                guard hostEnd == end || bytes[hostEnd] == UInt8(ascii: ":") else {
                    return fail(.invalidHostCharacter, at: hostEnd)
                }
            } else {
                hostEnd = bytes[hostStart..<end].firstIndex(of: UInt8(ascii: ":")) ?? end
                if let failure = checkHostName(from: hostStart, to: hostEnd) { return failure }
            }
            if hostEnd < end {
                return checkPort(from: hostEnd + 1, to: end)
            }
            return nil
        }

        private func checkHostName(from start: Int, to end: Int) -> Failure? {
            let isNumeric = bytes[start..<end].allSatisfy { UTF8Text.digitValue($0) != nil || $0 == UInt8(ascii: ".") }
            if isNumeric, bytes[start..<end].contains(UInt8(ascii: ".")) {
                guard IPAddressSyntax.isIPv4(bytes, from: start, to: end) else {
                    return fail(.invalidIPAddress, at: start)
                }
                return rule.allowsIPAddressHost ? nil : fail(.ipAddressNotAllowed, at: start)
            }
            let options = DomainName.Options(
                allowsUnicode: rule.allowsInternationalHost, allowsSingleLabel: rule.allowsSingleLabelHost)
            guard case .failure(let failure) = DomainName.check(bytes, from: start, to: end, options: options) else {
                return nil
            }
            switch failure.problem {
            case .emptyLabel: return fail(.emptyLabel, at: failure.byteOffset)
            case .labelTooLong: return fail(.labelTooLong, at: failure.byteOffset)
            case .invalidCharacter: return fail(.invalidHostCharacter, at: failure.byteOffset)
            case .misplacedHyphen: return fail(.misplacedHyphen, at: failure.byteOffset)
            case .tooLong: return fail(.hostTooLong, at: start)
            case .singleLabel: return fail(.singleLabelHost, at: start)
            case .numericTopLevelDomain: return fail(.numericTopLevelDomain, at: failure.byteOffset)
            }
        }

        private func checkPort(from start: Int, to end: Int) -> Failure? {
            guard start < end, end - start <= 5 else { return fail(.invalidPort, at: start - 1) }
            var port = 0
            for index in start..<end {
                guard let digit = UTF8Text.digitValue(bytes[index]) else { return fail(.invalidPort, at: index) }
                port = port * 10 + digit
            }
            return port <= 65_535 ? nil : fail(.invalidPort, at: start)
        }

        /// Path, query and fragment.
        private mutating func scanRest() -> Failure? {
            var seenFragment = false
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte >= 0x80 {
                    let (scalar, length) = UTF8Decoding.scalar(at: offset, in: bytes)
                    guard isAllowedNonASCII(scalar) else { return fail(.invalidCharacter, at: offset) }
                    offset += length
                    continue
                }
                switch byte {
                case UInt8(ascii: "%"):
                    if let failure = checkPercentEncoding(from: offset, to: offset + 1) { return failure }
                    offset += 3
                    continue
                case UInt8(ascii: "#"):
                    guard !seenFragment else { return fail(.invalidCharacter, at: offset) }
                    seenFragment = true
                default:
                    guard isPathByte(byte) else { return fail(.invalidCharacter, at: offset) }
                }
                offset += 1
            }
            return nil
        }

        /// Every `%` in `start..<end` is followed by two hexadecimal digits.
        private func checkPercentEncoding(from start: Int, to end: Int) -> Failure? {
            var index = start
            while index < end {
                if bytes[index] == UInt8(ascii: "%") {
                    guard index + 2 < bytes.count, UTF8Text.hexValue(bytes[index + 1]) != nil,
                        UTF8Text.hexValue(bytes[index + 2]) != nil
                    else { return fail(.invalidPercentEncoding, at: index) }
                }
                index += 1
            }
            return nil
        }

        private func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }

        /// RFC 3986 scheme characters: letters, digits, `+`, `-`, `.`.
        private func isSchemeByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || UTF8Text.digitValue(byte) != nil || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }

        /// RFC 3986 `unreserved` and `sub-delims`.
        private func isUnreservedOrSubDelimiter(_ byte: UInt8) -> Bool {
            isLetter(byte) || UTF8Text.digitValue(byte) != nil || "-._~!$&'()*+,;=".utf8.contains(byte)
        }

        /// User information: unreserved, sub-delimiters, `:` and percent-encodings.
        private func isUserInfoByte(_ byte: UInt8) -> Bool {
            isUnreservedOrSubDelimiter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "%")
        }

        /// Path, query and fragment ASCII: `pchar`, `/`, `?`, plus the tolerated `[`, `]`, `|`.
        private func isPathByte(_ byte: UInt8) -> Bool {
            isUnreservedOrSubDelimiter(byte) || ":@/?[]|".utf8.contains(byte)
        }

        /// Non-ASCII in a path, query or fragment: anything visible (RFC 3987 `ucschar`),
        /// not whitespace, controls, invisible format characters or unassigned code points.
        private func isAllowedNonASCII(_ scalar: Unicode.Scalar) -> Bool {
            let properties = scalar.properties
            if properties.isWhitespace || properties.isNoncharacterCodePoint { return false }
            switch properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
                return false
            default:
                return true
            }
        }
    }
}

extension Validator where Self == URLValidator {
    /// `http` and `https` URLs with a host (code 1160). See ``URLValidator`` for the options.
    public static var url: URLValidator { URLValidator() }

    /// URLs with a host and one of `schemes` (code 1160): `.url(schemes: ["https"])`.
    public static func url(schemes: Set<String>) -> URLValidator { URLValidator(schemes: schemes) }

    /// `http` and `https` URLs, with the scheme optional unless `requiringScheme`
    /// (code 1160): `.url(requiringScheme: false)` accepts "example.com/about" as people
    /// type it.
    public static func url(requiringScheme: Bool) -> URLValidator { URLValidator(requiresScheme: requiringScheme) }
}
