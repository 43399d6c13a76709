import PatternKitUIKit

/// A pretend account server for the sign-up screens: a user name is free unless it is one
/// of a few taken ones, and the answer takes a moment, as a network call would.
enum DemoAccounts {
    /// The names already taken.
    static let takenNames: Set<String> = ["alice", "admin", "root", "patternkit"]

    /// The error for a taken name (an app's own code, outside PatternKit's range).
    static let nameTaken = ValidationError(
        20_010,
        reason: .translations([
            "en": "“{name}” is already taken",
            "ru": "Имя «{name}» уже занято",
        ])
    )

    /// The check a user-name field runs after its synchronous rules pass.
    static let userNameIsFree = AnyAsyncValidator<String> { name in
        try await Task.sleep(nanoseconds: 600_000_000)
        if takenNames.contains(name.lowercased()) {
            var error = nameTaken
            error.parameters["name"] = .string(name)
            throw error
        }
    }
}
