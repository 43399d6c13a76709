/// One minimal DFA in an ``AutomatonTable``: a table walk instead of a regular expression.
///
/// Layout (written by `Scripts/RegionData/automaton.py`): alphabet size, class count, state
/// count (2 bytes, little-endian), transition width (1 or 2 bytes), the class of each
/// symbol, the transitions (all ones: no way on), then a 2-byte label per state whose bits
/// say which patterns accept there. State 0 is the start.
struct Automaton: Sendable {
    /// The state that accepts nothing more.
    static let dead = -1

    let alphabetSize: Int
    let classCount: Int
    let wide: Bool
    let classMap: Int
    let transitions: Int
    let labels: Int

    /// The automaton whose bytes start at `offset` of `bytes`.
    init(bytes: [UInt8], offset: Int) {
        alphabetSize = Int(bytes[offset])
        classCount = Int(bytes[offset + 1])
        let states = Int(bytes[offset + 2]) | Int(bytes[offset + 3]) << 8
        wide = bytes[offset + 4] == 2
        classMap = offset + 5
        transitions = classMap + alphabetSize
        labels = transitions + states * classCount * (wide ? 2 : 1)
    }

    /// The state after reading `symbol` (an index in the alphabet) in `state`, or ``dead``.
    @inline(__always)
    func next(_ state: Int, _ symbol: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let cell = state &* classCount &+ Int(bytes[classMap &+ symbol])
        if wide {
            let low = Int(bytes[transitions &+ 2 &* cell])
            let target = low | Int(bytes[transitions &+ 2 &* cell &+ 1]) << 8
            return target == 0xFFFF ? Self.dead : target
        }
        let target = Int(bytes[transitions &+ cell])
        return target == 0xFF ? Self.dead : target
    }

    /// The label of `state`: a bit per pattern that accepts there (0 for none).
    @inline(__always)
    func label(_ state: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt16 {
        UInt16(bytes[labels &+ 2 &* state]) | UInt16(bytes[labels &+ 2 &* state &+ 1]) << 8
    }
}
