/// The operands CLDR plural rules are written in, taken from a number as displayed.
///
/// `n` is the absolute value, `i` its integer digits, `v` the number of visible fraction
/// digits and `f` those digits as an integer: "1.50" has n = 1.5, i = 1, v = 2, f = 50.
/// (CLDR's `t`, `c` and `e` are not needed by the package's languages.)
struct PluralOperands: Hashable, Sendable {
    var n: Double
    var i: Int
    var v: Int
    var f: Int

    /// The operands of an integer.
    init(_ value: Int) {
        let magnitude = value.magnitude > UInt(Int.max) ? UInt(Int.max) : value.magnitude
        i = Int(magnitude)
        n = Double(i)
        v = 0
        f = 0
    }

    /// The operands of a number written in decimal digits, such as `"2.5"` or `"-1.50"`;
    /// `nil` when `text` is not such a number (`"1e3"`, `"abc"`, too many digits).
    init?(decimal text: String) {
        // One pass over the UTF-8: every character must be an ASCII digit or the one point.
        var digits = text.utf8[...]
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        var integer = 0
        var integerDigits = 0
        var fraction = 0
        var fractionDigits: Int?
        for byte in digits {
            if byte == UInt8(ascii: "."), fractionDigits == nil {
                fractionDigits = 0
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte &- UInt8(ascii: "0"))
            if let count = fractionDigits {
                guard count < 18 else { return nil }
                fractionDigits = count + 1
                fraction = fraction * 10 + digit
            } else {
                guard integerDigits < 18 else { return nil }
                integerDigits += 1
                integer = integer * 10 + digit
            }
        }
        guard integerDigits > 0, let n = Double(Substring(digits)) else { return nil }
        self.n = n
        self.i = integer
        self.v = fractionDigits ?? 0
        self.f = fraction
    }
}
