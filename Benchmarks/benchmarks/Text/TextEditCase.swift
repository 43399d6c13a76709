import BenchmarkHarness
import Foundation
import PatternKitTextEditing

/// `textedit`: the text after an edit of a 4 KiB emoji-rich text (flags, skin tones,
/// family ZWJ sequences, combining accents, Devanagari, CJK), as a text field's
/// `shouldChangeCharactersIn` must compute it.
///
/// - `nsstring`: convert to `NSString`, `replacingCharacters(in:with:)`, convert back.
/// - `range-in-string`: `Range(nsRange, in: text)` and `String.replaceSubrange`, the
///   usual Swift idiom (it rounds ranges inside a grapheme cluster, so it is only
///   comparable here because the edit lies on cluster boundaries).
/// - `patternkit`: `TextEdit(text:range:replacement:).proposedText`, exact on UTF-16
///   units like `NSString` on Apple platforms.
@MainActor
enum TextEditCase {
    static let benchmark = BenchmarkCase(
        "textedit", "the text after replacing a range in the middle of a 4 KiB emoji-rich text",
        baseline: "nsstring"
    ) {
        let text = opaque(richText(utf8Bytes: 4096))
        let replaced = middleRange(of: text)
        let replacement = opaque("🙂 ok")
        let checks: [(String, (String) -> String?)] = [
            ("nsstring", { text in (text as NSString).replacingCharacters(in: replaced, with: replacement) }),
            (
                "range-in-string",
                { text in
                    guard let range = Range(replaced, in: text) else { return nil }
                    var copy = text
                    copy.replaceSubrange(range, with: replacement)
                    return copy
                }
            ),
            ("patternkit", { text in TextEdit(text: text, range: replaced, replacement: replacement).proposedText }),
        ]
        let expected = checks[0].1(text)
        for (name, edit) in checks {
            try VerificationFailure.check(
                edit(text) == expected, "textedit: \(name) gives a different text from nsstring")
        }
        return checks.map { name, edit in
            Variant(name) { iterations in
                var length = 0
                for _ in 0..<iterations {
                    length &+= edit(text)?.utf8.count ?? 0
                }
                blackHole(length)
            }
        }
    }

    /// Words, emoji and scripts repeated up to about `utf8Bytes` bytes.
    static func richText(utf8Bytes: Int) -> String {
        let pieces = [
            "Hello ", "👍🏽 ", "naïve café ", "👨‍👩‍👧‍👦 ", "🇮🇳🇷🇺🇨🇳 ", "हिन्दी ", "Ёлка ", "中文文本 ",
            "e\u{301}\u{302} ", "1234 ", "😀😃😄 ", "🏳️‍🌈 ",
        ]
        var text = ""
        var index = 0
        while text.utf8.count < utf8Bytes {
            text += pieces[index % pieces.count]
            index += 1
        }
        return text
    }

    /// Twelve characters from the middle, a range on grapheme cluster boundaries (so
    /// every variant, rounding or not, edits the same characters).
    static func middleRange(of text: String) -> NSRange {
        let utf16 = text.utf16
        let middle = text.index(text.startIndex, offsetBy: text.count / 2)
        let end = text.index(middle, offsetBy: 12)
        let location = utf16.distance(from: utf16.startIndex, to: middle)
        return NSRange(location: location, length: utf16.distance(from: middle, to: end))
    }
}
