import Foundation
import PatternKitValidation
import PropertyBased
import Testing

@Suite("Sanitizer properties")
struct SanitizerPropertyTests {
    static let masks = [
        InputMask("(###) ###-####"), InputMask("#### #### #### ####"), InputMask("+7 (###) ###-##-##"),
        InputMask("@@## ###"), InputMask("(###)"), InputMask("###-1##"), InputMask("\\#***"),
    ]

    /// Every built-in sanitizer, and the chains the documentation shows.
    static let sanitizers: [(name: String, sanitizer: AnySanitizer)] =
        [
            ("keeping", AnySanitizer(.keeping(.asciiAlphanumerics))),
            ("keeping letters", AnySanitizer(.keeping(.letters))),
            ("digitsOnly", AnySanitizer(.digitsOnly)),
            ("trimming", AnySanitizer(.trimmingWhitespace)),
            ("trimming leading", AnySanitizer(.trimmingWhitespace(.leading))),
            ("trimming trailing", AnySanitizer(.trimmingWhitespace(.trailing))),
            ("collapsing", AnySanitizer(.collapsingWhitespace)),
            ("truncated 5", AnySanitizer(.truncated(to: 5))),
            ("truncated 7 utf16", AnySanitizer(.truncated(to: 7, unit: .utf16))),
            ("truncated 9 utf8", AnySanitizer(.truncated(to: 9, unit: .utf8))),
            ("truncated 4 scalars", AnySanitizer(.truncated(to: 4, unit: .unicodeScalars))),
            ("uppercased", AnySanitizer(.uppercased)),
            ("lowercased", AnySanitizer(.lowercased)),
            ("uppercased tr", AnySanitizer(.uppercased(locale: Locale(identifier: "tr")))),
            ("lowercased tr", AnySanitizer(.lowercased(locale: Locale(identifier: "tr")))),
            ("trim+collapse", AnySanitizer(.trimmingWhitespace.then(.collapsingWhitespace))),
            ("collapse+trim", AnySanitizer(.collapsingWhitespace.then(.trimmingWhitespace))),
            ("digits+card", AnySanitizer(.digitsOnly.then(InputMask("#### #### #### ####")))),
            ("digits+ru phone", AnySanitizer(.digitsOnly.then(InputMask("+7 (###) ###-##-##")))),
            ("upper+mask", AnySanitizer(.uppercased.then(InputMask("@@## ###")))),
            ("closure deleting", AnySanitizer { $0.filter { !$0.isWhitespace } }),
            ("closure inserting", AnySanitizer { InputMask("(###) ###-####").sanitize($0) }),
            ("closure rewriting", AnySanitizer { $0.uppercased() }),
        ] + masks.map { ("mask \($0)", AnySanitizer($0)) }

    @Test("Every sanitizer is idempotent", arguments: sanitizers.indices)
    func idempotent(index: Int) async {
        let sanitizer = Self.sanitizers[index].sanitizer
        await propertyCheck(count: 200, input: TextGen.text) { text in
            let once = sanitizer.sanitize(text)
            #expect(sanitizer.sanitize(once) == once, "\(Self.sanitizers[index].name): \(String(reflecting: text))")
            // The tracked and the plain paths give the same text.
            #expect(sanitizer.sanitize(text, cursor: 0).text == once)
        }
    }

    @Test(
        "The caret stays inside the text, on a scalar boundary, in order, and ends stay ends",
        arguments: sanitizers.indices)
    func caretMapping(index: Int) async {
        let sanitizer = Self.sanitizers[index].sanitizer
        await propertyCheck(input: TextGen.text, Gen.int(in: -3...60), Gen.int(in: -3...60)) { text, first, second in
            let a = sanitizer.sanitize(text, cursor: min(first, second))
            let b = sanitizer.sanitize(text, cursor: max(first, second))
            for result in [a, b] {
                #expect((0...result.text.utf16.count).contains(result.cursor))
                #expect(result.cursorIndex.samePosition(in: result.text.unicodeScalars) != nil)
            }
            #expect(a.cursor <= b.cursor, "\(Self.sanitizers[index].name)")
            #expect(sanitizer.sanitize(text, cursor: 0).cursor == 0)
            let end = sanitizer.sanitize(text, cursor: text.utf16.count)
            #expect(end.cursor == end.text.utf16.count)
        }
    }

    @Test("Mask carets land between whole characters, even in text full of emoji", arguments: masks.indices)
    func maskCaretOnCharacterBoundary(index: Int) async {
        let mask = Self.masks[index]
        await propertyCheck(input: TextGen.text, Gen.int(in: -3...60)) { text, cursor in
            let result = mask.sanitize(text, cursor: cursor)
            #expect((0...result.text.utf16.count).contains(result.cursor))
            #expect(result.cursorIndex.samePosition(in: result.text) != nil)
        }
    }

    @Test("Typing a digit anywhere in a phone number puts it right before the caret")
    func typingPutsTheDigitBeforeTheCaret() async {
        let mask = InputMask("(###) ###-####")
        await propertyCheck(input: TextGen.partialPhoneDigits, Gen.int(in: 0...20), Gen.number) { raw, at, digit in
            let formatted = mask.sanitize(raw)
            let location = min(at, formatted.utf16.count)
            let edit = TextEdit(
                text: formatted, range: NSRange(location: location, length: 0), replacement: String(digit))
            let result = try mask.apply(edit)
            let beforeCaret = String(result.text[..<result.cursorIndex])
            #expect(beforeCaret.last == digit)
            // The digits before the caret are those that were before it, plus the new one.
            let wereBefore = mask.rawValue(of: String(formatted.utf16.prefix(location))!)
            #expect(mask.rawValue(of: beforeCaret) == wereBefore + String(digit))
            #expect(mask.rawValue(of: result.text).count == raw.count + 1)
        }
    }

    /// A phone mask, alone and behind `.digitsOnly`: the chain must edit as the mask does.
    static let phoneFormatters: [(name: String, sanitizer: AnySanitizer)] = [
        ("mask", AnySanitizer(InputMask("(###) ###-####"))),
        ("digits+mask", AnySanitizer(.digitsOnly.then(InputMask("(###) ###-####")))),
    ]

    @Test("Backspace always removes exactly one digit from a phone number", arguments: phoneFormatters.indices)
    func backspaceRemovesOneDigit(index: Int) async {
        let mask = InputMask("(###) ###-####")
        let formatter = Self.phoneFormatters[index].sanitizer
        await propertyCheck(input: TextGen.phoneDigits, Gen.int(in: 1...20)) { raw, at in
            let formatted = mask.sanitize(raw)
            guard !raw.isEmpty else { return }
            let location = min(at, formatted.utf16.count)
            guard mask.rawValue(of: String(formatted.utf16.prefix(location))!).count > 0 else { return }
            let edit = TextEdit(text: formatted, range: NSRange(location: location - 1, length: 1), replacement: "")
            let result = try formatter.apply(edit)
            #expect(mask.rawValue(of: result.text).count == raw.count - 1, "\(Self.phoneFormatters[index].name)")
        }
    }
}
