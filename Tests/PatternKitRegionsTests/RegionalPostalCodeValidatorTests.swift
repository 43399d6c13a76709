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

    @Test("Each country's format, in the case and spacing people type", arguments: [
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
    ])
    func formats(_ example: Case) {
        let validator = RegionalPostalCodeValidator(country: example.country)
        #expect(validator.isValid(example.text) == example.valid)
        if !example.valid {
            let error = validator.failures(example.text)[0]
            #expect(error.code == .postalCode)
            #expect(error.parameters[.country] == .string(example.country.uppercased() == "UK" ? "GB" : example.country.uppercased()))
        }
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
        #expect(error.localizedFailureReason(in: "en") == "Addresses in this country or region (United Arab Emirates) have no postal code")

        let unknown = RegionalPostalCodeValidator(country: "XX")
        #expect(!unknown.hasPostalCodes)
        #expect(unknown.failures("")[0].code == .unknownRegion)
        #expect(unknown.failures("12345")[0].localizedFailureReason(in: "en") == "“XX” is not a known country or region code")
    }

    @Test("The existing postal code message is reused, with the country")
    func message() {
        let error = RegionalPostalCodeValidator(country: "NL").failures("12")[0]
        #expect(error.localizedFailureReason(in: "en") == "The input is not a valid postal code")
        #expect(RegionalPostalCodeValidator.dataVersion == "3.1.1")
    }
}
