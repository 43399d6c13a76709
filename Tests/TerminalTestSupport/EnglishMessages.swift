import InputValidation
import Testing

/// Shared by the TerminalUI and showcase tests.
///
/// Runs a test with validation messages in English, whatever the machine's language and
/// whatever other suites running in parallel set as the app-wide default.
public struct EnglishMessages: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a suite it is put on.
    public var isRecursive: Bool { true }

    /// Runs the test inside `ValidationLocalization.scopedLanguage.withValue("en")`.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await ValidationLocalization.scopedLanguage.withValue("en") {
            try await function()
        }
    }
}

extension Trait where Self == EnglishMessages {
    /// Validation messages in English for this test or suite.
    public static var englishMessages: EnglishMessages { EnglishMessages() }
}
