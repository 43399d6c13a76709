import PatternKitValidation
import Testing

@Suite("Required and length rules")
struct TextRuleTests {
    @Test(
        "Required rejects empty and blank text; notEmpty only empty text",
        arguments: [
            ("", ValidationError.Code.required, ValidationError.Code.required), (" ", .blank, nil),
            ("\t\n\r ", .blank, nil),
            ("\u{A0}\u{2003}\u{3000}", .blank, nil), ("\u{200B}\u{200D}\u{FEFF}\u{200F}", .blank, nil),
            ("\u{0}", .blank, nil),
            ("a", nil, nil), (" a ", nil, nil), ("\u{301}", nil, nil), ("🙂", nil, nil), ("ـ", nil, nil),
        ] as [(String, ValidationError.Code?, ValidationError.Code?)])
    func required(text: String, required: ValidationError.Code?, notEmpty: ValidationError.Code?) {
        #expect(RequiredValidator.required.code(text) == required)
        #expect(RequiredValidator.notEmpty.code(text) == notEmpty)
    }

    @Test(
        "Length counts user-perceived characters by default",
        arguments: [
            ("", 0, 0, 0, 0), ("abc", 3, 3, 3, 3), ("é", 1, 1, 1, 2), ("e\u{301}", 1, 2, 2, 3), ("👍🏽", 1, 2, 4, 8),
            ("👨‍👩‍👧‍👦", 1, 7, 11, 25), ("🇮🇳", 1, 2, 4, 8), ("हिन्दी", 2, 6, 6, 18), ("Ёлка", 4, 4, 4, 8), ("中文", 2, 2, 2, 6),
            ("\r\n", 1, 2, 2, 2), ("👍🏽 e\u{301}", 3, 5, 7, 12),  // the last: TextUnit's documentation example
        ] as [(String, Int, Int, Int, Int)])
    func units(text: String, characters: Int, scalars: Int, utf16: Int, utf8: Int) {
        for (unit, count) in [
            (TextUnit.characters, characters), (.unicodeScalars, scalars), (.utf16, utf16), (.utf8, utf8),
        ] {
            #expect(LengthValidator(exactly: count, unit: unit).isValid(text), "\(unit)")
            #expect(!LengthValidator(exactly: count + 1, unit: unit).isValid(text), "\(unit)")
            #expect(LengthValidator(min: count, max: count, unit: unit).failures(text) == [], "\(unit)")
            let error = LengthValidator(exactly: count + 1, unit: unit).firstFailure(text)
            #expect(error?.code == .wrongLength)
            #expect(error?.parameters[.count] == .int(count))
            #expect(error?.parameters[.expected] == .int(count + 1))
            #expect(error?.parameters[.unit] == .string(unit.rawValue))
            // The unit counts on its own as the rule does, stopping at a limit when asked.
            #expect(unit.length(of: text) == count, "\(unit)")
            #expect(unit.length(of: text, upTo: count + 1) == count, "\(unit)")
            #expect(unit.length(of: text, upTo: max(count - 1, 0)) == max(count - 1, 0), "\(unit)")
            #expect(unit.length(of: text, upTo: -1) == 0, "\(unit)")
        }
    }

    @Test(
        "What a truncating sanitizer keeps, the length rule of the same unit and limit accepts",
        arguments: TextUnit.allCases)
    func truncationAgreesWithLength(unit: TextUnit) {
        let texts = ["Hello, world", "👨‍👩‍👧‍👦👍🏽e\u{301}🇮🇳", "हिन्दी Ёлка 中文\r\n", ""]
        for text in texts {
            for limit in 0...12 {
                let kept = TruncatingSanitizer(maximumLength: limit, unit: unit).sanitize(text)
                #expect(LengthValidator(max: limit, unit: unit).isValid(kept), "\(unit) \(limit) \(text)")
                #expect(text.hasPrefix(kept))
                // Nothing that would still fit was cut: the next character would exceed the limit.
                if kept != text {
                    let next = text[text.index(text.startIndex, offsetBy: kept.count)]
                    #expect(unit.length(of: kept + String(next)) > limit, "\(unit) \(limit) \(text)")
                }
            }
        }
    }

    @Test("A maximum of Int.max is no maximum in every unit", arguments: TextUnit.allCases)
    func unboundedMaximum(unit: TextUnit) {
        let rule = LengthValidator(min: 1, max: .max, unit: unit)
        #expect(rule.isValid("abc"))
        #expect(rule.code("") == .tooShort)
        #expect(TruncatingSanitizer(maximumLength: .max, unit: unit).sanitize("abc") == "abc")
    }

    @Test("Minimum, maximum and ranges report the bound and the count")
    func bounds() {
        let nickname = LengthValidator(3...20)
        #expect(nickname.isValid("Ада") && nickname.isValid(String(repeating: "x", count: 20)))
        let short = nickname.firstFailure("Ли")
        #expect(short?.code == .tooShort)
        #expect(short?.parameters == [.minimum: 3, .maximum: 20, .count: 2, .unit: "characters"])
        let long = nickname.firstFailure(String(repeating: "я", count: 21))
        #expect(long?.code == .tooLong)
        #expect(long?.parameters[.count] == 21)
        let tweet: some Validator<String> = .length(max: 5)
        #expect(tweet.isValid("") && tweet.isValid("12345") && !tweet.isValid("123456"))
        let password: some Validator<String> = .length(min: 8)
        #expect(!password.isValid("1234567") && password.isValid(String(repeating: "1", count: 1000)))
        let bytes: some Validator<String> = .length(max: 4, unit: .utf8)
        #expect(bytes.isValid("ab€") == false && bytes.isValid("a€"))
        let impossible = LengthValidator(min: 5, max: 2)
        #expect(!impossible.isValid("") && !impossible.isValid("abc") && !impossible.isValid("abcdefg"))
        #expect(impossible.code("abc") == .tooShort)
        #expect(impossible.code("abcdefg") == .tooLong)
        #expect(LengthValidator().isValid("anything"))
        #expect(!LengthValidator().isPerCharacter)
    }

    @Test("A 10 MB paste is measured correctly and the error reports its full length")
    func hugeText() {
        let paste = String(repeating: "é", count: 5 * 1024 * 1024)
        let rule = LengthValidator(max: 100)
        #expect(!rule.isValid(paste))
        #expect(rule.firstFailure(paste)?.parameters[.count] == .int(5 * 1024 * 1024))
        #expect(LengthValidator(min: 10).isValid(paste))
    }

    @Test("Messages name the bound in every language")
    func messages() {
        let error = LengthValidator(min: 3).firstFailure("ab")
        #expect(error?.localizedFailureReason(in: "en") == "The input is too short: the minimum is 3 characters")
        #expect(error?.localizedFailureReason(in: "hi") == "इनपुट बहुत छोटा है: कम से कम 3 वर्ण होने चाहिए")
        #expect(error?.localizedFailureReason(in: "ru") == "Значение слишком короткое: минимум 3 символа")
        #expect(error?.localizedFailureReason(in: "zh-Hans") == "输入太短：最少 3 个字符")
        #expect(RequiredValidator.required.firstFailure("")?.localizedFailureReason(in: "zh-Hans") == "输入不能为空")
    }
}
