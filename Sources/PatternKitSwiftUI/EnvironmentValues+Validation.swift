#if canImport(SwiftUI) && !os(watchOS)
import PatternKitValidationSessions
import SwiftUI

extension EnvironmentValues {
    /// Where validated fields show their messages; ``ValidationMessageStyle/inline`` by default.
    public var validationMessageStyle: ValidationMessageStyle {
        get { self[ValidationMessageStyleKey.self] }
        set { self[ValidationMessageStyleKey.self] = newValue }
    }

    /// When validated fields start showing errors; ``FeedbackTiming/whileEditing`` by
    /// default, because a view modifier cannot see a SwiftUI text field's focus.
    public var validationTiming: FeedbackTiming {
        get { self[ValidationTimingKey.self] }
        set { self[ValidationTimingKey.self] = newValue }
    }

    /// Which edits validated fields undo; ``EditFiltering/none`` by default.
    public var validationEditFiltering: EditFiltering {
        get { self[ValidationEditFilteringKey.self] }
        set { self[ValidationEditFilteringKey.self] = newValue }
    }

    /// The group validated fields report to, or `nil`.
    public var validationGroup: ValidationGroup? {
        get { self[ValidationGroupKey.self] }
        set { self[ValidationGroupKey.self] = newValue }
    }
}

private struct ValidationMessageStyleKey: EnvironmentKey {
    static let defaultValue = ValidationMessageStyle.inline
}

private struct ValidationTimingKey: EnvironmentKey {
    static let defaultValue = FeedbackTiming.whileEditing
}

private struct ValidationEditFilteringKey: EnvironmentKey {
    static let defaultValue = EditFiltering.none
}

private struct ValidationGroupKey: EnvironmentKey {
    static let defaultValue: ValidationGroup? = nil
}
#endif
