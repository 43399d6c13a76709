/// Punycode (RFC 3492): how a label of an internationalized domain name is written in
/// ASCII, after `xn--`. Used to measure a label's length as DNS sees it.
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN: UInt32 = 128

    /// The Punycode spelling of `scalars` (without the `xn--` prefix).
    ///
    /// ```swift
    /// Punycode.encode(Array("bücher".unicodeScalars)) // "bcher-kva"
    /// ```
    static func encode(_ scalars: [Unicode.Scalar]) -> String {
        var output = ""
        for scalar in scalars where scalar.isASCII {
            output.unicodeScalars.append(scalar)
        }
        let basicCount = output.unicodeScalars.count
        var handled = basicCount
        if basicCount > 0 { output.append("-") }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < scalars.count {
            // The smallest code point not handled yet; exists while `handled < count`.
            let next = scalars.lazy.map(\.value).filter { $0 >= n }.min() ?? n
            delta += Int(next - n) * (handled + 1)
            n = next
            for scalar in scalars {
                if scalar.value < n { delta += 1 }
                guard scalar.value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < t { break }
                    output.unicodeScalars.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.unicodeScalars.append(digit(q))
                bias = adapt(delta, count: handled + 1, isFirst: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    private static func adapt(_ delta: Int, count: Int, isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// 0–25 → `a`–`z`, 26–35 → `0`–`9`.
    private static func digit(_ value: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt8(value < 26 ? 97 + value : 22 + value))
    }
}
