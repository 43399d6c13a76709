/// Reading scalars and UTF-16 lengths straight from (valid) UTF-8 bytes.
package enum UTF8Decoding {
    /// The scalar whose first byte is at `offset`, and its length in bytes.
    /// Bytes cut off by the end of the buffer read as U+FFFD.
    @inlinable @inline(__always)
    package static func scalar(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (
        scalar: Unicode.Scalar, length: Int
    ) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard offset + length <= bytes.count else { return ("\u{FFFD}", bytes.count - offset) }
        var value = lead & (0x7F >> length)
        for index in 1..<length {
            value = value << 6 | UInt32(bytes[offset + index] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// How many UTF-16 code units the bytes before `end` encode.
    @inlinable
    package static func utf16Count(of bytes: UnsafeBufferPointer<UInt8>, upTo end: Int) -> Int {
        var units = 0
        for byte in bytes[..<end] where byte & 0xC0 != 0x80 {
            // A 4-byte sequence is a scalar outside the BMP: a surrogate pair.
            units += byte >= 0xF0 ? 2 : 1
        }
        return units
    }
}
