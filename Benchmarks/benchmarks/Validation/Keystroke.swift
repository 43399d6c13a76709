import BenchmarkHarness
import Foundation
import PatternKitTextEditing
import PatternKitValidation

/// `keystroke-1KiB`, `keystroke-64KiB`, `keystroke-1MiB`: one digit typed into the middle
/// of a field of digits that stays valid.
///
/// - `full`: what a text field does without incremental validation: compute the text
///   after the edit (`TextEdit.proposedText`) and validate all of it.
/// - `incremental`: PatternKit's `validate(edit:)`, which for a per-character rule checks
///   the edit's bounds and its replacement only.
///
/// The incremental cost should stay flat as the field grows; the full cost grows with it.
@MainActor
enum Keystroke {
    /// The three field sizes, smallest first.
    static let benchmarks = [
        benchmark(name: "keystroke-1KiB", size: 1 << 10, goals: []),
        benchmark(name: "keystroke-64KiB", size: 1 << 16, goals: []),
        benchmark(name: "keystroke-1MiB", size: 1 << 20, goals: [.faster("incremental", than: "full", by: 1000)]),
    ]

    static func benchmark(name: String, size: Int, goals: [Goal]) -> BenchmarkCase {
        BenchmarkCase(
            name, "one digit typed into a \(Format.bytes(Double(size))) numeric field: whole text vs the edit",
            baseline: "full", goals: goals
        ) {
            let validator = NumericInputValidator()
            var generator = InputGenerator(seed: UInt64(size))
            let text = generator.strings(1, length: size, from: Alphabet.digits)[0]
            let caret = NSRange(location: size / 2, length: 0)
            let typed = opaqueInputs(["7"])
            let full = { (edit: TextEdit) -> Bool in
                guard let proposed = edit.proposedText else { return false }
                return validator.isValid(proposed)
            }
            let incremental = { (edit: TextEdit) -> Bool in
                do {
                    try validator.validate(edit: edit)
                    return true
                } catch {
                    return false
                }
            }
            for replacement in ["7", "x", "", "12", "1 2"] {
                let edit = TextEdit(text: text, range: caret, replacement: replacement)
                try VerificationFailure.check(
                    full(edit) == incremental(edit),
                    "\(name): full and incremental disagree on typing \(String(reflecting: replacement))"
                )
            }
            return [("full", full), ("incremental", incremental)].map { name, check in
                Variant(name) { iterations in
                    var passed = 0
                    for _ in 0..<iterations where check(TextEdit(text: text, range: caret, replacement: typed[0])) {
                        passed &+= 1
                    }
                    blackHole(passed)
                }
            }
        }
    }
}
