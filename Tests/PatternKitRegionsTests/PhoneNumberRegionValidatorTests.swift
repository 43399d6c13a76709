import PatternKitRegions
import Testing

@Suite("PhoneNumberRegionValidator: numbers of a region and of the accepted types")
struct PhoneNumberRegionValidatorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let region: String?
        let types: Set<PhoneNumberType>
        let text: String
        /// The expected code and problem (or value), `nil` when the number passes.
        let code: ValidationError.Code?
        var testDescription: String { "\(text) for \(region ?? "-") \(types.map(\.rawValue).sorted())" }
    }

    @Test(
        "Each outcome has its own code",
        arguments: [
            Case(region: "DE", types: [], text: "030 1234567", code: nil),
            Case(region: "DE", types: [], text: "+49 151 23456789", code: nil),
            Case(region: "DE", types: [.mobile], text: "+49 151 23456789", code: nil),
            Case(region: "DE", types: [.mobile], text: "030 1234567", code: .phoneNumberType),
            Case(region: "DE", types: [.fixedLine, .tollFree], text: "0800 1234567", code: nil),
            Case(region: "DE", types: [], text: "+33 6 12 34 56 78", code: .phoneNumberNotInRegion),
            Case(region: "DE", types: [], text: "+49 999 99999999", code: .phoneNumberNotInRegion),
            Case(region: "DE", types: [], text: "+49 30", code: .phoneNumber),
            Case(region: "XX", types: [], text: "030 1234567", code: .unknownRegion),
            Case(region: nil, types: [], text: "+33 6 12 34 56 78", code: nil),
            Case(region: nil, types: [], text: "+1 555 0100", code: .phoneNumberNotInRegion),
            Case(region: nil, types: [], text: "+1 201 55", code: .phoneNumber),
            Case(region: nil, types: [], text: "06 12 34 56 78", code: .phoneNumber),
            // The US plan does not tell landlines from mobiles: either type accepts them.
            Case(region: "US", types: [.mobile], text: "(201) 555-0123", code: nil),
            Case(region: "US", types: [.fixedLine], text: "(201) 555-0123", code: nil),
            Case(region: "US", types: [.tollFree], text: "(201) 555-0123", code: .phoneNumberType),
            Case(region: "US", types: [], text: "+1 613 555 0123", code: .phoneNumberNotInRegion),
        ])
    func outcomes(_ example: Case) {
        let validator = PhoneNumberRegionValidator(region: example.region, types: example.types)
        #expect(validator.failures(example.text).first?.code == example.code)
    }

    @Test("The errors say which region, which problem and which types")
    func parameters() {
        let mobile: some Validator<String> = .phoneNumber(region: "DE", types: [.mobile, .voip])
        let wrongType = mobile.failures("030 1234567")[0]
        #expect(wrongType.parameters[.value] == "fixedLine")
        #expect(wrongType.parameters[.allowed] == .list(["mobile", "voip"]))
        let foreign = PhoneNumberRegionValidator(region: "de").failures("+33 6 12 34 56 78")[0]
        #expect(foreign.parameters[.country] == "DE")
        #expect(foreign.parameters[.problem] == "otherRegion")
        let invalid = PhoneNumberRegionValidator(region: nil).failures("+49 999 99999999")[0]
        #expect(invalid.parameters[.problem] == "invalidNumber")
        #expect(
            invalid.localizedFailureReason(in: "en")
                == "The phone number is not valid for this country or region (Germany)")
    }

    @Test("Other regions pass when asked for")
    func otherRegions() {
        let validator = PhoneNumberRegionValidator(region: "DE", acceptsOtherRegions: true)
        #expect(validator.isValid("+33 6 12 34 56 78"))
        #expect(validator.isValid("030 1234567"))
        #expect(!validator.isValid("+33 6 12"))
    }
}
