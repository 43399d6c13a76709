/// Accepts a colour written in hexadecimal: `#RGB` or `#RRGGBB`, and with
/// ``allowsAlpha`` also `#RGBA` and `#RRGGBBAA`, as CSS writes them.
///
/// ```swift
/// let color: some Validator<String> = .hexColor
/// color.isValid("#FF8800")      // true
/// color.isValid("ff8800")       // true: the "#" is optional by default
/// color.isValid("#F80")         // true: shorthand
/// color.isValid("#FF880080")    // false without alpha (code 1200)
///
/// let strict = HexColorValidator(hashSign: .required, allowsAlpha: true, allowsShorthand: false)
/// ```
public struct HexColorValidator: Validator {
    /// Whether the leading `#` is required, optional or forbidden.
    public enum HashSign: Hashable, Sendable {
        /// `#FF8800` only.
        case required
        /// `#FF8800` or `FF8800`.
        case optional
        /// `FF8800` only.
        case forbidden
    }

    /// The `#` rule.
    public let hashSign: HashSign

    /// Whether an alpha component is accepted (`#RGBA`, `#RRGGBBAA`).
    public let allowsAlpha: Bool

    /// Whether the three- and four-digit shorthands are accepted.
    public let allowsShorthand: Bool

    /// A validator for hexadecimal colours.
    public init(hashSign: HashSign = .optional, allowsAlpha: Bool = false, allowsShorthand: Bool = true) {
        self.hashSign = hashSign
        self.allowsAlpha = allowsAlpha
        self.allowsShorthand = allowsShorthand
    }

    /// Throws `ValidationError.Code.hexColor`.
    public func validate(_ input: String) throws(ValidationError) {
        guard isValid(input) else { throw ValidationError(.hexColor) }
    }

    /// Whether `input` is a hexadecimal colour this rule accepts.
    public func isValid(_ input: String) -> Bool {
        UTF8Text.withBytes(of: input, limit: 9) { bytes in
            var digits = bytes[...]
            if digits.first == UInt8(ascii: "#") {
                guard hashSign != .forbidden else { return false }
                digits = digits.dropFirst()
            } else if hashSign == .required {
                return false
            }
            guard digits.allSatisfy({ UTF8Text.hexValue($0) != nil }) else { return false }
            switch digits.count {
            case 6: return true
            case 8: return allowsAlpha
            case 3: return allowsShorthand
            case 4: return allowsShorthand && allowsAlpha
            default: return false
            }
        } ?? false
    }
}

extension Validator where Self == HexColorValidator {
    /// Colours such as `#FF8800`, `#F80` or `FF8800` (code 1200).
    public static var hexColor: HexColorValidator { HexColorValidator() }
}
