/// Accepts an IPv4 address, an IPv6 address, or either.
///
/// ```swift
/// let v4: some Validator<String> = .ipv4
/// v4.isValid("192.168.0.1")          // true
/// v4.isValid("192.168.0.256")        // false: code 1190
/// v4.isValid("192.168.00.1")         // false: leading zeros are ambiguous (octal?)
///
/// let v6: some Validator<String> = .ipv6
/// v6.isValid("2001:db8::8a2e:370:7334")   // true
/// v6.isValid("::")                        // true: all zeros
/// v6.isValid("::ffff:192.0.2.128")        // true: an IPv4-mapped address
/// v6.isValid("2001:db8::1::1")            // false: two "::" (code 1191)
///
/// let any: some Validator<String> = .ipAddress   // code 1192
/// ```
///
/// IPv4: four decimal numbers 0–255 separated by dots, without leading zeros; not the
/// shorthand forms `inet_aton` accepts ("127.1", "0x7f.1").
///
/// IPv6: every RFC 4291 text form — eight groups of one to four hexadecimal digits in
/// either case, or fewer with one `::` standing for one or more zero groups (`::`, `::1`,
/// `1::`, `1:2::7:8`), and, unless `allowsEmbeddedIPv4` is `false`, the last 32 bits as
/// an IPv4 address (`::ffff:1.2.3.4`, `64:ff9b::192.0.2.33`). A zone (`fe80::1%en0`)
/// only with `allowsZone`. No brackets: those belong to URLs. Text longer than any
/// address is rejected without being read.
public struct IPAddressValidator: Validator {
    /// Which address families a validator accepts.
    public enum Version: Hashable, Sendable {
        /// IPv4 only (code 1190).
        case v4
        /// IPv6 only (code 1191).
        case v6
        /// Either (code 1192).
        case any
    }

    /// The accepted family.
    public let version: Version

    /// Whether an IPv6 address may end in an IPv4 address (`::ffff:1.2.3.4`).
    public let allowsEmbeddedIPv4: Bool

    /// Whether an IPv6 address may have a zone (`fe80::1%en0`).
    public let allowsZone: Bool

    /// A validator for addresses of `version`.
    public init(_ version: Version = .any, allowsEmbeddedIPv4: Bool = true, allowsZone: Bool = false) {
        self.version = version
        self.allowsEmbeddedIPv4 = allowsEmbeddedIPv4
        self.allowsZone = allowsZone
    }

    /// The code of this validator's error.
    public var code: ValidationError.Code {
        switch version {
        case .v4: .ipv4Address
        case .v6: .ipv6Address
        case .any: .ipAddress
        }
    }

    /// Throws ``code`` when `input` is not an address of ``version``.
    public func validate(_ input: String) throws(ValidationError) {
        guard isValid(input) else { throw ValidationError(code) }
    }

    /// Whether `input` is an address of ``version``.
    public func isValid(_ input: String) -> Bool {
        // 45 bytes: "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255"; zones are short names.
        let limit = allowsZone ? 45 + 1 + 64 : 45
        return UTF8Text.withBytes(of: input, limit: limit) { bytes in
            switch version {
            case .v4: isIPv4(bytes)
            case .v6: isIPv6(bytes)
            case .any: isIPv4(bytes) || isIPv6(bytes)
            }
        } ?? false
    }

    private func isIPv4(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        IPAddressSyntax.isIPv4(bytes, from: 0, to: bytes.count)
    }

    private func isIPv6(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        IPAddressSyntax.isIPv6(
            bytes, from: 0, to: bytes.count, allowsEmbeddedIPv4: allowsEmbeddedIPv4, allowsZone: allowsZone)
    }
}

extension Validator where Self == IPAddressValidator {
    /// IPv4 addresses in dotted-quad form (code 1190).
    public static var ipv4: IPAddressValidator { IPAddressValidator(.v4) }

    /// IPv6 addresses in every RFC 4291 form (code 1191).
    public static var ipv6: IPAddressValidator { IPAddressValidator(.v6) }

    /// IPv4 or IPv6 addresses (code 1192).
    public static var ipAddress: IPAddressValidator { IPAddressValidator(.any) }
}
