/// Variants of a case that do not do the same work: measuring them would compare
/// nothing, so the run stops instead.
///
/// ```swift
/// try VerificationFailure.check(seed("123") == patternkit("123"), "seed and patternkit disagree on 123")
/// ```
public struct VerificationFailure: Error, CustomStringConvertible {
    /// What disagreed.
    public let description: String

    /// A failure described by `description`.
    public init(_ description: String) {
        self.description = description
    }

    /// Throws a failure described by `message` unless `condition` holds.
    public static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(VerificationFailure) {
        if !condition { throw VerificationFailure(message()) }
    }
}
