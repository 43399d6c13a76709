import Foundation
import PatternKitValidation
import Testing

@Suite("Rules on hostile input")
struct RuleBadInputTests {
    /// Every text rule of the library, with the defaults users get from the factories.
    static let rules: [(name: String, rule: AnyValidator<String>)] = [
        ("required", AnyValidator(.required)), ("notEmpty", AnyValidator(.notEmpty)),
        ("length", AnyValidator(.length(3...20))),
        ("utf16 length", AnyValidator(.length(max: 10, unit: .utf16))),
        ("integer", AnyValidator(.integer(locale: Locale(identifier: "en_US")))),
        ("decimal", AnyValidator(.decimal(locale: Locale(identifier: "de_DE")))),
        ("exponent", AnyValidator(DecimalValidator<Double>(locale: Locale(identifier: "ar_EG"), allowsExponent: true))),
        ("string range", AnyValidator(.range("a"..."z"))), ("equals", AnyValidator(.equals("x"))),
        ("confirms", AnyValidator(.confirms { @Sendable in "x" })),
        ("oneOf", AnyValidator(OneOfValidator(["a", "b"], caseSensitive: false))), ("email", AnyValidator(.email)),
        ("url", AnyValidator(.url)), ("phone", AnyValidator(.phoneNumber)), ("card", AnyValidator(.paymentCard)),
        ("ipv4", AnyValidator(.ipv4)), ("ipv6", AnyValidator(IPAddressValidator(.v6, allowsZone: true))),
        ("ip", AnyValidator(.ipAddress)),
        ("uuid", AnyValidator(.uuid)), ("hex", AnyValidator(.hexColor)), ("isbn", AnyValidator(.isbn)),
        (
            "password",
            AnyValidator(.password(uppercase: 1, digits: 1, symbols: 1, maximumRepeats: 2, allowsWhitespace: false))
        ),
        ("custom", AnyValidator(.custom { @Sendable (text: String) in text.count.isMultiple(of: 2) })),
        ("hostname", AnyValidator(.hostname)), ("url without scheme", AnyValidator(.url(requiringScheme: false))),
        ("lowercase", AnyValidator(.lowercase)), ("uppercase", AnyValidator(.uppercase)),
        ("base64", AnyValidator(.base64)),
        ("card expiry", AnyValidator(.cardExpiry)),
    ]

    static let inputs: [BadInput] =
        BadInput.all + [
            BadInput(name: "10 MB of digits", text: String(repeating: "0123456789", count: 1024 * 1024)),
            BadInput(name: "100 000 dots", text: String(repeating: ".", count: 100_000)),
            BadInput(name: "100 000 at signs", text: String(repeating: "@", count: 100_000)),
            BadInput(name: "100 000 colons", text: String(repeating: ":", count: 100_000)),
            BadInput(name: "100 000 hyphens", text: String(repeating: "-", count: 100_000)),
            BadInput(
                name: "combining marks after @", text: "a@" + String(repeating: "\u{301}", count: 10_000) + ".com"),
            BadInput(name: "RTL e-mail", text: "\u{202E}moc.elpmaxe@resu"),
            BadInput(name: "Arabic address", text: "مستخدم@مثال.مصر"),
        ]

    @Test("Every rule answers every input the same way through every entry point", arguments: inputs)
    func answers(input: BadInput) {
        for (name, rule) in Self.rules {
            let failures = rule.failures(input.text)
            let valid = rule.isValid(input.text)
            #expect(failures.isEmpty == valid, "\(name)")
            do {
                try rule.validate(input.text)
                #expect(valid, "\(name)")
            } catch {
                #expect(!valid, "\(name)")
                #expect(failures.first?.code == error.code, "\(name)")
                #expect(ValidationError.Code.ruleCodes.contains(error.code.rawValue), "\(name): \(error.code)")
                // Offsets point inside the text.
                if let offset = error.parameters[.utf16Offset]?.intValue {
                    #expect(offset >= 0 && offset <= input.text.utf16.count, "\(name)")
                }
                _ = error.localizedFailureReason(in: "hi")
            }
        }
    }

    @Test("No rule of the library claims to be per-character")
    func notPerCharacter() {
        for (name, rule) in Self.rules {
            #expect(!rule.isPerCharacter, "\(name)")
        }
        // An edit is therefore checked against the whole resulting text.
        let edit = TextEdit(text: "ada@example.co", range: NSRange(location: 14, length: 0), replacement: "m")
        #expect(EmailValidator().isValid(edit: edit))
        let broken = TextEdit(text: "ada@example.com", range: NSRange(location: 3, length: 1), replacement: "")
        #expect(!EmailValidator().isValid(edit: broken))
    }

    @Test("Rules are values shared safely between tasks")
    func concurrency() async {
        let email = EmailValidator()
        let card = PaymentCardValidator()
        let phone = PhoneNumberValidator.phoneNumber
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    email.isValid("user\(index)@example.com") && card.isValid("4242424242424242")
                        && phone.isValid("+44 20 7946 0958")
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64 && results.allSatisfy { $0 })
    }
}
