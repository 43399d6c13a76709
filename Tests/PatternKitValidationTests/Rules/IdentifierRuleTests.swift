import Foundation
import PatternKitValidation
import Testing

@Suite("UUID, colour, ISBN, phone and postal code rules")
struct IdentifierRuleTests {
    @Test(
        "UUIDs",
        arguments: [
            ("123e4567-e89b-12d3-a456-426614174000", true), ("00000000-0000-0000-0000-000000000000", true),
            ("F47AC10B-58CC-4372-A567-0E02B2C3D479", true), ("f47ac10b-58cc-4372-a567-0e02b2c3d479", true),
            ("123e4567e89b12d3a456426614174000", false), ("{123e4567-e89b-12d3-a456-426614174000}", false),
            ("123e4567-e89b-12d3-a456-42661417400", false), ("123e4567-e89b-12d3-a456-4266141740000", false),
            ("123e4567-e89b-12d3-a456_426614174000", false), ("g23e4567-e89b-12d3-a456-426614174000", false),
            ("123e4567-e89b-12d3-a456-42661417400０", false), ("", false),
        ])
    func uuid(text: String, valid: Bool) {
        #expect(UUIDValidator.uuid.isValid(text) == valid)
        #expect(UUIDValidator.uuid.code(text) == (valid ? nil : .uuid))
    }

    @Test("UUID versions check the version digit and the variant")
    func uuidVersions() {
        let v4 = UUIDValidator(version: 4)
        for _ in 0..<100 {
            #expect(v4.isValid(UUID().uuidString))
        }
        #expect(!v4.isValid("123e4567-e89b-12d3-a456-426614174000"))  // version 1
        #expect(!v4.isValid("f47ac10b-58cc-4372-c567-0e02b2c3d479"))  // variant 110x
        #expect(v4.firstFailure("x")?.parameters[.expected] == 4)
        #expect(UUIDValidator(version: 1).isValid("123e4567-e89b-12d3-a456-426614174000"))
    }

    @Test(
        "Hex colours",
        arguments: [
            ("#FF8800", true, true), ("#ff8800", true, true), ("FF8800", true, false), ("#F80", true, false),
            ("#F80A", false, false), ("#FF880080", false, true), ("#FF88", false, false), ("#GG8800", false, false),
            ("##FF8800", false, false), ("#FF8800 ", false, false), ("", false, false), ("#", false, false),
            ("#FF88001", false, false), ("#ＦＦ8800", false, false),
        ])
    func hexColors(text: String, byDefault: Bool, strict: Bool) {
        #expect(HexColorValidator.hexColor.isValid(text) == byDefault)
        let strictRule = HexColorValidator(hashSign: .required, allowsAlpha: true, allowsShorthand: false)
        #expect(strictRule.isValid(text) == strict)
        #expect(HexColorValidator.hexColor.code(text) == (byDefault ? nil : .hexColor))
    }

    @Test("The # can be forbidden, and alpha shorthand needs both options")
    func hexColorOptions() {
        let bare = HexColorValidator(hashSign: .forbidden)
        #expect(bare.isValid("FF8800") && !bare.isValid("#FF8800"))
        #expect(HexColorValidator(allowsAlpha: true).isValid("#F80A"))
    }

    @Test(
        "ISBN-10 and ISBN-13 with hyphens or spaces",
        arguments: [
            "0-306-40615-2", "0306406152", "0 306 40615 2", "0-8044-2957-X", "0-8044-2957-x", "99921-58-10-7",
            "9971-5-0210-0",
            "960-425-059-0", "80-902734-1-6", "85-359-0277-5", "1-84356-028-3", "0-684-84328-5", "0-943396-04-2",
            "0-9752298-0-X", "978-0-306-40615-7", "9780306406157", "978 0 306 40615 7", "978-3-16-148410-0",
            "979-10-90636-07-1", "9791234567896", "978-0-262-13472-9",
        ])
    func validISBNs(text: String) {
        #expect(ISBNValidator.isbn.failures(text) == [])
    }

    @Test(
        "Malformed ISBNs say why",
        arguments: [
            ("0-306-40615-3", "checksum"), ("978-0-306-40615-8", "checksum"), ("9780306406158", "checksum"),
            ("0-8044-2957-0", "checksum"), ("X-306-40615-2", "invalidCharacter"), ("03064061X2", "invalidCharacter"),
            ("978030640615X", "invalidCharacter"), ("0306406152X", "invalidCharacter"),
            ("-0306406152", "misplacedSeparator"),
            ("0306406152-", "misplacedSeparator"), ("0306--406152", "misplacedSeparator"),
            ("0-306 -40615-2", "misplacedSeparator"),
            ("030640615", "wrongLength"), ("03064061522", "wrongLength"), ("", "wrongLength"),
            ("977-0-306-40615-8", "invalidPrefix"), ("ISBN 0306406152", "invalidCharacter"),
            ("०३०६४०६१५२", "invalidCharacter"),
            (String(repeating: "9", count: 100), "wrongLength"),
        ])
    func invalidISBNs(text: String, problem: String) {
        let error = ISBNValidator.isbn.firstFailure(text)
        #expect(error?.code == .isbn)
        #expect(error?.problem == problem)
    }

    @Test("An ISBN format can be required")
    func isbnFormats() {
        let modern = ISBNValidator(formats: [.isbn13])
        #expect(modern.isValid("978-0-306-40615-7"))
        #expect(modern.firstFailure("0-306-40615-2")?.problem == "formatNotAllowed")
        #expect(ISBNValidator(formats: [.isbn10]).firstFailure("9780306406157")?.problem == "formatNotAllowed")
        #expect(ISBNValidator.isbn.firstFailure("030640615")?.parameters[.count] == 9)
    }

    @Test(
        "International phone numbers",
        arguments: [
            ("+14155552671", nil), ("+1 (415) 555-2671", nil), ("+91 98765 43210", nil), ("+7 495 123-45-67", nil),
            ("+86 10 1234 5678", nil), ("+49.30.123456", nil), ("+683 4002", nil),
            ("+44\u{A0}20\u{A0}7946\u{A0}0958", nil),
            ("+123456789012345", nil), ("4155552671", "missingCountryCode"), ("", "missingCountryCode"),
            ("+0123456789", "invalidCountryCode"), ("+1 415 555 2671 ext 5", "invalidCharacter"),
            ("+1-415-555-267a", "invalidCharacter"),
            ("+1 415/555", "invalidCharacter"), ("+123456", "tooShort"), ("+", "tooShort"),
            ("+1234567890123456", "tooLong"),
            ("+१४१५५५५२६७१", "invalidCharacter"), ("++14155552671", "invalidCharacter"),
            (" +14155552671", "missingCountryCode"),
        ] as [(String, String?)])
    func phones(text: String, problem: String?) {
        let error = PhoneNumberValidator.phoneNumber.firstFailure(text)
        #expect(error?.problem == problem)
        #expect(error?.code == (problem == nil ? nil : .phoneNumber))
    }

    @Test("A national pattern accepts national numbers; formatting can be forbidden")
    func phoneOptions() throws {
        let india = PhoneNumberValidator.phoneNumber(nationalPattern: try PatternValidator("0?[6-9][0-9]{9}"))
        #expect(india.isValid("09876543210") && india.isValid("9876543210") && india.isValid("+7 495 123-45-67"))
        #expect(india.firstFailure("12345")?.problem == "nationalFormat")
        let digitsOnly = PhoneNumberValidator(allowsFormatting: false)
        #expect(digitsOnly.isValid("+14155552671"))
        let error = digitsOnly.firstFailure("+1 4155552671")
        #expect(error?.problem == "invalidCharacter")
        #expect(error?.parameters[.utf16Offset] == 2)
        #expect(PhoneNumberValidator.phoneNumber.firstFailure("+123")?.parameters[.count] == 3)
    }
}
