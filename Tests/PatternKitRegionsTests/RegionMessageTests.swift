import PatternKitRegions
import Testing

@Suite("Messages of the regional codes")
struct RegionMessageTests {
    static let codes: [ValidationError.Code] = [
        .phoneNumberNotInRegion, .phoneNumberType, .noPostalCodes, .unknownRegion,
    ]

    @Test("Every new code has its own reason in every language, with the country filled in")
    func reasons() {
        for language in ValidationLocalization.availableLanguages {
            let generic = ValidationError(12_345).localizedFailureReason(in: language)
            for code in Self.codes {
                let reason = ValidationError(code, parameters: [.country: "NL"]).localizedFailureReason(in: language)
                #expect(reason != generic, "\(language) \(code)")
                #expect(!reason.contains("{"), "\(language) \(code)")
            }
        }
    }

    @Test("The codes are PatternKit's rule codes, distinct from the existing ones")
    func codes() {
        #expect(Set(Self.codes.map(\.rawValue)).count == 4)
        for code in Self.codes {
            #expect(ValidationError.Code.ruleCodes.contains(code.rawValue))
            #expect(![ValidationError.Code.phoneNumber, .postalCode].contains(code))
        }
    }
}
