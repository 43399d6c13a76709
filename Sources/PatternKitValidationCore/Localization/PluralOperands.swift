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
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !integer.isEmpty, integer.count <= 18, fraction.count <= 18,
            (integer + fraction).allSatisfy({ $0.isASCII && $0.isNumber }),
            let i = Int(integer), let f = fraction.isEmpty ? 0 : Int(fraction), let n = Double(digits)
        else {
            return nil
        }
        self.n = n
        self.i = i
        self.v = fraction.count
        self.f = f
    }
}
