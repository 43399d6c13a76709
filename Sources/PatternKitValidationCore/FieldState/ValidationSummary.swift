/// How a group of fields stands as a whole: what a form needs to enable its submit button.
///
/// Each field contributes ``init(isValid:isChecking:)``; summaries combine with
/// ``merging(_:)`` in any order (SwiftUI's `validated(by:)` fields report theirs to a
/// parent's `onValidationChange`).
///
/// ```swift
/// let form = ValidationSummary(isValid: true).merging(ValidationSummary(isValid: false))
/// form.isValid        // false
/// form.invalidCount   // 1
/// ```
public struct ValidationSummary: Hashable, Sendable {
    /// The number of fields.
    public var fieldCount: Int
    /// The number of fields whose text failed.
    public var invalidCount: Int
    /// The number of fields whose asynchronous check has not answered yet.
    public var checkingCount: Int

    /// No fields at all (valid).
    public init() {
        fieldCount = 0
        invalidCount = 0
        checkingCount = 0
    }

    /// One field.
    ///
    /// - Parameters:
    ///   - isValid: Whether the field's text passed (so far, when still checking).
    ///   - isChecking: Whether an asynchronous check still has to answer.
    public init(isValid: Bool, isChecking: Bool = false) {
        fieldCount = 1
        invalidCount = isValid ? 0 : 1
        checkingCount = isChecking ? 1 : 0
    }

    /// Whether every field passed and none is still being checked: the form may be sent.
    public var isValid: Bool {
        invalidCount == 0 && checkingCount == 0
    }

    /// Whether some field is still being checked.
    public var isChecking: Bool {
        checkingCount > 0
    }

    /// This summary and `other` together.
    public func merging(_ other: ValidationSummary) -> ValidationSummary {
        var merged = self
        merged.fieldCount += other.fieldCount
        merged.invalidCount += other.invalidCount
        merged.checkingCount += other.checkingCount
        return merged
    }
}
