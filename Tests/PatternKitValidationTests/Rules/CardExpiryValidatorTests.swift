import Foundation
import PatternKitValidation
import Testing

@Suite("Card expiry rule")
struct CardExpiryValidatorTests {
    /// 15 June 2026, 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_781_524_800)
    static let utc = TimeZone(identifier: "UTC")!
    static let expiry = CardExpiryValidator(timeZone: utc, now: now)

    @Test(
        "Dates from this month on pass",
        arguments: [
            "06/26", "6/26", "06/2026", "12/26", "01/27", "12/29", "06 / 27", "06-27", "06/2046", "06/46",
        ])
    func valid(input: String) {
        #expect(Self.expiry.failures(input) == [])
    }

    @Test(
        "Malformed dates, bad months and far years fail with code 1185",
        arguments: [
            ("", "invalidFormat"), ("1229", "invalidFormat"), ("12/", "invalidFormat"), ("/29", "invalidFormat"),
            ("12/029", "invalidFormat"), ("12/29x", "invalidFormat"), ("12.29", "invalidFormat"),
            ("１２/２９", "invalidFormat"),
            ("123/29", "invalidFormat"), (" 12/29", "invalidFormat"),
            (String(repeating: "1", count: 100), "invalidFormat"),
            ("00/29", "invalidMonth"), ("13/29", "invalidMonth"), ("29/12", "invalidMonth"),
            ("07/46", "tooFarInFuture"), ("01/2099", "tooFarInFuture"),
        ])
    func invalid(input: String, problem: String) {
        let error = Self.expiry.firstFailure(input)
        #expect(error?.code == .cardExpiry)
        #expect(error?.problem == problem)
    }

    @Test(
        "Past months fail with code 1186, which says the card has expired",
        arguments: [
            "05/26", "5/2026", "12/25", "01/20", "12/1999",
        ])
    func expired(input: String) {
        let error = Self.expiry.firstFailure(input)
        #expect(error?.code == .cardExpired)
        #expect(error?.problem == "expired")
        #expect(error?.localizedFailureReason(in: "en") == "The card has expired")
        #expect(error?.localizedFailureReason(in: "ru") == "Срок действия карты истёк")
    }

    @Test("A month ends in the validator's time zone")
    func timeZone() {
        // 1 July 2026, 02:00 UTC: still June in New York.
        let julyInUTC = Date(timeIntervalSince1970: 1_782_871_200)
        #expect(!CardExpiryValidator(timeZone: Self.utc, now: julyInUTC).isValid("06/26"))
        #expect(
            CardExpiryValidator(timeZone: TimeZone(identifier: "America/New_York")!, now: julyInUTC).isValid("06/26"))
    }

    @Test("The month and year are read from the text")
    func reading() {
        #expect(Self.expiry.expiry(of: "7 / 2031").map { [$0.month, $0.year] } == [7, 2031])
        #expect(Self.expiry.expiry(of: "12/29").map { [$0.month, $0.year] } == [12, 2029])
        #expect(Self.expiry.expiry(of: "12-29x") == nil)
        #expect(
            CardExpiryValidator(maximumYearsAhead: 3, timeZone: Self.utc, now: Self.now).firstFailure("07/29")?
                .parameters[.maximum] == 3)
    }

    @Test("Without a fixed moment, the current month passes and last year's fails")
    func liveClock() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        let today = calendar.dateComponents([.year, .month], from: Date())
        let validator = CardExpiryValidator(timeZone: Self.utc)
        #expect(validator.isValid(String(format: "%02ld/%04ld", today.month!, today.year!)))
        #expect(!validator.isValid(String(format: "%02ld/%04ld", today.month!, today.year! - 1)))
        #expect(CardExpiryValidator.cardExpiry.maximumYearsAhead == 20)
    }
}
