import Foundation
import PatternKitValidation
import Testing

@Suite("Asynchronous validators")
struct AsyncValidatorTests {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "The Internet connection appears to be offline." }
    }

    /// An app's own asynchronous rule, written as a type.
    struct PostcodeExists: AsyncValidator {
        let known: Set<String>
        func validate(_ postcode: String) async throws {
            await Task.yield()
            if postcode == "offline" { throw Offline() }  // an I/O error: not the user's fault
            if !known.contains(postcode) { throw ValidationError(20_014, reason: "Unknown postcode") }
        }
    }

    @Test("A conforming type: validation errors are failures, other errors say the check failed")
    func conformingType() async {
        let exists = PostcodeExists(known: ["110001", "SW1A 1AA"])
        #expect(await exists.isValid("110001"))
        #expect(await exists.failures("999999").map(\.code) == [20_014])
        let failed = await exists.failures("offline")
        #expect(failed.map(\.code) == [.asyncCheckFailed])
        #expect(failed.first?.parameters[.detail] == "The Internet connection appears to be offline.")
        #expect(await AnyAsyncValidator(exists).failures("offline") == failed)
    }

    @Test("A synchronous validator is usable where an asynchronous one is expected")
    func lifted() async {
        let digits = AnyAsyncValidator(CharacterClassValidator.numeric)
        #expect(await digits.isValid("123"))
        #expect(await digits.failures("12a").map(\.code) == [.numeric])
        let checklist = AnyAsyncValidator(AllOfValidator(collecting: [AnyValidator(.numeric), AnyValidator(.letters)]))
        #expect(await checklist.failures("1a").map(\.code) == [.numeric, .letters])
        await #expect(throws: ValidationError.self) { try await checklist.validate("1a") }
    }

    @Test("A closure with typed throws")
    func closure() async {
        let notAdmin = AnyAsyncValidator<String> { name in
            await Task.yield()
            if name == "admin" { throw ValidationError(20_011) }
        }
        #expect(await notAdmin.isValid("ada"))
        #expect(await notAdmin.failures("admin").map(\.code) == [20_011])
    }

    @Test("A predicate: false gives the error; a failing check gives 1540, its cause kept out of the message")
    func predicate() async {
        let taken = ValidationError(20_010, reason: "This user name is taken")
        let isFree = AnyAsyncValidator<String>(failingWith: taken) { name in
            switch name {
            case "offline": throw Offline()
            case "banned": throw ValidationError(20_012)
            default: return name != "ada"
            }
        }
        #expect(await isFree.isValid("grace"))
        #expect(await isFree.failures("ada") == [taken])
        #expect(await isFree.failures("banned").map(\.code) == [20_012])
        let failed = await isFree.failures("offline")
        #expect(failed.map(\.code) == [.asyncCheckFailed])
        #expect(failed.first?.localizedDescription(in: "en") == "Validation Unavailable")
        #expect(
            failed.first?.localizedFailureReason(in: "en")
                == "The input could not be checked right now; try again in a moment")
        // The cause (a host name, a URL with what the user typed) is for the log, never the
        // message: in no language does the sentence carry it.
        for language in ValidationLocalization.availableLanguages {
            let reason = failed.first?.localizedFailureReason(in: language) ?? ""
            #expect(!reason.contains("offline") && !reason.contains("{detail}"), "\(language): \(reason)")
        }
        #expect(failed.first?.parameters[.detail] == "The Internet connection appears to be offline.")
        #expect(failed.first?.localizedDescription(in: "zh-Hans") == "无法验证")
        #expect(failed.first?.localizedDescription(in: "hi") == "सत्यापन उपलब्ध नहीं")
    }

    actor Calls {
        var names: [String] = []
        func record(_ name: String) { names.append(name) }
    }

    @Test("then(_:) runs the second check only when the first passes")
    func chained() async {
        let calls = Calls()
        let first = AnyAsyncValidator(CharacterClassValidator.alphanumeric)
        let second = AnyAsyncValidator<String>(failingWith: ValidationError(20_013)) { name in
            await calls.record(name)
            return name.count >= 3
        }
        let both = first.then(second)
        #expect(await both.failures("a!").map(\.code) == [.alphanumeric])
        #expect(await both.failures("ab").map(\.code) == [20_013])
        #expect(await both.isValid("abc"))
        #expect(await calls.names == ["ab", "abc"])
    }

    @Test("Debounce waits with the injected sleep, and not at all when disabled")
    func debounce() async throws {
        let sleeper = ManualSleeper()
        let waiting = Task { try await sleeper.debounce.wait() }
        #expect(await sleeper.gates.expect(.waiting("pause")))
        sleeper.wake()
        try await waiting.value
        try await Debounce.none.wait()  // returns at once
        #expect(!Debounce.none.isEnabled && Debounce.seconds(0.3).isEnabled)
        let cancelled = Task { try await sleeper.debounce.wait() }
        #expect(await sleeper.gates.expect(.waiting("pause")))
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
    }
}
