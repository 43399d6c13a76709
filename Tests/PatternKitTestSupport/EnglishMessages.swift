// Only where Swift Testing exists: CI compiles every PatternKit* target for iOS, and the
// iOS SDK has no Testing module (this target then builds empty).
#if canImport(Testing)
    import PatternKitValidation
    import Testing

    /// Runs a test with validation messages in English, whatever the machine's language and
    /// whatever a test running in parallel sets as the process-wide
    /// `ValidationLocalization.defaultLanguage`.
    ///
    /// Every test that asserts a message without naming its language (through `NSError`,
    /// `localizedFailureReason()`, a terminal screen) uses it, on the test or its suite:
    ///
    /// ```swift
    /// @Suite("Alerts", .englishMessages)
    /// struct AlertTests { … }
    /// ```
    public struct EnglishMessages: SuiteTrait, TestTrait, TestScoping {
        /// Applies to every test of a suite it is put on.
        public var isRecursive: Bool { true }

        /// Runs the test inside `ValidationLocalization.scopedLanguage.withValue("en")`, a
        /// task-local value that wins over the process-wide default.
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
#endif
