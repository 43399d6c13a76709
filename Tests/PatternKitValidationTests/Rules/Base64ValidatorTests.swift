import Foundation
import PatternKitValidation
import Testing

@Suite("Base64 rule")
struct Base64ValidatorTests {
    /// Includes SwiftValidators' isBase64 vectors.
    static let valid = [
        "TG9yZW0gaXBzdW0gZG9sb3Igc2l0IGFtZXQsIGNvbnNlY3RldHVyIGFkaXBpc2NpbmcgZWxpdC4=",
        "Vml2YW11cyBmZXJtZW50dW0gc2VtcGVyIHBvcnRhLg==", "U3VzcGVuZGlzc2UgbGVjdHVzIGxlbw==",
        "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAuMPNS1Ufof9EW/M98FNw",
        "UAKrwflsqVxaxQjBQnHQmiI7Vac40t8x7pIb8gLGV6wL7sBTJiPovJ0V7y7oc0Ye",
        "rhKh0Rm4skP2z/jHwwZICgGzBvA0rH8xlhUiTvcwDCJ0kc+fh35hNt8srZQM4619",
        "FTgB66Xmp4EtVyhpQV+t02g6NzK72oZI0vnAvqhpkxLeLiMCyrI416wHm5Tkukhx",
        "QmcL2a6hNOyu0ixX/x2kSFXApEnVrJ+/IxGyfyw8kf4N2IZpW5nEP847lpfj0SZZ",
        "Fwrd1mnfnDbYohX2zRptLy2ZUn06Qo9pkG5ntvFEPo9bfZeULtjYzIl6K8gJ2uGZ", "HQIDAQAB", "", "QQ==", "QUI=", "QUJD",
    ]

    @Test("Base64 text passes, and Foundation decodes it", arguments: valid)
    func validText(text: String) {
        #expect(Base64Validator.base64.failures(text) == [])
        #expect(Data(base64Encoded: text) != nil)
    }

    @Test(
        "Everything else fails with code 1205 and says why",
        arguments: [
            ("12345", "wrongLength", nil), ("Vml2YW11cyBmZXJtZtesting123", "wrongLength", nil),
            ("QQ", "wrongLength", nil),
            ("Q", "wrongLength", nil), ("ab=c", "misplacedPadding", 2), ("QQ===", "misplacedPadding", 2),
            ("QUJD=", "misplacedPadding", 4), ("=", "misplacedPadding", 0), ("Q===", "misplacedPadding", 1),
            ("QUJD QUJD", "invalidCharacter", 4), ("QUJD\nQUJD", "invalidCharacter", 4),
            ("PDw_Pz8-Pg==", "invalidCharacter", 3),
            ("QUJDé===", "invalidCharacter", 4), ("QUJ😀", "invalidCharacter", 3),
        ] as [(String, String, Int?)])
    func invalid(text: String, problem: String, offset: Int?) {
        let error = Base64Validator.base64.firstFailure(text)
        #expect(error?.code == .base64)
        #expect(error?.problem == problem)
        #expect(error?.parameters[.utf16Offset]?.intValue == offset)
        // Foundation on Linux decodes some misplaced padding ("ab=c", "QUJD="); RFC 4648 does not.
        if problem != "misplacedPadding" {
            #expect(Data(base64Encoded: text) == nil)
        }
    }

    @Test("Options: the URL-safe alphabet, optional and forbidden padding")
    func options() {
        let token = Base64Validator(alphabet: .urlSafe, padding: .forbidden)
        #expect(token.isValid("PDw_Pz8-Pg") && token.isValid("eyJhbGciOiJIUzI1NiJ9"))
        #expect(token.firstFailure("PDw_Pz8-Pg==")?.problem == "misplacedPadding")
        #expect(token.firstFailure("PDw/Pz8+Pg")?.problem == "invalidCharacter")
        let lenient = Base64Validator(padding: .optional)
        #expect(lenient.isValid("QQ") && lenient.isValid("QQ==") && lenient.isValid("QUI") && lenient.isValid("QUI="))
        #expect(lenient.firstFailure("Q")?.problem == "wrongLength")
        #expect(lenient.firstFailure("QQ=")?.problem == "misplacedPadding")
    }

    @Test("Whatever Foundation encodes passes", arguments: [0, 1, 2, 3, 4, 5, 31, 100])
    func roundTrip(length: Int) {
        let data = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        #expect(Base64Validator.base64.isValid(data.base64EncodedString()))
    }

    @Test(
        "The message in every language",
        arguments: [
            ("en", "The input is not valid Base64"), ("hi", "इनपुट मान्य Base64 नहीं है"),
            ("ru", "Значение не является допустимой строкой Base64"), ("zh-Hans", "输入不是有效的 Base64"),
        ])
    func message(language: String, reason: String) {
        #expect(Base64Validator.base64.firstFailure("12345")?.localizedFailureReason(in: language) == reason)
    }
}
