import Foundation
import PatternKitValidation

extension Fuzz {
    /// Checks `validator` on `input` within ``timeLimit`` and returns its verdict, trapping
    /// unless `validate`, `isValid` and `failures` agree. `limit: nil` checks no time.
    @discardableResult
    public static func verdict<V: Validator>(
        _ label: String, _ validator: V, _ input: String, limit: Duration? = timeLimit,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Bool where V.Input == String {
        let size = input.utf8.count
        let valid = timed("\(label).isValid", size: size, limit: limit) { validator.isValid(input) }
        let thrown: ValidationError? = timed("\(label).validate", size: size, limit: limit) { () -> ValidationError? in
            do throws(ValidationError) {
                try validator.validate(input)
                return nil
            } catch { return error }
        }
        let failures = timed("\(label).failures", size: size, limit: limit) { validator.failures(input) }
        require(
            valid == (thrown == nil) && valid == failures.isEmpty,
            "\(label): isValid \(valid), validate threw \(thrown.map { "\($0.code)" } ?? "nothing"), "
                + "\(failures.count) failures for \(quoted(input))",
            file: file, line: line
        )
        return valid
    }
}
