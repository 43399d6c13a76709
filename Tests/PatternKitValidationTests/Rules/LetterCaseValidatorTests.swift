import PatternKitValidation
import Testing

@Suite("Letter case rule")
struct LetterCaseValidatorTests {
    /// Includes SwiftValidators' isLowercase vectors.
    @Test(
        "Lowercase",
        arguments: [
            ("aaaaaa a a aa  aa", true), ("ada_lovelace 1815", true), ("straße", true), ("ёлка", true), ("αθηνα", true),
            ("", true), ("123 !?", true), ("東京", true), ("👍🏽", true), ("cafe\u{301}", true),
            ("aA_asfaf", false), ("aaaa aaa A", false), ("Ёлка", false), ("αΘ", false), ("ǅ", false), ("ÉCOLE", false),
        ])
    func lowercase(input: String, valid: Bool) {
        #expect(LetterCaseValidator.lowercase.isValid(input) == valid)
        #expect(LetterCaseValidator.lowercase.failures(input).map(\.code) == (valid ? [] : [.notLowercase]))
    }

    /// Includes SwiftValidators' isUppercase vectors.
    @Test(
        "Uppercase",
        arguments: [
            ("AAAAAAA", true), ("SW1A 1AA", true), ("ΑΘΗΝΑ", true), ("ЁЛКА", true), ("", true), ("123 !?", true),
            ("東京", true), ("E\u{301}COLE", true),
            ("AAAAAAAaaa", false), ("sw1a", false), ("ß", false), ("ǅ", false), ("Ёлка", false),
        ])
    func uppercase(input: String, valid: Bool) {
        #expect(LetterCaseValidator.uppercase.isValid(input) == valid)
        #expect(LetterCaseValidator.uppercase.failures(input).map(\.code) == (valid ? [] : [.notUppercase]))
    }

    @Test("The error names the first character in the other case and where it is")
    func errorParameters() {
        let lower = LetterCaseValidator.lowercase.firstFailure("ada Lovelace")
        #expect(lower?.parameters[.character] == "L")
        #expect(lower?.parameters[.utf16Offset] == 4)
        let upper = LetterCaseValidator.uppercase.firstFailure("ÉCOLE 👍🏽 École")
        #expect(upper?.parameters[.character] == "c")
        #expect(upper?.parameters[.utf16Offset] == 12)
        #expect(lower?.localizedFailureReason(in: "en") == "The input must be in lowercase")
        #expect(upper?.localizedFailureReason(in: "zh-Hans") == "输入必须全部为大写")
    }

    @Test(
        "A sanitizer's output passes the matching rule",
        arguments: ["Ada Lovelace", "STRASSE straße", "ǅemal", "İstanbul"])
    func sanitizedTextPasses(input: String) {
        #expect(LetterCaseValidator.lowercase.isValid(CaseSanitizer.lowercased.sanitize(input)))
        #expect(LetterCaseValidator.uppercase.isValid(CaseSanitizer.uppercased.sanitize(input)))
    }
}
