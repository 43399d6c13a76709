import PatternKitValidation
import Testing

@Suite("Payment card rule")
struct PaymentCardValidatorTests {
    /// Published test numbers of the networks and payment providers, and numbers in the
    /// national ranges completed with a Luhn check digit.
    @Test(
        "Cards of every brand pass, with spaces or hyphens",
        arguments: [
            ("4242424242424242", CardBrand.visa), ("4242 4242 4242 4242", .visa), ("4000-0566-5566-5556", .visa),
            ("4222222222222", .visa), ("5555555555554444", .mastercard), ("2223003122003222", .mastercard),
            ("5200 8282 8282 8210", .mastercard), ("378282246310005", .americanExpress),
            ("3714 496353 98431", .americanExpress),
            ("6011111111111117", .discover), ("6011000990139424", .discover), ("6440000000000005", .discover),
            ("3056930009020004", .dinersClub), ("36227206271667", .dinersClub), ("3566002020360505", .jcb),
            ("3528000000000007", .jcb), ("6200000000000005", .unionPay), ("6205500000000000004", .unionPay),
            ("6759649826438453", .maestro), ("5018000000000009", .maestro), ("6304000000000000", .maestro),
            ("2200000000000004", .mir), ("2204 1234 5678 9015", .mir), ("6080000000000000", .rupay),
            ("6521500000000006", .rupay), ("5085000000000007", .rupay), ("8100000000000002", .rupay),
            ("4242\u{A0}4242\u{A0}4242\u{A0}4242", .visa),
        ])
    func valid(number: String, brand: CardBrand) {
        #expect(PaymentCardValidator.paymentCard.failures(number) == [])
        #expect(CardBrand(cardNumber: number) == brand)
    }

    @Test(
        "Bad check digits fail for every brand that uses Luhn",
        arguments: [
            ("4242424242424241", "visa"), ("5555555555554443", "mastercard"), ("2223003122003223", "mastercard"),
            ("378282246310006", "americanExpress"), ("6011111111111118", "discover"),
            ("3056930009020005", "dinersClub"),
            ("3566002020360506", "jcb"), ("6759649826438454", "maestro"), ("2200000000000005", "mir"),
            ("6080000000000001", "rupay"), ("1234567812345678", nil),
        ] as [(String, String?)])
    func badCheckDigit(number: String, brand: String?) {
        let error = PaymentCardValidator.paymentCard.firstFailure(number)
        #expect(error?.code == .paymentCard)
        #expect(error?.problem == "checksum")
        #expect(error?.parameters[.brand]?.stringValue == brand)
        #expect(error?.parameters[.count] == .int(number.count))
    }

    @Test("UnionPay numbers are not held to the Luhn check")
    func unionPay() {
        #expect(PaymentCardValidator.paymentCard.isValid("6200000000000006"))
        #expect(!CardBrand.unionPay.usesLuhnCheckDigit)
    }

    @Test(
        "Wrong lengths and characters",
        arguments: [
            ("424242424242424", "wrongLength"), ("42424242424242424", "wrongLength"), ("37828224631000", "wrongLength"),
            ("55555555555544", "wrongLength"), ("", "wrongLength"), ("12345678901", "wrongLength"),
            ("12345678901234567890", "wrongLength"), ("4242 4242 4242 424x", "invalidCharacter"),
            ("4242.4242.4242.4242", "invalidCharacter"), ("４２４２４２４２４２４２４２４２", "invalidCharacter"),
            (String(repeating: "4", count: 100), "wrongLength"),
        ])
    func malformed(number: String, problem: String) {
        #expect(PaymentCardValidator.paymentCard.firstFailure(number)?.problem == problem)
    }

    @Test("Accepted brands")
    func acceptedBrands() {
        let domestic = PaymentCardValidator(acceptedBrands: [.rupay, .visa, .mastercard])
        #expect(domestic.isValid("6080000000000000") && domestic.isValid("4242424242424242"))
        let mir = domestic.firstFailure("2200 0000 0000 0004")
        #expect(mir?.problem == "brandNotAccepted")
        #expect(mir?.parameters[.brand] == "mir")
        #expect(domestic.firstFailure("9999999999999995")?.problem == "brandNotAccepted")
        #expect(PaymentCardValidator.paymentCard.isValid("9999999999999995"))
    }

    @Test(
        "The brand shows while typing",
        arguments: [
            ("4", CardBrand.visa), ("34", .americanExpress), ("37", .americanExpress), ("5", nil), ("51", .mastercard),
            ("2221", .mastercard), ("2720", .mastercard), ("2721", nil), ("2200", .mir), ("2205", nil),
            ("6011", .discover),
            ("60", .rupay), ("65", .discover), ("6521", .rupay), ("62", .unionPay), ("35", nil), ("3528", .jcb),
            ("3589", .jcb),
            ("3590", nil), ("36", .dinersClub), ("300", .dinersClub), ("306", nil), ("", nil), ("x4", nil), ("6", nil),
            ("67", .maestro), ("6799", .maestro), ("0", nil),
        ] as [(String, CardBrand?)])
    func brandWhileTyping(prefix: String, brand: CardBrand?) {
        #expect(CardBrand(cardNumber: prefix) == brand)
    }

    @Test(
        "The whole 67 range is Maestro",
        arguments: [
            "6799990100000000019", "6799 9901 0000 0000 019", "6700000000000000", "6759649826438453",
            "676770000000000005",
        ])
    func maestroRange(number: String) {
        #expect(CardBrand(cardNumber: number) == .maestro)
        #expect(PaymentCardValidator.paymentCard.isValid(number))
        #expect(PaymentCardValidator(acceptedBrands: [.maestro]).isValid(number))
        #expect(!PaymentCardValidator(acceptedBrands: [.visa, .mastercard]).isValid(number))
    }

    @Test(
        "A number no issuer has fails, though its check digit is right",
        arguments: [
            "0000000000000000", "0000 0000 0000 0000", "000000000000", "0000000000000000000", "0123456789012345670",
            "0042424242424242",
        ])
    func noIssuer(number: String) {
        let error = PaymentCardValidator.paymentCard.firstFailure(number)
        #expect(error?.code == .paymentCard)
        #expect(error?.problem == "noIssuer")
        #expect(error?.localizedFailureReason(in: "en") == "The input is not a valid card number")
    }

    @Test("Brands list their lengths and names")
    func brandFacts() {
        #expect(CardBrand.visa.lengths == [13, 16, 19])
        #expect(CardBrand.americanExpress.lengths == [15])
        #expect(CardBrand.rupay.displayName == "RuPay")
        #expect(Set(CardBrand.allCases.map(\.displayName)).count == CardBrand.allCases.count)
    }
}
