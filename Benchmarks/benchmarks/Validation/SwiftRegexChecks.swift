/// Swift `Regex` literals for the validation cases, built once and matched against the
/// whole text (`wholeMatch`, so no anchors are needed). `Regex` needs macOS 13 / iOS 16,
/// so on older Apple systems these variants are left out.
enum SwiftRegexChecks {
    /// `[0-9]*` over the whole text.
    static func digits() -> ValidationCheck? {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return nil }
        let regex = #/[0-9]*/#
        return ValidationCheck(name: "swift-regex") { $0.wholeMatch(of: regex) != nil }
    }

    /// `[a-zA-Z]*` over the whole text.
    static func letters() -> ValidationCheck? {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return nil }
        let regex = #/[a-zA-Z]*/#
        return ValidationCheck(name: "swift-regex") { $0.wholeMatch(of: regex) != nil }
    }

    /// The usual e-mail pattern over the whole text.
    static func email() -> ValidationCheck? {
        guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return nil }
        let regex = #/[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}/#
        return ValidationCheck(name: "swift-regex") { $0.wholeMatch(of: regex) != nil }
    }
}
