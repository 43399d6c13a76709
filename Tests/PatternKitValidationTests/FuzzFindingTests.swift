import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

/// The eight promises coverage-guided fuzzing found broken (issue 14), each with the
/// issue's own example.
@Suite("Fuzz findings")
struct FuzzFindingTests {
    // MARK: 1–2. Patterns

    @Test(
        "A pattern with .ignoreMetacharacters matches its text literally and as a whole",
        arguments: [
            ("a.b", "a.b", true), ("a.b", "axb", false), ("a.b", "a.bc", false), ("(x)*", "(x)*", true),
            ("(x)*", "", false), ("\\d", "\\d", true), ("a.b", "A.B", false),
        ])
    func ignoreMetacharacters(pattern: String, input: String, valid: Bool) throws {
        let validator = try PatternValidator(pattern, options: [.ignoreMetacharacters])
        #expect(validator.isValid(input) == valid)
    }

    @Test("Literal patterns combine with other options")
    func ignoreMetacharactersCaseInsensitive() throws {
        let validator = try PatternValidator("a.b", options: [.ignoreMetacharacters, .caseInsensitive])
        #expect(validator.isValid("A.B"))
        #expect(!validator.isValid("A.Bx"))
    }

    @Test(
        "Valid patterns whose end would swallow an anchor compile and match whole texts",
        arguments: [
            ("\\Q", "", true), ("\\Q", "x", false),
            ("\\Qab", "ab", true), ("\\Qab", "abab", false), ("\\Qa)b", "a)b", true), ("\\Qa.b", "axb", false),
            ("(?x)a #c", "a", true), ("(?x)a #c", "a #c", false), ("(?x)a #c", "aa", false),
            ("(?x) a | b  # either", "b", true),
        ])
    func swallowingPatterns(pattern: String, input: String, valid: Bool) throws {
        let validator = try PatternValidator(pattern)
        #expect(validator.isValid(input) == valid)
    }

    @Test("A pattern ending in \\c compiles as NSRegularExpression compiles it")
    func trailingControlEscape() throws {
        let validator = try PatternValidator("p\\c")
        let expression = try NSRegularExpression(pattern: "p\\c")
        for input in ["p", "pc", "p\u{0}", "pp", "", "xp"] {
            let whole = NSRange(location: 0, length: input.utf16.count)
            let matchesWhole = expression.firstMatch(in: input, options: [.anchored], range: whole)?.range == whole
            #expect(validator.isValid(input) == matchesWhole, "\(input.debugDescription)")
        }
        #expect(!validator.isValid("xp"))
    }

    @Test(
        "A trailing \\c with comments allowed is not fooled by the newline that ends a comment (found by FuzzPatterns)",
        arguments: [
            NSRegularExpression.Options.allowCommentsAndWhitespace, [.allowCommentsAndWhitespace, .caseInsensitive],
        ])
    func trailingControlEscapeInCommentMode(options: NSRegularExpression.Options) throws {
        let validator = try PatternValidator("\\c", options: options)
        let expression = try NSRegularExpression(pattern: "\\c", options: options)
        for input in ["c", "C", "\n", "\u{0}", "", "cc"] {
            let whole = NSRange(location: 0, length: input.utf16.count)
            let matchesWhole = expression.firstMatch(in: input, options: [.anchored], range: whole)?.range == whole
            #expect(validator.isValid(input) == matchesWhole, "\(input.debugDescription)")
        }
    }

    @Test(
        "Invalid patterns are still an error when the validator is made",
        arguments: [
            "[0-9", "(", "a{2,1}", "*", "\\", "(?x)(a #)", "\\Qa\\E)",
        ])
    func invalidPatternsStillFail(pattern: String) {
        #expect {
            _ = try PatternValidator(pattern)
        } throws: { error in
            (error as? ValidationError)?.code == .invalidPattern
        }
    }

    @Test("Alternation and lazy quantifiers still match the whole text, not the first alternative")
    func wholeTextSemantics() throws {
        #expect(try PatternValidator("a|ab").isValid("ab"))
        #expect(try PatternValidator("a*?").isValid("aaa"))
        #expect(try PatternValidator("(a|ab)(c|bcd)").isValid("abcd"))
    }

    // MARK: 3. ASCII-only domains

    @Test("ASCII-only e-mail and URL rules do not take U+3002 for a dot")
    func ideographicFullStop() {
        #expect(!EmailValidator(allowsInternationalDomain: false).isValid("4@o\u{3002}m"))
        #expect(!URLValidator(allowsInternationalHost: false).isValid("https://e\u{3002}g"))
        #expect(!EmailValidator(allowsInternationalDomain: false).isValid("a@example\u{FF0E}com"))
        #expect(!URLValidator(allowsInternationalHost: false).isValid("https://example\u{FF61}com"))
        // The international rules still accept it, as Chinese and Japanese keyboards type it.
        #expect(EmailValidator().isValid("4@o\u{3002}com"))
        #expect(URLValidator().isValid("https://example\u{3002}com"))
    }

    // MARK: 4–5. Masks

    @Test("A mask never writes a lone combining mark after a literal")
    func combiningMarkSlot() {
        let mask = InputMask("#-L", slots: ["#": .asciiDigits, "L": .letters])
        let once = mask.sanitize("1\n\u{301}", cursor: 3)
        let twice = mask.sanitize(once.text, cursor: once.cursor)
        #expect(once.text == "1")
        #expect(twice == once)
        #expect(mask.sanitize("1\u{E9}") == "1-\u{E9}")  // a precomposed letter still fills it
        #expect(mask.sanitize("1e\u{301}") == "1-e\u{301}")  // so does a letter with its mark
    }

    @Test(
        "A mask stays idempotent around clusters, flags and line breaks",
        arguments: [
            "1\n\u{301}a", "1\r\n2", "1\u{1F1FA}\u{1F1F8}", "\u{301}\u{301}1", "1\n\u{200D}\u{1F600}",
            "1a\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}", "1\t\u{1F3FD}",
        ])
    func maskIdempotentAroundClusters(input: String) {
        let masks = [
            InputMask("#-L", slots: ["#": .asciiDigits, "L": .letters]),
            InputMask("#LL", slots: ["#": .asciiDigits, "L": .letters]),
            InputMask(
                "#-**",
                slots: ["#": .asciiDigits, "*": CharacterClass(generalCategories: [.otherSymbol, .nonspacingMark])]),
        ]
        for mask in masks {
            for cursor in 0...input.utf16.count {
                let once = mask.sanitize(input, cursor: cursor)
                #expect(
                    mask.sanitize(once.text, cursor: once.cursor) == once, "\(mask) \(input.debugDescription) \(cursor)"
                )
            }
        }
    }

    @Test("digitsOnly then a mask with a non-ASCII digit literal is idempotent")
    func nonASCIIDigitLiteral() {
        let chain = DigitsSanitizer().then(InputMask("+\u{667} ###"))
        let once = chain.sanitize("123")
        #expect(once == "+\u{667} 123")
        #expect(chain.sanitize(once) == once)
        #expect(chain.sanitize("\u{667}123") == "+\u{667} 123")
        let caret = chain.sanitize(once, cursor: 4)
        #expect(chain.sanitize(caret.text, cursor: caret.cursor) == caret)
    }

    // MARK: 6. Case

    @Test(
        "Locale-aware case mapping keeps U+0000 and what follows it",
        arguments: [
            ("a\u{0}b", "A\u{0}B"), ("\u{0}", "\u{0}"), ("a\u{0}", "A\u{0}"), ("\u{0}\u{0}x", "\u{0}\u{0}X"),
            ("a\u{0}\u{301}", "A\u{0}\u{301}"),
        ])
    func nulWithLocale(input: String, expected: String) {
        let upper = CaseSanitizer(.upper, locale: Locale(identifier: "en"))
        #expect(upper.sanitize(input) == expected)
        #expect(upper.sanitize(input, cursor: 0).text == expected)
        #expect(CaseSanitizer(.lower, locale: Locale(identifier: "en")).sanitize(expected) == input)
    }

    @Test(
        "Greek upper-casing is idempotent",
        arguments: [
            "ά\u{0}\u{301}", "a\u{0}\u{301}", "ή", "Άλφα", "ΐ", "ευχαριστώ", "ά\u{0}ή", "\u{0}\u{301}\u{301}",
        ])
    func greekIdempotent(input: String) {
        let upper = CaseSanitizer(.upper, locale: Locale(identifier: "el"))
        let once = upper.sanitize(input, cursor: 1)
        #expect(upper.sanitize(once.text, cursor: once.cursor) == once)
        #expect(upper.sanitize(upper.sanitize(input)) == upper.sanitize(input))
    }

    // MARK: 7. Whitespace

    @Test("Collapsing whitespace never leaves the caret inside a character")
    func caretInsideCluster() {
        let collapse = WhitespaceCollapsingSanitizer()
        let once = collapse.sanitize("o\t\u{1F3FD}", cursor: 2)
        #expect(once.text == "o \u{1F3FD}")
        #expect(once.cursor == 4)  // after " 🏽", which is one character
        #expect(collapse.sanitize(once.text, cursor: once.cursor) == once)
        #expect(once.text.index(once.text.startIndex, offsetBy: once.text.count) == once.cursorIndex)
    }

    // MARK: 8. Bounded work, no leaks

    @Test("A card brand is read from the first digits of a huge paste")
    func cardBrandReadsAPrefix() {
        let huge = "4242 4242" + String(repeating: "4", count: 200_000)
        #expect(CardBrand(cardNumber: huge) == .visa)
        #expect(CardBrand(cardNumber: String(repeating: " ", count: 200_000) + "4") == nil)
        #expect(CardBrand(cardNumber: "67" + String(repeating: "x", count: 200_000)) == .maestro)
    }

    @Test(
        "Character classes of non-ASCII characters answer like before",
        arguments: [
            ("αβγ", "βαγ", true), ("αβγ", "αδ", false), ("€$", "$€€", true), ("😀", "😀", true), ("😀", "😁", false),
        ])
    func nonASCIIClasses(members: String, input: String, allowed: Bool) {
        let characterClass = CharacterClass(charactersIn: members)
        #expect(characterClass.allows(input) == allowed)
        #expect(characterClass == CharacterClass(charactersIn: members))
        #expect(characterClass.union(.asciiDigits).allows(input + "1") == allowed)
        #expect(characterClass.union(CharacterClass(CharacterSet(charactersIn: "ж"))).allows(input + "ж") == allowed)
    }
}
