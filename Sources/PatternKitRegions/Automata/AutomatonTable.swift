import Foundation

/// The automata of one generated table, decoded once from base64.
struct AutomatonTable: Sendable {
    let bytes: [UInt8]
    let automata: [Automaton]

    /// Decodes `base64` (line breaks allowed) holding automata at `offsets`.
    ///
    /// - Throws: ``GeneratedTableError`` naming `table` when the text is not base64, or an
    ///   automaton does not fit in the bytes.
    init(table: String, base64: String, offsets: [UInt32]) throws(GeneratedTableError) {
        guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters), !data.isEmpty else {
            throw GeneratedTableError(table: table, reason: "not base64")
        }
        let bytes = [UInt8](data)
        var automata: [Automaton] = []
        for offset in offsets {
            let start = Int(offset)
            guard start + 5 <= bytes.count else {
                throw GeneratedTableError(table: table, reason: "automaton at \(start) is past the end")
            }
            let automaton = Automaton(bytes: bytes, offset: start)
            let states = Int(bytes[start + 2]) | Int(bytes[start + 3]) << 8
            guard automaton.labels + 2 * states <= bytes.count else {
                throw GeneratedTableError(table: table, reason: "automaton at \(start) is cut short")
            }
            automata.append(automaton)
        }
        self.bytes = bytes
        self.automata = automata
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
