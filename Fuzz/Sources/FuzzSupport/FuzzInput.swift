import Foundation

/// The bytes of one fuzzer input, read as the parameters of one test case: small choices
/// first (options, lengths, positions), then text.
///
/// Reading past the end gives zeros and empty strings, so every input is a valid case.
public struct FuzzInput {
    /// The whole input, for reports.
    public let bytes: [UInt8]
    private var position = 0

    /// The input libFuzzer hands to `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        if let data, size > 0 {
            bytes = Array(UnsafeBufferPointer(start: data, count: size))
        } else {
            bytes = []
        }
    }

    /// How many bytes are left.
    public var remaining: Int { bytes.count - position }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A Boolean from one byte.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// A number in `range` from two bytes.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let raw = Int(byte()) << 8 | Int(byte())
        return range.lowerBound + raw % (range.count)
    }

    /// One of `options` (which must not be empty).
    public mutating func pick<T>(_ options: [T]) -> T {
        options[Int(byte()) % options.count]
    }

    /// Text from the next bytes up to a 0xFF byte (consumed) or `maximumBytes`, decoded as
    /// UTF-8 with invalid sequences replaced by U+FFFD.
    public mutating func string(upTo maximumBytes: Int) -> String {
        var end = position
        while end < bytes.count, end - position < maximumBytes, bytes[end] != 0xFF { end += 1 }
        let text = String(decoding: bytes[position..<end], as: UTF8.self)
        position = end < bytes.count && bytes[end] == 0xFF ? end + 1 : end
        return text
    }

    /// Text from all the remaining bytes; when `long` is true, repeated up to
    /// ``Fuzz/longInputBytes`` bytes, to test that long inputs take linear time.
    public mutating func rest(long: Bool = false) -> String {
        let text = String(decoding: bytes[min(position, bytes.count)...], as: UTF8.self)
        position = bytes.count
        return long ? Fuzz.lengthened(text) : text
    }
}
