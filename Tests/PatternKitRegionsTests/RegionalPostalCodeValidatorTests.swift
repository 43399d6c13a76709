import PatternKitRegions
import Testing

@Suite("RegionalPostalCodeValidator: postal codes of every country")
struct RegionalPostalCodeValidatorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let country: String
        let text: String
        let valid: Bool
        var testDescription: String { "\(country) \(text)" }
    }

    @Test(
        "Each country's format, in the case and spacing people type",
        arguments: [
            Case(country: "NL", text: "1234 AB", valid: true),
            Case(country: "NL", text: "1234ab", valid: true),
            Case(country: "NL", text: " 1234 AB ", valid: true),
            Case(country: "NL", text: "0123 AB", valid: false),
            Case(country: "NL", text: "1234 SA", valid: false),
            Case(country: "BE", text: "1000", valid: true),
            Case(country: "BE", text: "10000", valid: false),
            Case(country: "SE", text: "114 55", valid: true),
            Case(country: "SE", text: "11455", valid: true),
            Case(country: "SE", text: "114-55", valid: false),
            Case(country: "TR", text: "34000", valid: true),
            Case(country: "TR", text: "3400", valid: false),
            Case(country: "JP", text: "100-0001", valid: true),
            Case(country: "JP", text: "1000001", valid: true),
            Case(country: "JP", text: "100 0001", valid: false),
            Case(country: "BR", text: "01310-100", valid: true),
            Case(country: "BR", text: "01310100", valid: true),
            Case(country: "BR", text: "1310-100", valid: false),
            Case(country: "CA", text: "K1A 0B1", valid: true),
            Case(country: "CA", text: "k1a0b1", valid: true),
            Case(country: "CA", text: "D1A 0B1", valid: false),
            Case(country: "GB", text: "SW1A 1AA", valid: true),
            Case(country: "gb", text: "ec1a1bb", valid: true),
            Case(country: "UK", text: "M1 1AE", valid: true),
            Case(country: "GB", text: "QQ1 1AA", valid: false),
            Case(country: "US", text: "94103", valid: true),
            Case(country: "US", text: "94103-1234", valid: true),
            Case(country: "US", text: "9410", valid: false),
            Case(country: "US", text: "94103-12", valid: false),
            Case(country: "DE", text: "10115", valid: true),
            Case(country: "PL", text: "00-950", valid: true),
            Case(country: "PL", text: "00950", valid: false),
            Case(country: "US", text: "", valid: false),
            Case(country: "US", text: "９４１０３", valid: false),
            // The prefix Google's address data writes before some countries' codes, optional, any case.
            Case(country: "SE", text: "SE-111 21", valid: true),
            Case(country: "SE", text: "se-11121", valid: true),
            Case(country: "SE", text: "SE- 111 21", valid: true),
            Case(country: "SE", text: "SE-", valid: false),
            Case(country: "SE", text: "SE-111 2", valid: false),
            Case(country: "SE", text: "FI-111 21", valid: false),
            Case(country: "FI", text: "FI-00550", valid: true),
            Case(country: "FI", text: "00550", valid: true),
            Case(country: "FI", text: "SE-00550", valid: false),
            Case(country: "CH", text: "CH-8001", valid: true),
            Case(country: "LI", text: "FL-9490", valid: true),
            Case(country: "LU", text: "L-4750", valid: true),
            Case(country: "PR", text: "PR 00930", valid: true),
            Case(country: "FO", text: "FO100", valid: true),
            Case(country: "DE", text: "DE-10115", valid: false),
        ])
    func formats(_ example: Case) {
        let validator = RegionalPostalCodeValidator(country: example.country)
        #expect(validator.isValid(example.text) == example.valid)
        if !example.valid {
            let error = validator.failures(example.text)[0]
            #expect(error.code == .postalCode)
            #expect(
                error.parameters[.country]
                    == .string(example.country.uppercased() == "UK" ? "GB" : example.country.uppercased()))
        }
    }

    @Test(
        "What the former six-country postal rule of the rule library knew still holds",
        arguments: [
            Case(country: "US", text: "94103", valid: true), Case(country: "US", text: "94103-1234", valid: true),
            Case(country: "US", text: "9410", valid: false), Case(country: "US", text: "94103-123", valid: false),
            Case(country: "GB", text: "B33 8TH", valid: true), Case(country: "GB", text: "CR2 6XH", valid: true),
            Case(country: "GB", text: "DN55 1PT", valid: true), Case(country: "GB", text: "W1A 0AX", valid: true),
            Case(country: "GB", text: "GIR 0AA", valid: true), Case(country: "GB", text: "Q1 1AA", valid: false),
            Case(country: "GB", text: "SW1A 1AAA", valid: false), Case(country: "GB", text: "SW1A  1AA", valid: false),
            Case(country: "GB", text: "1AA SW1", valid: false), Case(country: "GB", text: "SW1A 1CA", valid: false),
            Case(country: "IN", text: "110001", valid: true), Case(country: "IN", text: "560 034", valid: true),
            Case(country: "IN", text: "011001", valid: false), Case(country: "IN", text: "11001", valid: false),
            Case(country: "IN", text: "1100011", valid: false), Case(country: "IN", text: "११०००१", valid: false),
            Case(country: "DE", text: "01067", valid: true), Case(country: "DE", text: "00123", valid: false),
            Case(country: "DE", text: "1011", valid: false),
            Case(country: "RU", text: "101000", valid: true), Case(country: "RU", text: "690091", valid: true),
            Case(country: "RU", text: "701000", valid: false), Case(country: "RU", text: "10100", valid: false),
            Case(country: "CN", text: "100000", valid: true), Case(country: "CN", text: "010010", valid: true),
            Case(country: "CN", text: "10000", valid: false), Case(country: "CN", text: "1000000", valid: false),
        ])
    func formerRule(_ example: Case) {
        let validator = RegionalPostalCodeValidator(country: example.country)
        #expect(validator.isValid(example.text) == example.valid)
        if !example.valid { #expect(validator.failures(example.text).first?.code == .postalCode) }
    }

    @Test("Ten million digits are not a postal code (1220), read without trouble")
    func longInput() {
        let validator = RegionalPostalCodeValidator(country: "CN")
        #expect(validator.failures(String(repeating: "1", count: 10_000_000)).first?.code == .postalCode)
    }

    @Test("Every country's example code from the data passes, and each has one")
    func everyCountry() {
        let countries = RegionalPostalCodeValidator.countriesWithPostalCodes
        #expect(countries.count >= 170)
        for country in countries {
            let validator = RegionalPostalCodeValidator(country: country)
            #expect(validator.hasPostalCodes)
            guard let example = validator.example, !example.isEmpty else { continue }
            #expect(validator.isValid(example), "\(country) \(example)")
            #expect(validator.isValid(example.lowercased()), "\(country) \(example)")
        }
    }

    @Test("A country without postal codes accepts only an empty field; an unknown code is an error")
    func countriesWithoutCodes() {
        let emirates: some Validator<String> = .postalCode(region: "AE")
        #expect(RegionalPostalCodeValidator.countriesWithoutPostalCodes.contains("AE"))
        #expect(emirates.isValid(""))
        #expect(emirates.isValid("  "))
        let error = emirates.failures("12345")[0]
        #expect(error.code == .noPostalCodes)
        #expect(error.parameters[.country] == "AE")
        #expect(
            error.localizedFailureReason(in: "en")
                == "Addresses in this country or region (United Arab Emirates) have no postal code")

        let unknown = RegionalPostalCodeValidator(country: "XX")
        #expect(!unknown.hasPostalCodes)
        #expect(unknown.failures("")[0].code == .unknownRegion)
        #expect(
            unknown.failures("12345")[0].localizedFailureReason(in: "en")
                == "“XX” is not a known country or region code")
    }

    @Test("The existing postal code message is reused, with the country")
    func message() {
        let error = RegionalPostalCodeValidator(country: "NL").failures("12")[0]
        #expect(error.localizedFailureReason(in: "en") == "The input is not a valid postal code")
        #expect(RegionalPostalCodeValidator.dataVersion == "3.1.1")
    }
}
