import Foundation
import PatternKitValidation
import Testing

@Suite("Range, equality, one-of and custom rules")
struct ValueRuleTests {
    @Test(
        "Inclusive and exclusive bounds have their own codes",
        arguments: [
            (RangeValidator<Int>(1...10), 0, ValidationError.Code.belowMinimum), (RangeValidator(1...10), 1, nil),
            (RangeValidator(1...10), 10, nil), (RangeValidator(1...10), 11, .aboveMaximum),
            (RangeValidator(0..<10), 10, .notLessThan),
            (RangeValidator(0..<10), 9, nil), (RangeValidator(18...), 17, .belowMinimum),
            (RangeValidator(...5), 6, .aboveMaximum),
            (RangeValidator(..<5), 5, .notLessThan), (.greaterThan(0), 0, .notGreaterThan), (.greaterThan(0), 1, nil),
            (.atLeast(3), 3, nil), (.atMost(3), 4, .aboveMaximum), (.lessThan(3), 2, nil),
            (.range(Int.min...Int.max), 0, nil),
        ] as [(RangeValidator<Int>, Int, ValidationError.Code?)])
    func bounds(rule: RangeValidator<Int>, value: Int, code: ValidationError.Code?) {
        #expect(rule.code(value) == code)
    }

    @Test("Parameters carry the bounds and the value; NaN fails every bound")
    func parameters() {
        let error = RangeValidator<Double>(0.5...2.5).firstFailure(3)
        #expect(error?.parameters == [.minimum: 0.5, .maximum: 2.5, .value: 3.0])
        #expect(RangeValidator<Double>(0...1).code(.nan) == .belowMinimum)
        #expect(RangeValidator<Double>(...1).code(.nan) == .aboveMaximum)
        #expect(RangeValidator<Double>(lowerBound: nil, upperBound: nil).isValid(.nan))
        let width = RangeValidator<CGFloat>(...320)
        #expect(width.isValid(320) && width.firstFailure(321)?.parameters[.maximum] == 320.0)
    }

    @Test("Dates compare, with messages of their own and the bound written as the language writes a date")
    func dates() {
        let start = Date(timeIntervalSince1970: 1_714_521_600)  // 2024-05-01T00:00:00Z, a calendar day
        let future: some Validator<Date> = .greaterThan(start)
        #expect(future.isValid(start.addingTimeInterval(86_400)))
        #expect(future.firstFailure(start)?.code == .dateNotAfter)
        // A moment is compared with a day as its own day: in every time zone, one second past
        // midnight UTC on 1 May is not after 1 May, and is on or before it.
        #expect(future.firstFailure(start.addingTimeInterval(1))?.code == .dateNotAfter)
        #expect(RangeValidator<Date>(...start).isValid(start.addingTimeInterval(1)))
        #expect(RangeValidator<Date>(..<start).firstFailure(start)?.code == .dateNotBefore)
        #expect(RangeValidator<Date>(...start).firstFailure(start.addingTimeInterval(86_400))?.code == .dateTooLate)
        let error = RangeValidator<Date>(start...).firstFailure(start.addingTimeInterval(-86_400))
        #expect(error?.code == .dateTooEarly)
        #expect(error?.parameters[.minimum] == .date(start))
        let english = error?.localizedFailureReason(in: "en") ?? ""
        #expect(
            english.hasPrefix("The date must be on or after") && english.contains("2024") && english.contains("May"))
        #expect(!english.contains("2024-05-01"))
        #expect(error?.localizedFailureReason(in: "fr").contains("mai 2024") == true)
        #expect(error?.localizedFailureReason(in: "de").contains("Mai 2024") == true)
    }

    @Test("Strings compare in Swift's order")
    func strings() {
        let initials = RangeValidator<String>("A"..."M")
        #expect(initials.isValid("Ada") && !initials.isValid("Zoe"))
    }

    @Test("Equality reads the expected value lazily; confirmation never reveals it")
    func equality() {
        let source = Box("first")
        let confirmation = EqualityValidator<String>(confirming: { source.value })
        #expect(confirmation.isValid("first"))
        source.value = "second"
        #expect(!confirmation.isValid("first"))
        #expect(confirmation.isValid("second"))
        let mismatch = confirmation.firstFailure("first")
        #expect(mismatch?.code == .confirmationMismatch)
        #expect(mismatch?.parameters == [:])
        #expect(mismatch?.localizedFailureReason(in: "en") == "The entries do not match")
        #expect(!"\(String(describing: mismatch))".contains("second"))
        let typed: some Validator<String> = .equals("DELETE")
        let error = typed.firstFailure("delete")
        #expect(error?.code == .notEqual)
        #expect(error?.localizedFailureReason(in: "ru") == "Значение должно совпадать с «DELETE»")
        #expect(EqualityValidator(to: "e\u{301}").isValid("é"))
        let answer: some Validator<Int> = .equals(42)
        #expect(answer.isValid(42) && !answer.isValid(41))
    }

    @Test("One-of: membership, order of the listed values, case-insensitive strings")
    func oneOf() {
        let size: some Validator<String> = .oneOf(["S", "M", "L", "XL"])
        #expect(size.isValid("M") && !size.isValid("m") && !size.isValid("XXL"))
        #expect(size.firstFailure("XXL")?.parameters[.allowed] == .list(["S", "M", "L", "XL"]))
        let currency = OneOfValidator(["USD", "EUR", "INR", "RUB", "CNY"], caseSensitive: false)
        #expect(currency.isValid("inr") && currency.isValid("Rub") && !currency.isValid("GBP"))
        #expect(OneOfValidator(["ёлка"], caseSensitive: false).isValid("ЁЛКА"))
        let code: some Validator<String> = .oneOf(["usd", "eur"], caseSensitive: false)
        #expect(code.isValid("EUR") && !code.isValid("GBP"))
        let exact: some Validator<String> = .oneOf(["usd", "eur"], caseSensitive: true)
        #expect(exact.isValid("eur") && !exact.isValid("EUR"))
        let many = OneOfValidator(1...50)
        #expect(many.firstFailure(0)?.parameters[.allowed] == .list((1...10).map(String.init) + ["…"]))
        #expect(OneOfValidator([3, 1, 3, 2]).allowed == [3, 1, 2])
    }

    @Test("Custom rules carry their code and message; the value only on request")
    func custom() {
        let even: some Validator<Int> = .custom(code: 20_001, reason: "{value} is odd", includesValue: true) {
            $0 % 2 == 0
        }
        #expect(even.isValid(4))
        let error = even.firstFailure(3)
        #expect(error?.code == 20_001)
        #expect(error?.localizedFailureReason(in: "hi") == "3 is odd")
        let noSpaces: some Validator<String> = .custom { !$0.contains(" ") }
        let spaced = noSpaces.firstFailure("a b")
        #expect(spaced?.code == .custom)
        #expect(spaced?.parameters == [:])
        #expect(spaced?.localizedFailureReason(in: "en") == "The input does not meet the requirement")
    }
}

/// A value that tests change between validations, safe to read from any thread.
final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String

    init(_ value: String) {
        stored = value
    }

    var value: String {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
