import Foundation
import PatternKitValidation
import Testing

/// The tests that set `ValidationLocalization.defaultLanguage`, which is process-wide.
///
/// They run one at a time (`.serialized`), so that each restores the default it found, and
/// every other test of the package that asserts a message names its language or uses the
/// `.englishMessages` trait, so that a default set here cannot reach it.
@Suite("The process-wide default language", .serialized)
struct DefaultLanguageTests {
    @Test("The app-wide default applies where no scope and no argument names a language")
    func defaultApplies() {
        let error = ValidationError(.numeric)
        let saved = ValidationLocalization.defaultLanguage
        defer { ValidationLocalization.defaultLanguage = saved }
        ValidationLocalization.defaultLanguage = "ru-RU"
        #expect(ValidationLocalization.currentLanguage == "ru")
        #expect(error.localizedFailureReason(in: nil) == "Значение может содержать только цифры (0–9)")
        #expect((error as NSError).localizedDescription == "Ошибка проверки ввода")
        ValidationLocalization.defaultLanguage = nil
        #expect(
            ValidationLocalization.currentLanguage
                == ValidationLocalization.bestLanguage(for: Locale.preferredLanguages))
    }

    @Test("The scoped language wins over the default, and an explicit one over both")
    func precedence() async {
        let error = ValidationError(.numeric)
        await ValidationLocalization.scopedLanguage.withValue("ru") {
            let saved = ValidationLocalization.defaultLanguage
            ValidationLocalization.defaultLanguage = "hi"
            defer { ValidationLocalization.defaultLanguage = saved }
            #expect(ValidationLocalization.currentLanguage == "ru")
            #expect(error.localizedDescription(in: nil) == "Ошибка проверки ввода")
            #expect(error.localizedDescription(in: "zh-Hans") == "输入验证失败")
            // Child tasks inherit the scoped language.
            let fromChild = await Task { error.localizedFailureReason(in: nil) }.value
            #expect(fromChild == "Значение может содержать только цифры (0–9)")
        }
    }

    @Test("Each task renders messages in its own scoped language while the default changes")
    func languagesPerTask() async {
        let error = NumericInputValidator().failures("x")[0]
        let expected = Dictionary(
            uniqueKeysWithValues: ValidationLocalization.availableLanguages.map {
                ($0, error.localizedDescription(in: $0))
            })
        #expect(Set(expected.values).count == expected.count, "each language has its own title")
        let saved = ValidationLocalization.defaultLanguage
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for (index, language) in ValidationLocalization.availableLanguages.enumerated() {
                group.addTask {
                    await ValidationLocalization.scopedLanguage.withValue(language) {
                        var mismatches = 0
                        for round in 0..<200 {
                            // Writers race on the default; the scoped language must still win.
                            if round % 10 == index { ValidationLocalization.defaultLanguage = language }
                            let nsError = error as NSError
                            if nsError.localizedDescription != expected[language] { mismatches += 1 }
                            await Task.yield()
                        }
                        return mismatches
                    }
                }
            }
            return await group.reduce(0, +)
        }
        ValidationLocalization.defaultLanguage = saved
        #expect(mismatches == 0)
    }
}
