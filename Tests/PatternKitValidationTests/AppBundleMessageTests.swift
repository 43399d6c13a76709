import Foundation
import PatternKitValidation
import Testing

@Suite("Messages from an app's bundle")
struct AppBundleMessageTests {
    /// A bundle on disk with `Errors.strings` in English (UTF-8) and Russian (UTF-16, as Xcode may write it).
    static func makeBundle() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("PatternKitValidationTests-\(UUID().uuidString).bundle")
        let tables: [(language: String, text: String, encoding: String.Encoding)] = [
            ("en", #""pin.digits" = "A PIN has digits only, not “{character}”";"#, .utf8),
            ("ru", #""pin.digits" = "PIN-код состоит только из цифр, а не «{character}»";"#, .utf16),
        ]
        for table in tables {
            let folder = root.appendingPathComponent("\(table.language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try table.text.write(
                to: folder.appendingPathComponent("Errors.strings"), atomically: true, encoding: table.encoding)
        }
        return try #require(Bundle(url: root))
    }

    @Test("A message from the app's tables follows the chosen language and fills parameters")
    func bundleMessages() throws {
        let bundle = try Self.makeBundle()
        let pin = CharacterClassValidator.numeric.message(.localized("pin.digits", table: "Errors", bundle: bundle))
        let error = pin.failures("12a")[0]
        #expect(error.localizedFailureReason(in: "en") == "A PIN has digits only, not “a”")
        #expect(error.localizedFailureReason(in: "ru-RU") == "PIN-код состоит только из цифр, а не «a»")
        #expect(error.code == .numeric)
    }
}
