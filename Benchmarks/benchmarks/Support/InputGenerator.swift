/// Deterministic inputs: the same text and the same element order on every run, so two
/// runs measure the same work. (SplitMix64: small, fast, good enough for a mix.)
struct InputGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 pseudo-random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// `length` characters drawn from `alphabet`.
    mutating func string(length: Int, from alphabet: String) -> String {
        let characters = Array(alphabet)
        return String((0..<length).map { _ in characters[next(below: characters.count)] })
    }

    /// `count` strings of `length` characters drawn from `alphabet`, passed through
    /// `opaque` so the measured code cannot be specialized for them.
    mutating func strings(_ count: Int, length: Int, from alphabet: String) -> [String] {
        opaqueInputs((0..<count).map { _ in string(length: length, from: alphabet) })
    }
}

/// The alphabets the validation cases draw from.
enum Alphabet {
    static let digits = "0123456789"
    static let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    static let lowercase = "abcdefghijklmnopqrstuvwxyz"
}
