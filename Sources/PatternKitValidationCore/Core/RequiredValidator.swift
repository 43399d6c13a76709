/// Rejects empty text and, unless told otherwise, text that only looks empty: spaces,
/// tabs, line breaks and invisible characters.
///
/// ```swift
/// let name: some Validator<String> = .required
/// name.isValid("Ada")          // true
/// name.isValid("")             // false: code 1101 (required)
/// name.isValid(" \u{200B}\n")  // false: code 1102 (blank) — spaces and a zero-width space
///
/// let anything: some Validator<String> = .notEmpty
/// anything.isValid("   ")      // true: only the empty text fails
/// ```
///
/// "Blank" means every Unicode scalar is whitespace (Unicode's `White_Space`: spaces of
/// every width, no-break spaces, tabs, line and paragraph separators), a control
/// character or an invisible format character (zero-width space, joiners, direction
/// marks, the byte-order mark). The scan stops at the first visible character, so a
/// long text costs next to nothing.
public struct RequiredValidator: Validator {
    /// Whether text of only whitespace and invisible characters passes.
    public let allowsBlank: Bool

    /// A validator rejecting empty text and, when `allowsBlank` is `false` (the default),
    /// blank text.
    public init(allowsBlank: Bool = false) {
        self.allowsBlank = allowsBlank
    }

    /// Throws ``ValidationError/Code/required`` for empty text and
    /// ``ValidationError/Code/blank`` for blank text (unless ``allowsBlank``).
    public func validate(_ input: String) throws(ValidationError) {
        if input.isEmpty {
            throw ValidationError(.required)
        }
        if !allowsBlank, Self.isBlank(input) {
            throw ValidationError(.blank)
        }
    }

    /// Whether `text` is empty or made only of whitespace, control and format characters.
    public static func isBlank(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            if scalar.isASCII {
                return scalar.value <= 0x20 || scalar.value == 0x7F
            }
            let properties = scalar.properties
            return properties.isWhitespace || properties.generalCategory == .format
                || properties.generalCategory == .control
        }
    }
}

extension Validator where Self == RequiredValidator {
    /// Text that is neither empty (code 1101) nor blank (code 1102).
    public static var required: RequiredValidator { RequiredValidator() }

    /// Text that is not empty (code 1101); spaces alone pass.
    public static var notEmpty: RequiredValidator { RequiredValidator(allowsBlank: true) }
}
