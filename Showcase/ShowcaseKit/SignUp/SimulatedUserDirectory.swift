import PatternKitValidation

/// A pretend server answering "is this user name free?" after a delay: the sign-up form's
/// asynchronous check.
///
/// ```swift
/// let directory = SimulatedUserDirectory(delay: 1)          // waits with Task.sleep
/// try await directory.validate("admin")                      // throws: taken
///
/// let clock = VirtualClock()
/// let scripted = SimulatedUserDirectory(delay: 1) { try await clock.sleep($0) }
/// ```
///
/// The wait is an injected `sleep` function, so the scripted session and the tests use a
/// ``VirtualClock`` instead of real time. The sleep throws when the check's task is cancelled
/// — the user typed on — and the check then stops without answering.
package struct SimulatedUserDirectory: AsyncValidator {
    /// Names that are taken, compared without regard to case.
    package static let takenNames: Set<String> = ["admin", "root", "patternkit"]

    /// The error code of a taken name (an app code, outside PatternKit's ranges).
    package static let takenCode: ValidationError.Code = 20_010

    /// The simulated round trip, in seconds.
    package let delay: Double

    private let sleep: @Sendable (Double) async throws -> Void

    /// A directory answering after `delay` seconds, waited with `sleep`.
    package init(delay: Double = 1, sleep: @escaping @Sendable (Double) async throws -> Void = Debounce.taskSleep) {
        self.delay = delay
        self.sleep = sleep
    }

    /// Waits for the simulated round trip, then throws ``takenCode`` when `name` is taken.
    ///
    /// - Throws: The ``takenCode`` error for a taken name; `CancellationError` when the task is
    ///   cancelled while waiting.
    package func validate(_ name: String) async throws {
        // No round trip (the sign-up server's own directory): no suspension either.
        if delay > 0 { try await sleep(delay) } else { try Task.checkCancellation() }
        if Self.isTaken(name) {
            throw ValidationError(Self.takenCode, parameters: [.value: .string(name)], reason: Self.takenMessage)
        }
    }

    /// What a taken name's error says, in the 16 languages of the built-in messages: the
    /// sign-up server words it in the language a request asks for.
    package static let takenMessage = ValidationMessage.translations([
        "en": "“{value}” is already taken",
        "ar": "الاسم «{value}» مستخدم بالفعل",
        "de": "„{value}“ ist bereits vergeben",
        "es": "«{value}» ya está en uso",
        "fr": "« {value} » est déjà pris",
        "hi": "“{value}” पहले से लिया जा चुका है",
        "it": "«{value}» è già in uso",
        "ja": "「{value}」は既に使われています",
        "ko": "‘{value}’은(는) 이미 사용 중입니다",
        "nl": "‘{value}’ is al in gebruik",
        "pl": "„{value}” jest już zajęte",
        "pt-BR": "“{value}” já está em uso",
        "ru": "«{value}» уже занято",
        "tr": "“{value}” zaten alınmış",
        "uk": "«{value}» уже зайняте",
        "zh-Hans": "“{value}”已被占用",
    ])

    /// Whether `name` is one of ``takenNames``.
    package static func isTaken(_ name: String) -> Bool {
        takenNames.contains(name.lowercased())
    }
}
