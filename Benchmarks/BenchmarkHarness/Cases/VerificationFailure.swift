/// Variants of a case that do not do the same work: measuring them would compare
/// nothing, so the run stops instead.
///
/// ```swift
/// try VerificationFailure.check(article("123") == patternkit("123"), "article and patternkit disagree on 123")
/// ```
package struct VerificationFailure: Error, CustomStringConvertible {
    /// What disagreed.
    package let description: String

    /// A failure described by `description`.
    package init(_ description: String) {
        self.description = description
    }

    /// Throws a failure described by `message` unless `condition` holds.
    package static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(VerificationFailure) {
        if !condition { throw VerificationFailure(message()) }
    }
}
