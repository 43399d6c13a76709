import Foundation
import PatternKitValidation
import Testing

@Suite("Number rules")
struct NumberRuleTests {
    static let english = Locale(identifier: "en_US")
    static let german = Locale(identifier: "de_DE")
    static let russian = Locale(identifier: "ru_RU")
    static let indian = Locale(identifier: "hi_IN")
    static let egyptian = Locale(identifier: "ar_EG")
    static let swiss = Locale(identifier: "de_CH")

    @Test(
        "Whole numbers in the locale's notation",
        arguments: [
            (english, "42", 42), (english, "-42", -42), (english, "+42", 42), (english, "−7", -7), (english, "0", 0),
            (english, "007", 7), (english, "1,234", 1234), (english, "1,234,567", 1_234_567),
            (german, "1.234.567", 1_234_567),
            (russian, "1 234 567", 1_234_567), (russian, "1\u{A0}234", 1234), (indian, "12,34,567", 1_234_567),
            (indian, "1,23,456", 123_456), (english, "१२३", 123), (english, "١٢٣", 123), (egyptian, "١٬٢٣٤", 1234),
            (english, "１２３", 123), (swiss, "1’234", 1234), (swiss, "1'234", 1234),
        ] as [(Locale, String, Int)])
    func integers(locale: Locale, text: String, value: Int) throws {
        let rule = IntegerValidator<Int>(locale: locale)
        #expect(try rule.value(of: text) == value)
        #expect(rule.isValid(text))
    }

    @Test(
        "Text that is not a whole number fails with code 1120",
        arguments: [
            (english, "", nil), (english, "-", nil), (english, "4 2", 1), (english, "42 ", 2), (english, " 42", 0),
            (english, "4.2", 1), (english, "1.000", 1), (german, "4,2", 1), (english, "1,23", 1),
            (english, "12,345,67", 6),
            (english, "1,,234", 2), (english, ",123", 0), (english, "123,", nil), (english, "1,2345", 1),
            (english, "1e3", 1),
            (english, "0x1F", 1), (english, "1٢3", 1), (english, "--1", 1), (english, "1-", 1), (english, "NaN", 0),
            (german, "1,234", 1), (english, "12 345", 2),
        ] as [(Locale, String, Int?)])
    func notIntegers(locale: Locale, text: String, offset: Int?) {
        let error = IntegerValidator<Int>(locale: locale).firstFailure(text)
        #expect(error?.code == .notAnInteger)
        #expect(error?.parameters[.utf16Offset]?.intValue == offset)
    }

    @Test("Ranges and the integer type's own limits")
    func integerRanges() throws {
        let quantity = IntegerValidator<Int>(range: .range(1...99), locale: Self.german)
        #expect(try quantity.value(of: "99") == 99)
        let tooMany = quantity.firstFailure("1.000")
        #expect(tooMany?.code == .aboveMaximum)
        #expect(tooMany?.parameters[.maximum] == 99)
        #expect(tooMany?.parameters[.value] == 1000)
        #expect(quantity.code("0") == .belowMinimum)
        let byte = IntegerValidator<UInt8>(locale: Self.english)
        #expect(try byte.value(of: "255") == 255)
        #expect(byte.firstFailure("256")?.parameters[.maximum] == 255)
        #expect(byte.code("256") == .aboveMaximum)
        #expect(byte.code("-1") == .belowMinimum)
        let huge = IntegerValidator<Int>(locale: Self.english).firstFailure("99999999999999999999")
        #expect(huge?.code == .aboveMaximum)
        #expect(huge?.parameters[.maximum] == .int(Int.max))
        let small = IntegerValidator<Int8>(range: .lessThan(100), locale: Self.english).firstFailure("1000")
        #expect(small?.code == .notLessThan)
        #expect(small?.parameters[.maximum] == 100)
        let ungrouped = IntegerValidator<Int>(locale: Self.english, allowsGrouping: false)
        #expect(ungrouped.code("1,234") == .notAnInteger)
        #expect(ungrouped.isValid("1234"))
        let percent: some Validator<String> = .integer(in: 0...100, locale: Self.english)
        #expect(percent.isValid("100") && !percent.isValid("101"))
    }

    @Test(
        "Decimal numbers in the locale's notation",
        arguments: [
            (english, "3.14", 3.14), (english, "-0.5", -0.5), (english, ".5", 0.5), (english, "1,234.5", 1234.5),
            (german, "1.234,5", 1234.5), (german, "0,25", 0.25), (russian, "1 234,5", 1234.5),
            (indian, "12,34,567.89", 1_234_567.89),
            (egyptian, "٣٫١٤", 3.14), (english, "१.५", 1.5), (english, "10", 10), (english, "−2.5", -2.5),
        ] as [(Locale, String, Double)])
    func decimals(locale: Locale, text: String, value: Double) throws {
        #expect(try DecimalValidator<Double>(locale: locale).value(of: text) == value)
    }

    @Test(
        "Text that is not a number in the locale fails with code 1121",
        arguments: [
            (english, "", nil), (english, ".", nil), (english, "1.", nil), (english, "1.2.3", 3),
            (german, "1,234.5", 5),
            (english, "1,234,5", 5), (english, "nan", 0), (english, "inf", 0), (english, "1e5", 1), (english, "$5", 0),
            (english, "5%", 1), (german, "1.5", 1), (english, "1.5,0", 3), (english, "3.1٤", 3),
        ] as [(Locale, String, Int?)])
    func notNumbers(locale: Locale, text: String, offset: Int?) {
        let error = DecimalValidator<Double>(locale: locale).firstFailure(text)
        #expect(error?.code == .notANumber)
        #expect(error?.parameters[.utf16Offset]?.intValue == offset)
    }

    @Test("Fraction digits, exponents, ranges, CGFloat and Float")
    func decimalOptions() throws {
        let price = DecimalValidator<Double>(range: .range(0...10_000), maximumFractionDigits: 2, locale: Self.german)
        #expect(try price.value(of: "1.234,50") == 1234.5)
        let cents = price.firstFailure("9,999")
        #expect(cents?.code == .tooManyFractionDigits)
        #expect(cents?.parameters[.maximum] == 2)
        #expect(cents?.parameters[.count] == 3)
        #expect(price.code("10.000,01") == .aboveMaximum)
        let scientific = DecimalValidator<Double>(locale: Self.english, allowsExponent: true)
        #expect(try scientific.value(of: "1.5e3") == 1500)
        #expect(try scientific.value(of: "2E-2") == 0.02)
        #expect(scientific.code("1e") == .notANumber)
        #expect(scientific.code("e5") == .notANumber)
        let overflow = scientific.firstFailure("1e400")
        #expect(overflow?.code == .aboveMaximum)
        #expect(scientific.code("-1e400") == .belowMinimum)
        let width = DecimalValidator<CGFloat>(range: .greaterThan(0), locale: Self.english)
        #expect(try width.value(of: "12.5") == CGFloat(12.5))
        #expect(width.code("0") == .notGreaterThan)
        let float = DecimalValidator<Float>(locale: Self.english)
        #expect(float.code("1e39") == .notANumber)
        #expect(float.code(String(repeating: "9", count: 40)) == .aboveMaximum)
        let amount: some Validator<String> = .decimal(in: 0.01...1_000, maximumFractionDigits: 2, locale: Self.english)
        #expect(amount.isValid("0.01") && !amount.isValid("0.001") && !amount.isValid("1000.5"))
    }

    @Test("Range messages write numbers the way each language does")
    func messages() {
        let error = DecimalValidator<Double>(range: .range(0.5...2.5), locale: Self.english).firstFailure("3")
        #expect(error?.localizedFailureReason(in: "en") == "The value must be at most 2.5")
        #expect(error?.localizedFailureReason(in: "ru") == "Значение должно быть не больше 2,5")
        #expect(error?.localizedFailureReason(in: "hi") == "मान अधिकतम 2.5 होना चाहिए")
        #expect(error?.localizedFailureReason(in: "zh-Hans") == "值不能大于 2.5")
        let integer = IntegerValidator<Int>(locale: Self.english).firstFailure("x")
        #expect(integer?.localizedFailureReason(in: "ru") == "Значение должно быть целым числом")
    }
}
