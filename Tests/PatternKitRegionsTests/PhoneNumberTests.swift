import PatternKitRegions
import Testing

@Suite("PhoneNumber: parsing and classifying with every region's numbering plan")
struct PhoneNumberTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let region: String?
        let expectedRegion: String
        let type: PhoneNumberType
        let e164: String
        var testDescription: String { "\(text) in \(region ?? "-")" }
    }

    @Test(
        "Numbers are read, placed and classified as libphonenumber does",
        arguments: [
            Case(text: "+49 151 23456789", region: nil, expectedRegion: "DE", type: .mobile, e164: "+4915123456789"),
            Case(text: "030 1234567", region: "DE", expectedRegion: "DE", type: .fixedLine, e164: "+49301234567"),
            Case(text: "030/123 45 67", region: "de", expectedRegion: "DE", type: .fixedLine, e164: "+49301234567"),
            Case(text: "0049 30 1234567", region: "DE", expectedRegion: "DE", type: .fixedLine, e164: "+49301234567"),
            Case(text: "+49 (0)30 1234567", region: nil, expectedRegion: "DE", type: .fixedLine, e164: "+49301234567"),
            Case(text: "0800 1234567", region: "DE", expectedRegion: "DE", type: .tollFree, e164: "+498001234567"),
            Case(
                text: "(201) 555-0123", region: "US", expectedRegion: "US", type: .fixedLineOrMobile,
                e164: "+12015550123"),
            Case(
                text: "011 44 20 7946 0958", region: "US", expectedRegion: "GB", type: .fixedLine, e164: "+442079460958"
            ),
            Case(text: "+1 800 253 0000", region: nil, expectedRegion: "US", type: .tollFree, e164: "+18002530000"),
            Case(
                text: "+1 613 555 0123", region: nil, expectedRegion: "CA", type: .fixedLineOrMobile,
                e164: "+16135550123"),
            Case(text: "07911 123456", region: "GB", expectedRegion: "GG", type: .mobile, e164: "+447911123456"),
            Case(text: "07400 123456", region: "GB", expectedRegion: "GB", type: .mobile, e164: "+447400123456"),
            Case(text: "8 495 123-45-67", region: "RU", expectedRegion: "RU", type: .fixedLine, e164: "+74951234567"),
            Case(text: "+7 701 123 4567", region: nil, expectedRegion: "KZ", type: .mobile, e164: "+77011234567"),
            Case(text: "06 12 34 56 78", region: "FR", expectedRegion: "FR", type: .mobile, e164: "+33612345678"),
            Case(text: "+39 06 1234 5678", region: nil, expectedRegion: "IT", type: .fixedLine, e164: "+390612345678"),
            Case(text: "090-1234-5678", region: "JP", expectedRegion: "JP", type: .mobile, e164: "+819012345678"),
            Case(text: "+91 98765 43210", region: nil, expectedRegion: "IN", type: .mobile, e164: "+919876543210"),
            Case(text: "+800 1234 5678", region: nil, expectedRegion: "001", type: .tollFree, e164: "+80012345678"),
            Case(
                text: "+49\u{00A0}151\u{00A0}23456789", region: nil, expectedRegion: "DE", type: .mobile,
                e164: "+4915123456789"),
        ])
    func classify(_ example: Case) throws {
        let number = try PhoneNumber.parse(example.text, region: example.region)
        #expect(number.region == example.expectedRegion)
        #expect(number.type == example.type)
        #expect(number.e164 == example.e164)
        #expect(number.isValid)
    }

    @Test("Formats follow the region's conventions")
    func formats() throws {
        let berlin = try PhoneNumber.parse("030 1234567", region: "DE")
        #expect(berlin.nationalFormat == "030 1234567")
        #expect(berlin.internationalFormat == "+49 30 1234567")
        #expect(berlin.nationalNumber == "301234567")
        #expect(berlin.countryCode == 49)
        let us = try PhoneNumber.parse("2015550123", region: "US")
        #expect(us.nationalFormat == "(201) 555-0123")
        #expect(us.internationalFormat == "+1 201-555-0123")
        #expect(us.description == "+1 201-555-0123")
    }

    @Test(
        "Argentina's mobiles are written nationally with 0, the area code and 15, as libphonenumber writes them",
        arguments: [
            ("+54 9 11 2345-6789", "011 15-2345-6789", "+54 9 11 2345-6789"),
            ("+54 9 341 555-1234", "0341 15-555-1234", "+54 9 341 555-1234"),
            ("+54 11 2345-6789", "011 2345-6789", "+54 11 2345-6789"),
        ])
    func argentineMobiles(_ text: String, national: String, international: String) throws {
        let number = try PhoneNumber.parse(text)
        #expect(number.nationalFormat == national)
        #expect(number.internationalFormat == international)
        #expect(try PhoneNumber.parse(national, region: "AR").e164 == number.e164)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let text: String
        let region: String?
        let problem: PhoneNumber.Problem
        var testDescription: String { "\(text) in \(region ?? "-")" }
    }

    @Test(
        "Text that is not a phone number fails with code 1170 and a distinct problem",
        arguments: [
            Failure(text: "+49 30", region: nil, problem: .tooShort),
            Failure(text: "", region: "DE", problem: .tooShort),
            Failure(text: "+49 30 1234 5678 9012 3456", region: nil, problem: .tooLong),
            Failure(text: String(repeating: "1", count: 40), region: "DE", problem: .tooLong),
            Failure(text: "030 1234567", region: nil, problem: .missingCountryCode),
            Failure(text: "+999 1234567", region: nil, problem: .invalidCountryCode),
            Failure(text: "+0 1234567", region: nil, problem: .invalidCountryCode),
            Failure(text: "00 999 1234567", region: "DE", problem: .invalidCountryCode),
            Failure(text: "+0 376 629668", region: "AD", problem: .invalidCountryCode),
            Failure(text: "030 12a4567", region: "DE", problem: .invalidCharacter),
            Failure(text: "+49 30 1234567+", region: nil, problem: .invalidCharacter),
            Failure(text: "1-800-FLOWERS", region: "US", problem: .invalidCharacter),
        ])
    func failures(_ example: Failure) {
        #expect {
            _ = try PhoneNumber.parse(example.text, region: example.region)
        } throws: { error in
            let error = error as? ValidationError
            return error?.code == .phoneNumber && error?.parameters[.problem] == .string(example.problem.rawValue)
        }
    }

    @Test("A bad character is located in UTF-16 units")
    func characterOffset() {
        do {
            _ = try PhoneNumber.parse("😀 030 1234567", region: "DE")
            Issue.record("parsed")
        } catch {
            #expect(error.parameters[.utf16Offset] == 0)
        }
        do {
            _ = try PhoneNumber.parse("030 ½", region: "DE")
            Issue.record("parsed")
        } catch {
            #expect(error.parameters[.utf16Offset] == 4)
        }
    }

    @Test(
        "A number of a possible length that no range has parses as unknown, not valid",
        arguments: [
            "+49 999 99999999", "+1 555 0100", "+1 555 555 0100",
        ])
    func unknownType(_ text: String) throws {
        let number = try PhoneNumber.parse(text)
        #expect(number.type == .unknown)
        #expect(!number.isValid)
    }

    @Test("An unknown region code is error 1222 with the code")
    func unknownRegion() {
        #expect {
            _ = try PhoneNumber.parse("030 1234567", region: "ZZ")
        } throws: { error in
            (error as? ValidationError)?.code == .unknownRegion
                && (error as? ValidationError)?.parameters[.country] == "ZZ"
        }
    }

    @Test("Every region of the metadata is there")
    func regions() {
        #expect(PhoneNumber.regions.count == 245)
        #expect(PhoneNumber.regions.contains("DE"))
        #expect(PhoneNumber.metadataVersion == "9.0.43")
    }
}
