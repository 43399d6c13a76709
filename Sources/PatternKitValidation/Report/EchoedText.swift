/// Text a failure repeats from the request — a duplicate key's path, a value a choice or a
/// store refused — cut so that a hostile request cannot make the answer as large as itself.
enum EchoedText {
    /// The most Unicode scalars an echo keeps, its "…" included.
    static let limit = 64

    /// `text` when it has at most ``limit`` Unicode scalars; otherwise its first `limit - 1`
    /// and "…", with `isCut` set.
    static func bounded(_ text: String) -> (text: String, isCut: Bool) {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit - 1, limitedBy: scalars.endIndex),
            scalars.index(end, offsetBy: 2, limitedBy: scalars.endIndex) != nil
        else { return (text, false) }
        return (String(scalars[..<end]) + "…", true)
    }
}
