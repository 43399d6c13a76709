/// Scanning a string's UTF-8 in place, for the format rules, and reading bytes sent as UTF-8.
package enum UTF8Text {
    /// `bytes` as text when they are well-formed UTF-8, every scalar kept — a leading U+FEFF
    /// included, which `String(bytes:encoding:)` and `String(data:encoding:)` drop — or `nil`.
    /// The one decoder of text a request sends (JSON strings, URL-encoded fields and bodies).
    package static func decoded(_ bytes: some Collection<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        // Ill-formed input decodes with U+FFFD in place of each bad sequence: its bytes differ.
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// Runs `body` on the UTF-8 bytes of `text`, without copying a native string.
    ///
    /// Returns `nil` without calling `body` when `text` has more than `limit` bytes, so a
    /// 10 MB paste into a field that holds a UUID costs nothing.
    static func withBytes<Result>(
        of text: String, limit: Int = .max, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        guard text.utf8.count <= limit else { return nil }
        if let result = text.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        // A bridged string whose UTF-8 is not stored contiguously: make a native copy.
        var copy = text
        return copy.withUTF8(body)
    }

    /// The UTF-16 offset of byte `offset` in `bytes` (the unit of `NSRange`).
    static func utf16Offset(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        UTF8Decoding.utf16Count(of: bytes, upTo: offset)
    }

    /// The value of an ASCII hexadecimal digit, or `nil`.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// The value of an ASCII decimal digit, or `nil`.
    @inline(__always)
    static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte &- UInt8(ascii: "0")) : nil
    }
}
