/// Hand-written, linear checks of IP address text, shared by ``IPAddressValidator`` and
/// the host of ``URLValidator``.
enum IPAddressSyntax {
    /// Whether `bytes[start..<end]` is a dotted-quad IPv4 address: four decimal numbers
    /// 0–255 without leading zeros ("010" could mean octal 8, so it is rejected).
    static func isIPv4(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var parts = 0
        var offset = start
        while true {
            var value = 0
            var digits = 0
            while offset < end, let digit = UTF8Text.digitValue(bytes[offset]) {
                if digits == 1, value == 0 { return false }  // a leading zero
                value = value * 10 + digit
                digits += 1
                guard digits <= 3, value <= 255 else { return false }
                offset += 1
            }
            guard digits > 0 else { return false }
            parts += 1
            if offset == end { return parts == 4 }
            guard parts < 4, bytes[offset] == UInt8(ascii: ".") else { return false }
            offset += 1
        }
    }

    /// Whether `bytes[start..<end]` is an IPv6 address in any RFC 4291 form: eight
    /// groups of one to four hexadecimal digits, or fewer with one `::` standing for one
    /// or more zero groups; with `allowsEmbeddedIPv4`, the last two groups may be written
    /// as an IPv4 address (`::ffff:192.0.2.1`); with `allowsZone`, a `%zone` may follow
    /// (`fe80::1%en0`).
    static func isIPv6(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
        allowsEmbeddedIPv4: Bool, allowsZone: Bool
    ) -> Bool {
        var end = end
        if allowsZone, let percent = bytes[start..<end].firstIndex(of: UInt8(ascii: "%")) {
            guard percent + 1 < end, bytes[(percent + 1)..<end].allSatisfy(isZoneByte) else { return false }
            end = percent
        }
        guard end - start >= 2 else { return false }
        var groups = 0
        var compressed = false
        var offset = start
        if bytes[offset] == UInt8(ascii: ":") {
            guard bytes[offset + 1] == UInt8(ascii: ":") else { return false }
            compressed = true
            offset += 2
        }
        while offset < end {
            let groupStart = offset
            while offset < end, offset - groupStart < 5, UTF8Text.hexValue(bytes[offset]) != nil {
                offset += 1
            }
            if allowsEmbeddedIPv4, offset < end, bytes[offset] == UInt8(ascii: ".") {
                guard isIPv4(bytes, from: groupStart, to: end) else { return false }
                groups += 2
                offset = end
                break
            }
            let length = offset - groupStart
            guard length >= 1, length <= 4 else { return false }
            groups += 1
            guard offset < end else { break }
            guard bytes[offset] == UInt8(ascii: ":") else { return false }
            offset += 1
            guard offset < end else { return false }  // a single trailing colon
            if bytes[offset] == UInt8(ascii: ":") {
                guard !compressed else { return false }  // a second `::`
                compressed = true
                offset += 1
            }
        }
        return compressed ? groups <= 7 : groups == 8
    }

    /// A zone identifier's characters: RFC 6874's unreserved set.
    private static func isZoneByte(_ byte: UInt8) -> Bool {
        UTF8Text.digitValue(byte) != nil || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
            || byte == UInt8(ascii: "-")
    }
}
