/// Accepts a UUID in its standard 36-character form, `8-4-4-4-12` hexadecimal digits in
/// either case, optionally of one version only.
///
/// ```swift
/// let id: some Validator<String> = .uuid
/// id.isValid("123e4567-e89b-12d3-a456-426614174000")  // true
/// id.isValid("123e4567e89b12d3a456426614174000")      // false: no hyphens (code 1195)
///
/// let random = UUIDValidator(version: 4)                // RFC 9562 version 4, variant 10xx
/// random.isValid(UUID().uuidString)                   // true
/// ```
///
/// Without a version any 128-bit value passes, the nil UUID included. With one, the
/// version digit must match and the variant must be RFC 9562's (`8`, `9`, `a` or `b`
/// at position 20). Braces (`{…}`) and URNs (`urn:uuid:…`) are not accepted.
public struct UUIDValidator: Validator {
    /// The required version (1–8), or `nil` for any.
    public let version: Int?

    /// A validator for UUIDs of `version`, or of any version.
    public init(version: Int? = nil) {
        self.version = version
    }

    /// Throws `ValidationError.Code.uuid`, with `expected` set to the version when
    /// the rule requires one.
    public func validate(_ input: String) throws(ValidationError) {
        guard isValid(input) else {
            throw ValidationError(.uuid, parameters: version.map { [.expected: .int($0)] } ?? [:])
        }
    }

    /// Whether `input` is a UUID of the required version.
    public func isValid(_ input: String) -> Bool {
        UTF8Text.withBytes(of: input, limit: 36) { bytes in
            guard bytes.count == 36 else { return false }
            for (index, byte) in bytes.enumerated() {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard byte == UInt8(ascii: "-") else { return false }
                } else if UTF8Text.hexValue(byte) == nil {
                    return false
                }
            }
            guard let version else { return true }
            let variant = UTF8Text.hexValue(bytes[19]) ?? 0
            return Int(UTF8Text.hexValue(bytes[14]) ?? 0) == version && variant & 0b1100 == 0b1000
        } ?? false
    }
}

extension Validator where Self == UUIDValidator {
    /// UUIDs such as `123e4567-e89b-12d3-a456-426614174000`, of any version (code 1195).
    public static var uuid: UUIDValidator { UUIDValidator() }
}
