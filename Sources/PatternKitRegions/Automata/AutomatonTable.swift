import Foundation

/// The automata of one generated table, decoded once from base64.
struct AutomatonTable: Sendable {
    let bytes: [UInt8]
    let automata: [Automaton]

    /// Decodes `base64` (line breaks allowed) holding automata at `offsets`.
    init(base64: String, offsets: [UInt32]) {
        let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data()
        let bytes = [UInt8](data)
        self.bytes = bytes
        // A table that failed to decode has no automata: every lookup then rejects (tested).
        self.automata = bytes.isEmpty ? [] : offsets.map { Automaton(bytes: bytes, offset: Int($0)) }
    }

    /// The label after reading `count` symbols that `symbol(i)` gives (each an alphabet index,
    /// or `nil` for a character outside the alphabet), or 0 when the automaton rejects them.
    @inline(__always)
    func label(_ index: Int, count: Int, symbol: (Int) -> Int?) -> UInt16 {
        guard automata.indices.contains(index) else { return 0 }
        let automaton = automata[index]
        return bytes.withUnsafeBufferPointer { bytes in
            var state = 0
            for position in 0..<count {
                guard let symbol = symbol(position), symbol < automaton.alphabetSize else { return 0 }
                state = automaton.next(state, symbol, in: bytes)
                if state == Automaton.dead { return 0 }
            }
            return automaton.label(state, in: bytes)
        }
    }

    /// A bit per prefix length (bit `n`: the first `n` symbols) that the automaton accepts,
    /// for prefixes of up to `count` symbols.
    func acceptedPrefixes(_ index: Int, count: Int, symbol: (Int) -> Int) -> UInt64 {
        guard automata.indices.contains(index) else { return 0 }
        let automaton = automata[index]
        return bytes.withUnsafeBufferPointer { bytes in
            var state = 0
            var accepted: UInt64 = automaton.label(0, in: bytes) != 0 ? 1 : 0
            for position in 0..<min(count, 63) {
                state = automaton.next(state, symbol(position), in: bytes)
                if state == Automaton.dead { break }
                if automaton.label(state, in: bytes) != 0 { accepted |= 1 << (position + 1) }
            }
            return accepted
        }
    }
}
