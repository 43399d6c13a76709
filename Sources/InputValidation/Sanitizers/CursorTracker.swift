/// Builds a sanitizer's output piece by piece while following where the caret goes.
///
/// The input is consumed in pieces (a scalar or a `Character`). The caret is placed after
/// all output produced from the input before it: when a piece that starts at or after the
/// caret is about to be consumed, the output length at that moment is the new caret. A caret
/// inside a piece (between the scalars of a `Character`) goes after that piece's output.
struct CursorTracker {
    private let cursor: Int
    private var inputOffset = 0
    private(set) var output = ""
    private var outputOffset = 0
    private var mapped: Int?

    /// Tracks a caret at `cursor` (UTF-16 units) of `input`.
    init(cursor: Int, in input: String) {
        self.cursor = SanitizedText.clamp(cursor, in: input)
        output.reserveCapacity(input.utf8.count)
    }

    /// Call before consuming a piece of the input; `length` is its UTF-16 length.
    @inline(__always)
    mutating func consume(utf16Length length: Int) {
        if mapped == nil, cursor <= inputOffset {
            mapped = outputOffset
        }
        inputOffset += length
    }

    /// Appends to the output.
    @inline(__always)
    mutating func emit(_ text: some StringProtocol) {
        output += text
        outputOffset += text.utf16.count
    }

    /// Appends a character to the output.
    @inline(__always)
    mutating func emit(_ character: Character) {
        output.append(character)
        outputOffset += character.utf16.count
    }

    /// Appends a scalar to the output.
    @inline(__always)
    mutating func emit(_ scalar: Unicode.Scalar) {
        output.unicodeScalars.append(scalar)
        outputOffset += scalar.utf16.count
    }

    /// The output and the caret in it (at the end when the caret was at the end of the input).
    func finish() -> SanitizedText {
        SanitizedText(text: output, cursor: mapped ?? outputOffset)
    }
}
