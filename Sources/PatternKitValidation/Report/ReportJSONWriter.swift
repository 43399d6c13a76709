import PatternKitValidationCore

/// Writes a ``ValidationFailureReport`` as JSON directly: the same bytes `JSONEncoder` writes
/// with sorted keys and unescaped slashes (a test compares them), several times faster — a
/// server writes one for every form it rejects.
struct ReportJSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ report: ValidationFailureReport) {
        // Keys in sorted order: failures, language, version.
        raw("{\"failures\":[")
        for (index, failure) in report.failures.enumerated() {
            if index > 0 { raw(",") }
            write(failure)
        }
        raw("]")
        if let language = report.language {
            raw(",\"language\":")
            string(language)
        }
        raw(",\"version\":")
        raw(String(report.version))
        raw("}")
    }

    private mutating func write(_ failure: ValidationFailureReport.Failure) {
        // Sorted: code, customMessage, domain, field, message, parameters, truncated.
        raw("{\"code\":")
        raw(String(failure.code))
        if failure.hasCustomMessage { raw(",\"customMessage\":true") }
        raw(",\"domain\":")
        string(failure.domain)
        if let field = failure.field {
            raw(",\"field\":")
            string(field)
        }
        if let message = failure.message {
            raw(",\"message\":")
            string(message)
        }
        raw(",\"parameters\":{")
        var first = true
        for (key, value) in failure.parameters.sorted(by: { $0.key < $1.key }) {
            if !first { raw(",") }
            first = false
            string(key)
            raw(":")
            write(value)
        }
        raw(failure.isTruncated ? "},\"truncated\":true}" : "}}")
    }

    private mutating func write(_ value: ValidationError.ParameterValue) {
        switch value {
        case .int(let number):
            raw("{\"int\":")
            raw(String(number))
        case .double(let number) where number.isNaN:
            raw("{\"double\":\"NaN\"")
        case .double(let number) where number.isInfinite:
            raw(number > 0 ? "{\"double\":\"Infinity\"" : "{\"double\":\"-Infinity\"")
        case .double(let number):
            raw("{\"double\":")
            // As JSONEncoder writes it: `2` for 2.0, `-0` for -0.0, exponents as Swift writes them.
            let text = String(number)
            raw(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
        case .string(let text):
            raw("{\"string\":")
            string(text)
        case .bool(let flag):
            raw(flag ? "{\"bool\":true" : "{\"bool\":false")
        case .date:
            raw("{\"date\":")
            string(value.description)
        case .decimal:
            raw("{\"decimal\":")
            string(value.description)
        case .list(let items):
            raw("{\"list\":[")
            for (index, item) in items.enumerated() {
                if index > 0 { raw(",") }
                string(item)
            }
            raw("]")
        }
        raw("}")
    }

    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, … or `\u00XX`;
    /// everything else (slashes, non-ASCII) as it is.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most texts need no escape: scanned in place and appended whole, not byte by byte.
        var contiguous = text
        let appended = contiguous.withUTF8 { utf8 -> Bool in
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            bytes.append(contentsOf: utf8)
            return true
        }
        if appended {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
