import PatternKitRegions
import Testing

@Suite("Every example number of libphonenumber's metadata, for every region and type")
struct ExampleNumberTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let region: String
        let type: String
        let e164: String
        let national: String
        let international: String
        var testDescription: String { "\(region) \(type) \(e164)" }
    }

    static let examples: [Example] = ExampleNumbers.table.split(separator: "\n").map { line in
        let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        return Example(
            region: fields[0], type: fields[1], e164: fields[2], national: fields[3], international: fields[4])
    }

    @Test("The table covers the metadata")
    func coverage() {
        #expect(Self.examples.count > 1_000)
        #expect(Set(Self.examples.map(\.region)).count > 240)
    }

    @Test("E.164 examples parse to their region, type and formats")
    func international() throws {
        for example in Self.examples {
            let number = try PhoneNumber.parse(example.e164)
            #expect(number.region == example.region, "\(example.e164)")
            #expect(number.type.rawValue == example.type, "\(example.e164)")
            #expect(number.e164 == example.e164)
            #expect(number.nationalFormat == example.national, "\(example.e164)")
            #expect(number.internationalFormat == example.international, "\(example.e164)")
        }
    }

    @Test("Examples written nationally parse back to the same number in their region")
    func national() throws {
        for example in Self.examples where example.region != "001" {
            let number = try PhoneNumber.parse(example.national, region: example.region)
            #expect(number.e164 == example.e164, "\(example.region) \(example.national)")
            #expect(number.type.rawValue == example.type, "\(example.region) \(example.national)")
        }
    }

    @Test("An example validates for its region and type")
    func validators() {
        for example in Self.examples where example.region != "001" {
            guard let type = PhoneNumberType(rawValue: example.type) else {
                Issue.record("unknown type \(example.type)")
                continue
            }
            let validator = PhoneNumberRegionValidator(region: example.region, types: [type])
            #expect(validator.failures(example.national).isEmpty, "\(example.region) \(example.national)")
        }
    }
}
