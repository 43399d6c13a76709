import PatternKitValidation
import Testing

@Suite("E-mail rule")
struct EmailValidatorTests {
    @Test(
        "Addresses people use pass",
        arguments: [
            "simple@example.com", "very.common@example.com", "x@example.com", "ADA@EXAMPLE.COM", "Ada@GMail.Com",
            "long.email-address-with-hyphens@and.subdomains.example.com", "user.name+tag+sorting@example.com",
            "name/surname@example.com", "admin@example-domain.co.uk", "!#$%&'*+-/=?^_`{|}~@example.org",
            "user@xn--80ak6aa92e.com", "user@a-b.c-d.example", "1234567890@example.com", "user@example.c0m",
            // Internationalized local parts and domains (RFC 6531, IDNA).
            "info@müller.de", "Dörte@Sörensen.example", "用户@例子.中国", "почта@пример.рф", "उपयोगकर्ता@उदाहरण.भारत",
            "θσερ@εχαμπλε.ψομ", "user@例子。中国", "user@例子．中国", "😀@example.com", "δοκιμή@παράδειγμα.δοκιμή",
        ])
    func valid(address: String) {
        #expect(EmailValidator().failures(address) == [])
        #expect(EmailValidator().isValid(address))
    }

    @Test(
        "Malformed addresses fail with code 1150 and say why",
        arguments: [
            ("", "missingAt", nil), ("plainaddress", "missingAt", nil), ("user＠example.com", "missingAt", nil),
            ("@example.com", "emptyLocalPart", nil), ("user@", "emptyDomain", nil),
            ("user@@example.com", "multipleAt", 5), ("a@b@c.com", "multipleAt", 3),
            (".user@example.com", "misplacedDot", 0), ("user.@example.com", "misplacedDot", 4),
            ("us..er@example.com", "misplacedDot", 3), ("user name@example.com", "invalidLocalCharacter", 4),
            ("user,name@example.com", "invalidLocalCharacter", 4), ("\"john doe\"@example.com", "quotedLocalPart", 0),
            ("us\u{202E}er@example.com", "invalidLocalCharacter", 2), ("user«@example.com", "invalidLocalCharacter", 4),
            ("user@[192.168.0.1]", "addressLiteral", 5), ("user@example..com", "emptyLabel", 13),
            ("user@example.com.", "emptyLabel", 17), ("user@.example.com", "emptyLabel", 5),
            ("user@-example.com", "misplacedHyphen", 5), ("user@example-.com", "misplacedHyphen", 5),
            ("user@exa_mple.com", "invalidDomainCharacter", 8), ("user@exa mple.com", "invalidDomainCharacter", 8),
            ("user@example.com\u{0}", "invalidDomainCharacter", 16), ("user@例子.中国🙂", "invalidDomainCharacter", 10),
            ("user@\u{301}a.com", "invalidDomainCharacter", 5), ("user@localhost", "missingTopLevelDomain", nil),
            ("user@192.168.0.1", "numericTopLevelDomain", 15), ("user@example.com ", "invalidDomainCharacter", 16),
            (" user@example.com", "invalidLocalCharacter", 0),
        ] as [(String, String, Int?)])
    func invalid(address: String, problem: String, offset: Int?) {
        let error = EmailValidator().firstFailure(address)
        #expect(error?.code == .email)
        #expect(error?.problem == problem)
        #expect(error?.parameters[.utf16Offset]?.intValue == offset)
    }

    @Test("Length limits: 64 bytes before the @, 63 per label, 254 in all (in ASCII form)")
    func limits() {
        let rule = EmailValidator()
        let local64 = String(repeating: "a", count: 64)
        #expect(rule.isValid(local64 + "@example.com"))
        #expect(rule.firstFailure(local64 + "a@example.com")?.problem == "localPartTooLong")
        // 64 bytes of UTF-8 are 32 Cyrillic letters.
        #expect(rule.isValid(String(repeating: "я", count: 32) + "@example.com"))
        #expect(rule.firstFailure(String(repeating: "я", count: 33) + "@example.com")?.problem == "localPartTooLong")
        let label63 = String(repeating: "b", count: 63)
        #expect(rule.isValid("user@\(label63).com"))
        #expect(rule.firstFailure("user@\(label63)b.com")?.problem == "labelTooLong")
        // A Unicode label is measured in its xn-- form: 57 "ü" are "xn--tda…" of 63 bytes, 58 are 64.
        #expect(rule.isValid("user@" + String(repeating: "ü", count: 57) + ".de"))
        #expect(rule.firstFailure("user@" + String(repeating: "ü", count: 58) + ".de")?.problem == "labelTooLong")
        // 64 + 1 + 189 = 254 bytes pass; one more byte fails.
        let domain189 = [label63, label63, String(repeating: "c", count: 57)].joined(separator: ".") + ".com"
        #expect(domain189.utf8.count == 189)
        #expect(rule.isValid(local64 + "@" + domain189))
        let domain190 = [label63, label63, String(repeating: "c", count: 58)].joined(separator: ".") + ".com"
        #expect(rule.firstFailure(local64 + "@" + domain190)?.problem == "tooLong")
        // A domain of more than 253 bytes.
        let longDomain = Array(repeating: label63, count: 4).joined(separator: ".") + ".com"
        #expect(rule.firstFailure("a@" + longDomain)?.problem == "domainTooLong")
    }

    @Test("Options: ASCII-only local parts and domains, single-label domains")
    func options() {
        let ascii = EmailValidator(allowsUnicodeLocalPart: false, allowsInternationalDomain: false)
        #expect(ascii.firstFailure("Dörte@example.com")?.problem == "invalidLocalCharacter")
        #expect(ascii.firstFailure("info@müller.de")?.problem == "invalidDomainCharacter")
        #expect(ascii.isValid("info@xn--mller-kva.de"))
        let intranet = EmailValidator(allowsSingleLabelDomain: true)
        #expect(intranet.isValid("root@localhost"))
        #expect(!intranet.isValid("root@123"))
    }

    @Test(
        "Pathological input is rejected after a single pass",
        arguments: [
            String(repeating: ".", count: 100_000), String(repeating: "a.", count: 100_000) + "@example.com",
            "a@" + String(repeating: "a.", count: 100_000) + "com", String(repeating: "@", count: 100_000),
            String(repeating: ".", count: 1000), "a@" + String(repeating: "a.", count: 500) + "com",
            String(repeating: "a", count: 900) + "@" + String(repeating: "-", count: 100),
        ])
    func pathological(input: String) {
        #expect(!EmailValidator().isValid(input))
        #expect(EmailValidator().firstFailure(input)?.code == .email)
    }

    @Test("The message is localized")
    func message() {
        let error = EmailValidator().firstFailure("nope")
        #expect(error?.localizedFailureReason(in: "en") == "The input is not a valid email address")
        #expect(error?.localizedFailureReason(in: "ru") == "Значение не является допустимым адресом электронной почты")
    }
}
