import PatternKitValidation
import Testing

@Suite("Password policy rule")
struct PasswordPolicyValidatorTests {
    static let strict = PasswordPolicyValidator(
        minimumLength: 10, maximumLength: 20, lowercase: 1, uppercase: 1, digits: 2, symbols: 1, maximumRepeats: 2,
        allowsWhitespace: false)

    @Test(
        "Every unmet requirement is reported, in the policy's order",
        arguments: [
            ("Correct-Horse42", [PasswordRequirement]()),
            ("secret", [.minimumLength(10), .uppercase(1), .digits(2), .symbols(1)]),
            ("SECRET-PASSWORD-42", [.lowercase(1)]),
            ("Secret-Password-x", [.digits(2)]),
            ("Secret Password 42!", [.noWhitespace]),
            ("Secreeet-Password-42", [.maximumRepeats(2)]),
            ("Very-Long-Password-Indeed-42", [.maximumLength(20)]),
            ("", [.minimumLength(10), .lowercase(1), .uppercase(1), .digits(2), .symbols(1)]),
        ])
    func unmet(password: String, expected: [PasswordRequirement]) {
        #expect(Self.strict.unmetRequirements(in: password) == expected)
        #expect(Self.strict.failures(password).map(\.code) == expected.map(\.code))
        #expect(Self.strict.isValid(password) == expected.isEmpty)
        #expect(Self.strict.code(password) == expected.first?.code)
    }

    @Test("Errors carry the bound and what the password has")
    func parameters() {
        let errors = Self.strict.failures("Abc d1")
        #expect(
            errors.map(\.code) == [
                .passwordTooShort, .passwordNeedsDigits, .passwordNeedsSymbols, .passwordContainsWhitespace,
            ])
        #expect(errors[0].parameters == [.minimum: 10, .count: 6])
        #expect(errors[1].parameters == [.minimum: 2, .count: 1])
        #expect(errors[3].parameters == [.utf16Offset: 3])
        #expect(Self.strict.failures("Paaassword-42").first?.parameters == [.maximum: 2, .count: 3])
    }

    @Test(
        "Characters are classified in every script",
        arguments: [
            ("Ёлка", 1, 3, 4, 0, 0), ("ǅungla", 1, 5, 6, 0, 0), ("हिन्दी१२", 0, 0, 2, 2, 0), ("中文密码٣", 0, 0, 4, 1, 0),
            ("€🙂½!", 0, 0, 0, 0, 4), ("straße", 0, 6, 6, 0, 0), ("e\u{301}É", 1, 1, 2, 0, 0),
        ])
    func classes(password: String, uppercase: Int, lowercase: Int, letters: Int, digits: Int, symbols: Int) {
        // Each count passes as a minimum and fails one above it.
        let counts: [(Int, (Int) -> PasswordRequirement)] = [
            (uppercase, PasswordRequirement.uppercase), (lowercase, PasswordRequirement.lowercase),
            (letters, PasswordRequirement.letters), (digits, PasswordRequirement.digits),
            (symbols, PasswordRequirement.symbols),
        ]
        for (count, requirement) in counts {
            if count > 0 {
                #expect(
                    PasswordPolicyValidator(requirements: [requirement(count)]).isValid(password),
                    "\(requirement(count))")
            }
            #expect(
                !PasswordPolicyValidator(requirements: [requirement(count + 1)]).isValid(password),
                "\(requirement(count + 1))")
        }
    }

    @Test("The default follows NIST SP 800-63B: 8 to 64 characters, no composition rules")
    func defaults() {
        let policy: some Validator<String> = .password
        #expect(policy.isValid("correct horse battery staple"))
        #expect(policy.isValid("пароль12"))
        #expect(policy.code("1234567") == .passwordTooShort)
        #expect(policy.code(String(repeating: "x", count: 65)) == .passwordTooLong)
        #expect(PasswordPolicyValidator().requirements == [.minimumLength(8), .maximumLength(64)])
        // Length counts characters: eight family emoji are eight characters.
        #expect(policy.isValid(String(repeating: "👨‍👩‍👧‍👦", count: 8)))
    }

    @Test("A checklist can label each requirement in every language")
    func checklist() {
        let policy = PasswordPolicyValidator.password(minimumLength: 12, uppercase: 1, symbols: 1)
        let labels = policy.requirements.map { $0.error.localizedFailureReason(in: "ru") }
        #expect(
            labels == [
                "Пароль слишком короткий: минимум 12 символов", "Пароль слишком длинный: максимум 64 символа",
                "Пароль должен содержать хотя бы 1 заглавную букву",
                "Пароль должен содержать хотя бы 1 специальный символ",
            ])
        #expect(PasswordRequirement.digits(2).error.localizedFailureReason(in: "zh-Hans") == "密码必须至少包含 2 个数字")
        #expect(PasswordRequirement.noWhitespace.error.localizedFailureReason(in: "hi") == "पासवर्ड में रिक्त स्थान नहीं होने चाहिए")
    }
}

extension PasswordPolicyValidatorTests {
    /// Every kind of requirement, with a count of 1 where it has one and with a larger one.
    static let everyRequirement: [PasswordRequirement] = [
        .minimumLength(8), .maximumLength(64), .lowercase(1), .lowercase(2), .uppercase(1), .uppercase(3),
        .letters(1), .letters(4), .digits(1), .digits(2), .symbols(1), .symbols(2), .maximumRepeats(3), .noWhitespace,
    ]

    @Test(
        "Short checklist labels, in every language",
        arguments: [
            (
                "en",
                [
                    "8+ characters", "≤ 64 characters", "lowercase", "2+ lowercase", "uppercase", "3+ uppercase",
                    "letter", "4+ letters", "digit", "2+ digits", "symbol", "2+ symbols", "≤ 3 in a row", "no spaces",
                ]
            ),
            (
                "hi",
                [
                    "8+ वर्ण", "अधिकतम 64 वर्ण", "छोटा अक्षर", "2+ छोटे अक्षर", "बड़ा अक्षर", "3+ बड़े अक्षर",
                    "अक्षर", "4+ अक्षर", "अंक", "2+ अंक", "विशेष वर्ण", "2+ विशेष वर्ण", "लगातार अधिकतम 3", "रिक्त स्थान नहीं",
                ]
            ),
            (
                "ru",
                [
                    "от 8 символов", "до 64 символов", "строчная буква", "от 2 строчных букв", "заглавная буква",
                    "от 3 заглавных букв", "буква", "от 4 букв", "цифра", "от 2 цифр", "спецсимвол",
                    "от 2 спецсимволов",
                    "не более 3 подряд", "без пробелов",
                ]
            ),
            (
                "zh-Hans",
                [
                    "至少 8 个字符", "最多 64 个字符", "小写字母", "至少 2 个小写字母", "大写字母", "至少 3 个大写字母",
                    "字母", "至少 4 个字母", "数字", "至少 2 个数字", "特殊字符", "至少 2 个特殊字符", "连续重复不超过 3 次", "不含空格",
                ]
            ),
        ])
    func checklistLabels(language: String, expected: [String]) {
        let labels = Self.everyRequirement.map { $0.localizedChecklistLabel(in: language) }
        #expect(labels == expected)
        for (requirement, label) in zip(Self.everyRequirement, labels) {
            #expect(
                label.count < requirement.error.localizedFailureReason(in: language).count, "shorter than the reason")
        }
    }

    @Test("Checklist labels follow the chosen language, like the error messages")
    func checklistLabelLanguage() {
        let label = ValidationLocalization.scopedLanguage.withValue("ru") {
            PasswordRequirement.digits(1).localizedChecklistLabel()
        }
        #expect(label == "цифра")
        let swedish = ValidationLocalization.scopedLanguage.withValue("en") {
            PasswordRequirement.digits(1).localizedChecklistLabel(in: "sv")
        }
        #expect(swedish == "digit", "no Swedish: the next language in line")
    }

    /// A policy no password meets, so every error reports what was counted.
    static let counter = PasswordPolicyValidator(requirements: [
        .minimumLength(.max), .lowercase(.max), .uppercase(.max), .letters(.max), .digits(.max), .symbols(.max),
        .maximumRepeats(0), .noWhitespace,
    ])

    static func counts(_ password: String) -> [ValidationError.Code: Int] {
        var counts: [ValidationError.Code: Int] = [:]
        for error in counter.failures(password) {
            counts[error.code] = (error.parameters[.count] ?? error.parameters[.utf16Offset])?.intValue
        }
        return counts
    }

    @Test(
        "ASCII passwords are counted exactly as Characters are",
        arguments: [
            "Aa1!", "\r\n", "a\r\nb", "\r\r\n", "\r\n\r\n", "aa\r\n\r\n\r\nbb", "tab\there", "\u{0}\u{1F}\u{7F}",
            "  x  ",
            "ZZZzzz999", "~`!@#$%^&*()_+-={}[]|\\:;\"'<>,.?/", "",
        ])
    func asciiFastPath(password: String) {
        // Appending "ü" forces the Character path: one more character, lowercase letter and letter.
        var expected = Self.counts(password)
        for code in [ValidationError.Code.passwordTooShort, .passwordNeedsLowercase, .passwordNeedsLetters] {
            expected[code, default: 0] += 1
        }
        expected[.passwordRepeatsCharacters] = max(expected[.passwordRepeatsCharacters] ?? 0, 1)
        #expect(Self.counts(password + "ü") == expected)
    }

    @Test("A long password counts every character however often it repeats (each kind is classified once)")
    func longRepetitivePassword() {
        let unit = "Éé1 ǅ!ж७🙂e\u{301}"
        let once = Self.counts(unit)
        let many = Self.counts(String(repeating: unit, count: 1000))
        for (code, count) in once where code != .passwordContainsWhitespace && code != .passwordRepeatsCharacters {
            #expect(many[code] == count * 1000, "\(code)")
        }
        #expect(many[.passwordContainsWhitespace] == 3, "the first whitespace's UTF-16 offset")
    }

    @Test(
        "Canonically equal characters repeat each other, whatever their form",
        arguments: [
            ("xée\u{301}é", 3), ("e\u{301}e\u{301}x", 2), ("éèé", 1), ("ǅǅDž", 2),
        ])
    func canonicalRepeats(password: String, longestRun: Int) {
        #expect(Self.counts(password)[.passwordRepeatsCharacters] == longestRun)
    }
}
