import Foundation
import PatternKitValidation
import Testing

@Suite("Concurrent use")
struct ConcurrencyTests {
    static let inputs = ["123", "12a", "", "١٢٣", "Ёлка", String(repeating: "9", count: 1000) + "x", "👨‍👩‍👧‍👦"]

    @Test("Shared validators give the same answers from many tasks at once")
    func sharedValidators() async throws {
        let numeric = NumericInputValidator()
        let pattern = try PatternValidator("[0-9]*")
        let erased = AnyValidator(CharacterClassValidator.letters.message("Letters"))
        let expected = Self.inputs.map { (numeric.isValid($0), pattern.isValid($0), erased.isValid($0)) }

        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<300 {
                        let index = (task + round) % Self.inputs.count
                        let input = Self.inputs[index]
                        let answer = (numeric.isValid(input), pattern.isValid(input), erased.isValid(input))
                        if answer != expected[index] { mismatches += 1 }
                        if numeric.failures(input).isEmpty != expected[index].0 { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
