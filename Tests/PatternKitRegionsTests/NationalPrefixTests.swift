import PatternKitRegions
import Testing

/// National prefixes, transform rules and calling codes read as libphonenumber reads them.
/// Every expectation here is `phonenumbers` 9.0.43's answer (`parse`, `is_valid_number`,
/// `format_number(…, E164)`), the version the tables come from.
@Suite("National prefixes and transform rules, as libphonenumber reads them")
struct NationalPrefixTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let region: String
        let text: String
        /// The E.164 form of a valid number; `nil` when libphonenumber finds no valid number.
        let e164: String?
        var testDescription: String { "\(region) \(text)" }
    }

    static func outcome(_ example: Case) -> String? {
        guard let number = try? PhoneNumber.parse(example.text, region: example.region), number.isValid else {
            return nil
        }
        return number.e164
    }

    @Test(
        "Digits before a valid number make it invalid: a `$`-anchored rule reads only a whole local number",
        arguments: [
            Case(region: "AG", text: "74906088774803609", e164: nil),
            Case(region: "GG", text: "12345 781234", e164: nil),
            Case(region: "AG", text: "4641234", e164: "+12684641234"),
            Case(region: "AG", text: "268 464 1234", e164: "+12684641234"),
            Case(region: "GG", text: "781234", e164: "+441481781234"),
            Case(region: "SM", text: "891234", e164: "+3780549891234"),
            Case(region: "JP", text: "00021234567", e164: nil),
            Case(region: "NF", text: "31234", e164: nil),
        ])
    func anchoredRules(_ example: Case) {
        #expect(Self.outcome(example) == example.e164)
    }

    @Test(
        "A transform rule's group is the national number, not a prefix to strip",
        arguments: [
            Case(region: "AR", text: "11156052991926", e164: nil),
            Case(region: "AR", text: "011 15 2345-6789", e164: "+5491123456789"),
            Case(region: "AR", text: "0341 15 555-1234", e164: "+5493415551234"),
            Case(region: "BR", text: "0 21 30060246 1234567890", e164: nil),
            Case(region: "BR", text: "012345678901234567890", e164: nil),
            Case(region: "BR", text: "021 30060246", e164: "+552130060246"),
            Case(region: "BR", text: "0 21 11 98765 4321", e164: "+5511987654321"),
        ])
    func transformRules(_ example: Case) {
        #expect(Self.outcome(example) == example.e164)
    }

    @Test(
        "Calling codes typed without +, carrier codes, and + before an international prefix",
        arguments: [
            Case(region: "AD", text: "376 629-668", e164: "+376629668"),
            Case(region: "AD", text: "629668", e164: "+376629668"),
            Case(region: "US", text: "1 201 555 0123", e164: "+12015550123"),
            Case(region: "CO", text: "03 321 1234567", e164: "+573211234567"),
            Case(region: "DE", text: "+00 49 30 1234567", e164: "+49301234567"),
            Case(region: "AD", text: "+0 376 629668", e164: nil),
            Case(region: "US", text: "011 0 123", e164: nil),
        ])
    func callingCodes(_ example: Case) {
        #expect(Self.outcome(example) == example.e164)
    }
}
