/// Reads the digits of a typed phone number: a leading `+`, digits, and the separators
/// people type between them.
enum PhoneNumberText {
    /// The digits of `text` and whether it starts with `+`.
    static func scan(_ text: String) throws(PhoneNumberFailure) -> (digits: DigitString, plus: Bool) {
        var digits = DigitString()
        var plus = false
        var afterC2 = false
        var offset = 0
        for byte in text.utf8 {
            defer { offset += 1 }
            if afterC2 {
                afterC2 = false
                if byte == 0xA0 { continue }  // no-break space
                throw failure(in: text, at: offset - 1)
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(Int(byte &- UInt8(ascii: "0")))
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
                UInt8(ascii: "("), UInt8(ascii: ")"):
                continue
            case UInt8(ascii: "+") where digits.count == 0 && !plus:
                plus = true
            case 0xC2:
                afterC2 = true
            default:
                throw failure(in: text, at: offset)
            }
        }
        if afterC2 { throw failure(in: text, at: offset - 1) }
        if digits.count > DigitString.capacity { throw PhoneNumberFailure(.tooLong, count: digits.count) }
        return (digits, plus)
    }

    /// An invalid character at UTF-8 `offset` of `text`, located in UTF-16 units.
    private static func failure(in text: String, at offset: Int) -> PhoneNumberFailure {
        let utf8 = text.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        let utf16Offset = text.utf16.distance(from: text.utf16.startIndex, to: index)
        return PhoneNumberFailure(.invalidCharacter, utf16Offset: utf16Offset)
    }
}
