import Foundation
import PatternKitValidation
import Testing

/// Types that cannot hold their form's fields, each refused when its `TypedForm` is built.
enum MismatchedOutputs {
    enum Field: String, Hashable, Sendable { case seats, note, plan, start }
    enum Plan: String, Decodable, FormChoice { case free, pro }

    struct Narrow: Decodable, Sendable { var seats: Int32 }
    struct Unsigned: Decodable, Sendable { var seats: UInt }
    struct Text: Decodable, Sendable { var seats: String }
    struct NotOptional: Decodable, Sendable { var note: String }
    struct FewerCases: Decodable, Sendable {
        enum Plan: String, Decodable { case free }
        var plan: Plan
    }
    struct DateAsText: Decodable, Sendable { var start: String }
    struct Unknown: Decodable, Sendable {
        var seats: Int
        var extra: Int
    }

    struct Agreeing: Decodable, Sendable, Equatable {
        var seats: Int
        var note: String?
        var plan: Plan
        var start: Date
    }

    static let form = FormValidator<Field>()
        .field(.seats, as: Int.self, .range(1...10))
        .field(.note, as: String?.self)
        .field(.plan, as: Plan.self)
        .field(.start, as: Date.self)
}

@Suite("A typed form refuses, when built, a type that cannot hold its fields")
struct TypedFormOutputTests {
    @Test("an Int32 for an Int field stops the program when the form is built")
    func narrowInteger() async {
        await #expect(processExitsWith: .failure) {
            _ = MismatchedOutputs.form.producing(MismatchedOutputs.Narrow.self)
        }
    }

    @Test(
        "so do a UInt, a String for a number, a non-optional for an optional, a narrower choice, text for a date, a property no field fills"
    )
    func otherMismatches() async {
        await #expect(processExitsWith: .failure) {
            _ = MismatchedOutputs.form.producing(MismatchedOutputs.Unsigned.self)
        }
        await #expect(processExitsWith: .failure) { _ = MismatchedOutputs.form.producing(MismatchedOutputs.Text.self) }
        await #expect(processExitsWith: .failure) {
            _ = MismatchedOutputs.form.producing(MismatchedOutputs.NotOptional.self)
        }
        await #expect(processExitsWith: .failure) {
            _ = MismatchedOutputs.form.producing(MismatchedOutputs.FewerCases.self)
        }
        await #expect(processExitsWith: .failure) {
            _ = TypedForm(MismatchedOutputs.form, producing: MismatchedOutputs.DateAsText.self)
        }
        await #expect(processExitsWith: .failure) {
            _ = MismatchedOutputs.form.producing(MismatchedOutputs.Unknown.self)
        }
    }

    @Test("a type that agrees is built and decodes what the form validated")
    func agreeing() async throws {
        let form = MismatchedOutputs.form.producing(MismatchedOutputs.Agreeing.self)
        let start = Date(timeIntervalSince1970: 0)
        let values = FormValues<MismatchedOutputs.Field>(typed: [
            .seats: .integer(3), .plan: "pro", .start: .date(start),
        ])
        #expect(
            try await form.parse(values) == MismatchedOutputs.Agreeing(seats: 3, note: nil, plan: .pro, start: start))
    }

    /// Refuses more than 5 seats in its own `init(from:)`, which the form's rules allow.
    struct Strict: Decodable, Sendable {
        struct TooMany: Error {}
        enum CodingKeys: String, CodingKey { case seats }
        var seats: Int

        init(from decoder: any Decoder) throws {
            seats = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .seats)
            guard seats <= 5 else { throw TooMany() }
        }
    }

    @Test("a type whose own init(from:) refuses a valid value is built; parsing that value throws FormOutputError")
    func ownDecoding() async throws {
        enum Field: String, Hashable, Sendable { case seats }
        let form = FormValidator<Field>().field(.seats, as: Int.self, .range(1...10)).producing(Strict.self)
        #expect(try await form.parse(FormValues(typed: [.seats: .integer(5)])).seats == 5)
        await #expect(throws: FormOutputError.self) { try await form.parse(FormValues(typed: [.seats: .integer(6)])) }
    }
}
