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
    ///
    /// Pieces of output can join into one `Character` (a space, then a skin-tone modifier
    /// that had followed a tab), so a caret that falls inside one goes after it: the caret
    /// is always between characters, and a second pass leaves it where it is.
    func finish() -> SanitizedText {
        SanitizedText(text: output, cursor: Self.characterBoundary(atOrAfter: mapped ?? outputOffset, in: output))
    }

    /// `offset` (UTF-16) when it is between two characters of `text`, else the end of the
    /// character it falls in.
    static func characterBoundary(atOrAfter offset: Int, in text: String) -> Int {
        guard offset > 0 else { return offset }
        let utf16 = text.utf16
        guard let index = utf16.index(utf16.startIndex, offsetBy: offset, limitedBy: utf16.endIndex),
            index != utf16.endIndex, index.samePosition(in: text) == nil
        else { return offset }
        // Not a character boundary: `index(after:)` rounds down to the character's start
        // and steps over it.
        return utf16.distance(from: utf16.startIndex, to: text.index(after: index))
    }
}
