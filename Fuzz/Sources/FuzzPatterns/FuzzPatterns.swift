import Foundation
// Fuzzes PatternValidator with fuzzed patterns, options and inputs. Promises: every
// pattern NSRegularExpression compiles is accepted (else code 1099 names it), and the
// validator matches the whole text: a pattern whose anchored match covers the whole
// input accepts it; a match covering less than the whole is not a full match.
//
// Regular expressions backtrack, so this target has no linear-time limit; inputs are
// capped at 4 KB and libFuzzer's -timeout catches a hang.
import FuzzSupport
import PatternKitValidation

private let optionChoices: [NSRegularExpression.Options] = [
    [], [.caseInsensitive], [.allowCommentsAndWhitespace], [.ignoreMetacharacters], [.dotMatchesLineSeparators],
    [.anchorsMatchLines], [.useUnicodeWordBoundaries], [.caseInsensitive, .allowCommentsAndWhitespace],
]

/// Patterns issue 14 #2 already reports: the pattern swallows the wrapper's `)\z`
/// (searched in UTF-8, since `\Q` followed by a combining mark is one `Character`).
private func swallowsWrapper(_ pattern: String) -> Bool {
    ["\\Q", "\\c", "#", "(?x"].contains { containsBytes(pattern, $0) }
}

private func containsBytes(_ text: String, _ part: String) -> Bool {
    let bytes = Array(text.utf8)
    let needle = Array(part.utf8)
    guard bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
}

private func fuzzPattern(_ input: inout FuzzInput) {
    let options = input.pick(optionChoices)
    let pattern = input.string(upTo: 48)
    let text = String(input.rest().prefix(4096))
    guard let plain = try? NSRegularExpression(pattern: pattern, options: options) else {
        // Not a pattern: the validator must refuse it too, with code 1099 naming it.
        do {
            _ = try PatternValidator(pattern, options: options)
            Fuzz.fail("PatternValidator accepted \(Fuzz.quoted(pattern)), which NSRegularExpression refuses")
        } catch {
            Fuzz.require(error.code == .invalidPattern, "PatternValidator threw \(error.code) for a bad pattern")
            Fuzz.require(
                error.parameters[.pattern]?.stringValue == pattern, "PatternValidator's 1099 does not name the pattern")
        }
        return
    }
    let validator: PatternValidator
    do {
        validator = try PatternValidator(pattern, options: options)
    } catch {
        Fuzz.require(
            false,
            "PatternValidator refused \(Fuzz.quoted(pattern)) (options \(options.rawValue)), which compiles: \(error.code)",
            unless: swallowsWrapper(pattern), known: "issue 14 #2, the pattern swallows the wrapper's )\\z"
        )
        return
    }
    let valid = Fuzz.verdict("pattern", validator, text, limit: nil)
    let whole = NSRange(location: 0, length: text.utf16.count)
    let match = plain.firstMatch(in: text, options: [.anchored], range: whole)
    let knownLiteral = options.contains(.ignoreMetacharacters)
    if let match, match.range == whole {
        Fuzz.require(
            valid,
            "pattern \(Fuzz.quoted(pattern)) (options \(options.rawValue)) matches all of \(Fuzz.quoted(text)) but the validator refuses it",
            unless: knownLiteral || swallowsWrapper(pattern),
            known: "issue 14 #1/#2, the wrapper becomes literal or is swallowed"
        )
    }
    if valid {
        // A whole match exists, so an unanchored search finds some match.
        Fuzz.require(
            plain.firstMatch(in: text, options: [], range: whole) != nil,
            "pattern \(Fuzz.quoted(pattern)) accepts \(Fuzz.quoted(text)) but matches nothing in it",
            unless: knownLiteral || swallowsWrapper(pattern),
            known: "issue 14 #1/#2, the wrapper becomes literal or is swallowed"
        )
    }
    if knownLiteral, !options.contains(.caseInsensitive) {
        Fuzz.require(
            valid == (text == pattern),
            "pattern \(Fuzz.quoted(pattern)) with .ignoreMetacharacters: \(valid) for \(Fuzz.quoted(text))",
            unless: true, known: "issue 14 #1, .ignoreMetacharacters makes the wrapper literal"
        )
    }
}

/// libFuzzer's callback.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    fuzzPattern(&input)
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`).
@_cdecl("FuzzPatterns_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzz.main(argc, argv, testOneInput)
}
