/// Checks a domain name in place, as the e-mail and URL rules need it: LDH labels
/// (letters, digits, hyphens), internationalized labels (letters, marks and digits of
/// any script), lengths as DNS counts them (a Unicode label by its `xn--` Punycode form).
enum DomainName {
    /// What to accept beyond ASCII names of two or more labels.
    struct Options: Hashable, Sendable {
        /// Labels in any script ("пример.рф", "例子.中国"), checked through their Punycode form.
        var allowsUnicode: Bool
        /// Names of one label ("localhost").
        var allowsSingleLabel: Bool
    }

    /// Why a name is not a domain name.
    enum Problem: Hashable, Sendable {
        /// Two dots in a row, a leading or trailing dot, or nothing at all.
        case emptyLabel
        /// A label longer than 63 bytes (in its `xn--` form for Unicode labels).
        case labelTooLong
        /// A character that no label may contain.
        case invalidCharacter
        /// A label that begins or ends with a hyphen.
        case misplacedHyphen
        /// More than 253 bytes in all (in `xn--` form).
        case tooLong
        /// One label where two or more are required.
        case singleLabel
        /// A last label made only of digits ("1.2.3.4" is not a domain name).
        case numericTopLevelDomain
    }

    /// A problem and the byte offset it was found at.
    struct Failure: Error {
        var problem: Problem
        var byteOffset: Int
    }

    /// The longest name, in bytes of its ASCII form, and the longest label.
    static let maximumLength = 253
    static let maximumLabelLength = 63

    /// Checks `bytes[start..<end]` and returns the length of its ASCII (`xn--`) form.
    static func check(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, options: Options
    ) -> Result<Int, Failure> {
        guard start < end else { return .failure(Failure(problem: .emptyLabel, byteOffset: start)) }
        var total = 0
        var labels = 0
        var labelStart = start
        var offset = start
        var label = Label()
        while true {
            // Letters, digits and hyphens (nearly every byte of a name) skip the separator
            // test and the scalar decoding.
            if offset < end, bytes[offset] < 0x80, bytes[offset] != UInt8(ascii: ".") {
                if let problem = label.append(ascii: bytes[offset]) {
                    return .failure(Failure(problem: problem, byteOffset: offset))
                }
                offset += 1
                continue
            }
            let atEnd = offset == end
            let separatorLength =
                atEnd ? 0 : separatorLength(bytes, at: offset, end: end, allowsUnicode: options.allowsUnicode)
            if atEnd || separatorLength > 0 {
                if let problem = label.finish(bytes[labelStart..<offset]) {
                    return .failure(Failure(problem: problem, byteOffset: problem == .emptyLabel ? offset : labelStart))
                }
                total += label.asciiLength + (labels > 0 ? 1 : 0)
                labels += 1
                if atEnd { break }
                offset += separatorLength
                labelStart = offset
                label = Label()
                continue
            }
            let (scalar, length) = UTF8Decoding.scalar(at: offset, in: bytes)
            if let problem = label.append(scalar, allowsUnicode: options.allowsUnicode) {
                return .failure(Failure(problem: problem, byteOffset: offset))
            }
            offset += length
        }
        if total > maximumLength {
            return .failure(Failure(problem: .tooLong, byteOffset: start))
        }
        if labels < 2, !options.allowsSingleLabel {
            return .failure(Failure(problem: .singleLabel, byteOffset: end))
        }
        if label.isAllDigits {
            return .failure(Failure(problem: .numericTopLevelDomain, byteOffset: labelStart))
        }
        return .success(total)
    }

    /// The length of a label separator at `offset`: `.`, or one of the full stops IDNA
    /// treats as one (`。` U+3002, `．` U+FF0E, `｡` U+FF61), which Chinese and Japanese
    /// keyboards type; 0 when there is none. The ideographic full stops are separators
    /// only where labels may be Unicode: an ASCII-only name is ASCII throughout.
    private static func separatorLength(
        _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int, allowsUnicode: Bool
    ) -> Int {
        let byte = bytes[offset]
        if byte == UInt8(ascii: ".") { return 1 }
        guard allowsUnicode, byte == 0xE3 || byte == 0xEF, offset + 3 <= end else { return 0 }
        let scalar = UTF8Decoding.scalar(at: offset, in: bytes).scalar
        return scalar == "\u{3002}" || scalar == "\u{FF0E}" || scalar == "\u{FF61}" ? 3 : 0
    }

    /// One label being read.
    private struct Label {
        var asciiLength = 0
        var scalarCount = 0
        var isAllDigits = true
        var endsWithHyphen = false
        var hasUnicode = false

        /// Adds an ASCII character (a byte below 0x80).
        @inline(__always)
        mutating func append(ascii byte: UInt8) -> Problem? {
            scalarCount += 1
            // No label of 63 bytes in ASCII form has more than 63 scalars.
            guard scalarCount <= DomainName.maximumLabelLength else { return .labelTooLong }
            let isDigit = UTF8Text.digitValue(byte) != nil
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isHyphen = byte == UInt8(ascii: "-")
            guard isDigit || isLetter || isHyphen else { return .invalidCharacter }
            if isHyphen, scalarCount == 1 { return .misplacedHyphen }
            endsWithHyphen = isHyphen
            isAllDigits = isAllDigits && isDigit
            asciiLength += 1
            return nil
        }

        mutating func append(_ scalar: Unicode.Scalar, allowsUnicode: Bool) -> Problem? {
            if scalar.isASCII {
                return append(ascii: UInt8(scalar.value))
            }
            scalarCount += 1
            guard scalarCount <= DomainName.maximumLabelLength else { return .labelTooLong }
            guard allowsUnicode else { return .invalidCharacter }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
                break
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // A label may not begin with a combining mark (RFC 5891 §4.2.3.2).
                guard scalarCount > 1 else { return .invalidCharacter }
            default:
                return .invalidCharacter
            }
            isAllDigits = false
            endsWithHyphen = false
            hasUnicode = true
            return nil
        }

        /// Checks the label, whose bytes are `bytes`, once it is complete, and sets its
        /// ASCII length: a Unicode label is measured in its `xn--` form, lowercased as
        /// IDNA maps it.
        mutating func finish(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Problem? {
            guard scalarCount > 0 else { return .emptyLabel }
            if endsWithHyphen { return .misplacedHyphen }
            if hasUnicode {
                var scalars: [Unicode.Scalar] = []
                scalars.reserveCapacity(scalarCount)
                for scalar in String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self).unicodeScalars {
                    scalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                }
                asciiLength = 4 + Punycode.encode(scalars).utf8.count
            }
            return asciiLength > DomainName.maximumLabelLength ? .labelTooLong : nil
        }
    }
}
