/// A generated table (`Sources/PatternKitRegions/Generated`) that does not decode. The
/// tables are decoded once, on first use; one that fails stops the program with this
/// error's description, which names the table, rather than leaving every region empty.
struct GeneratedTableError: Error, CustomStringConvertible {
    /// The table, as `Type.member` (`"PhoneMetadataTables.regions"`).
    let table: String
    /// What is wrong with it.
    let reason: String

    var description: String {
        "PatternKitRegions: the generated table \(table) does not decode (\(reason)); "
            + "regenerate it with Scripts/RegionData/generate.py"
    }

    /// The value `decode` returns; a trap naming the table when it throws.
    static func loading<Value>(_ decode: () throws(GeneratedTableError) -> Value) -> Value {
        do {
            return try decode()
        } catch {
            fatalError(error.description)
        }
    }
}
