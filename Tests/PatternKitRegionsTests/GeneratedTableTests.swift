import Testing

@testable import PatternKitRegions

@Suite("Generated tables: a table that does not decode is reported by name, never read as empty")
struct GeneratedTableTests {
    @Test(
        "Automata that are not base64, or cut short, name their table",
        arguments: [
            ("%%% not base64 %%%", [UInt32(0)]),
            ("", [UInt32(0)]),
            ("CgEBAAEA", [UInt32(0)]),
            ("CgEBAAEAAAAAAAAAAAAAAAAAAAAA", [UInt32(0), 500]),
        ])
    func automata(_ base64: String, offsets: [UInt32]) {
        #expect {
            _ = try AutomatonTable(table: "PhoneMetadataTables.automata", base64: base64, offsets: offsets)
        } throws: { error in
            let error = error as? GeneratedTableError
            return error?.table == "PhoneMetadataTables.automata"
                && error?.description.contains("PhoneMetadataTables.automata") == true
        }
    }

    @Test(
        "Region records that do not decode name their table",
        arguments: [
            "[{]",
            "[]",
            #"[{"r":"DE","cc":49}]"#,
            #"[{"r":"DE","cc":49,"main":true,"np":"0","npp":[],"idd":-1,"lead":-1,"num":0,"len":[1],"loc":0,"fmt":[],"ifmt":null}]"#,
            #"[{"r":"DE","cc":49,"main":true,"np":"0","npp":[],"idd":-1,"lead":-1,"num":9,"len":[1,1,1,1,1,1,1,1,1,1,1],"loc":0,"fmt":[],"ifmt":null}]"#,
            #"[{"r":"DE","cc":49,"main":true,"np":"0","npp":[[0,0,0,-1,-1,"x"]],"idd":-1,"lead":-1,"num":0,"len":[1,1,1,1,1,1,1,1,1,1,1],"loc":0,"fmt":[],"ifmt":null}]"#,
        ])
    func regions(_ json: String) {
        #expect {
            _ = try PhoneNumberingPlan.decodeRegions(json, table: "PhoneMetadataTables.regions", automata: 1)
        } throws: { error in
            (error as? GeneratedTableError)?.description.contains("PhoneMetadataTables.regions") == true
        }
    }

    @Test("The shipped tables decode: every region has a plan and numbers parse")
    func shipped() throws {
        let regions = try PhoneNumberingPlan.decodeRegions(
            PhoneMetadataTables.regions, table: "PhoneMetadataTables.regions",
            automata: PhoneMetadataTables.automatonOffsets.count)
        #expect(regions.count == 254)
        #expect(PhoneNumberingPlan.shared.regions.count == 254)
        #expect(try PhoneNumber.parse("030 1234567", region: "DE").isValid)
    }
}
