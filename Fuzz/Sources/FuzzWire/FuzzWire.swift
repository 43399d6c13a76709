import Foundation
// Fuzzes what a server reads from the network and an app reads back: wire reports, request
// bodies (text-only and typed, JSON and URL-encoded), Accept-Language headers. Bad bytes get an error, never a crash, and in linear time.
import FuzzSupport
import PatternKitValidation

private enum Field: String, Hashable, Sendable, CaseIterable {
    case email
    case city = "address.city"
    case phone = "phones.0"
}

/// A report decodes or throws a `DecodingError`; one that decodes encodes again to a report
/// that decodes to the same failures, and every failure words itself in any language.
private func fuzzReport(_ data: Data) {
    let decoded: ValidationFailureReport
    switch Fuzz.timed("report", size: data.count, { Result { try ValidationFailureReport(json: data) } }) {
    case .success(let report): decoded = report
    case .failure(let error):
        Fuzz.require(error is DecodingError, "report: \(type(of: error)) instead of a DecodingError")
        return
    }
    for failure in decoded.failures {
        _ = failure.error.localizedFailureReason(in: "ar")
        _ = failure.error.localizedFailureReason(in: "en")
    }
    guard let again = try? decoded.jsonData() else {
        Fuzz.fail("report: a decoded report does not encode")
    }
    guard let twice = try? ValidationFailureReport(json: again) else {
        Fuzz.fail("report: what the encoder wrote does not decode")
    }
    let hasNaN = decoded.failures.contains { $0.parameters.values.contains { $0.doubleValue?.isNaN == true } }
    // What this reader skipped (a parameter it could not read) is not sent on: the round trip
    // keeps everything else.
    var read = decoded
    for index in read.failures.indices { read.failures[index].skippedParameters = [] }
    Fuzz.require(hasNaN || twice == read, "report: a round trip changed the report")
}

/// A body decodes to the fields' values or throws a `FormContentError`; each value is text the
/// body held.
private func fuzzBody(_ data: Data) {
    let result = Fuzz.timed("body", size: data.count) {
        Result { () throws(FormContentError) in try FormValues<Field>(json: data, fields: Field.allCases) }
    }
    switch result {
    case .success(let values):
        Fuzz.require(values.storage.keys.allSatisfy(Field.allCases.contains), "body: a value for no field")
    case .failure(let error):
        Fuzz.require(!error.description.isEmpty, "body: an error without a reason")
    }
}

private enum TypedField: String, Hashable, Sendable, CaseIterable {
    case name, seats, price, terms, start, tags
    case city = "address.city"
}

private let typedForm = FormValidator<TypedField>()
    .field(.name, as: String.self)
    .field(.seats, as: Int?.self)
    .field(.price, as: Decimal?.self)
    .field(.terms, as: Bool?.self)
    .field(.start, as: Date?.self)
    .field(.tags, as: [String]?.self)
    .field(.city, as: String?.self)

/// A typed body (JSON or URL-encoded) reads to values of each field's kind, or is refused
/// with failures that say where; every value read is of its field's kind, or its field has a
/// reading error that the form reports.
private func fuzzTypedBody(_ data: Data, urlEncoded: Bool) {
    let result = Fuzz.timed(urlEncoded ? "url-encoded" : "typed body", size: data.count) {
        Result { () throws(FormRejection) in
            urlEncoded
                ? try FormValues(urlEncoded: Substring(decoding: data, as: UTF8.self), form: typedForm)
                : try FormValues(json: data, form: typedForm)
        }
    }
    switch result {
    case .success(let values):
        let judged = typedForm.validate(values)
        for field in TypedField.allCases {
            if let error = values.readingErrors[field] {
                Fuzz.require(
                    judged.errors(for: field).first == error.tagged(field), "typed: a reading error not reported")
                continue
            }
            let value = values[value: field]
            let fits: Bool
            switch (field, value) {
            case (_, .null), (.name, .text), (.city, .text), (.seats, .integer), (.price, .decimal), (.price, .integer),
                (.terms, .bool), (.start, .date), (.tags, .list):
                fits = true
            default: fits = false
            }
            Fuzz.require(fits, "typed: \(field) holds \(value)")
        }
    case .failure(let rejection):
        Fuzz.require(!rejection.failures.isEmpty, "typed: a rejection without failures")
        for failure in rejection.failures {
            Fuzz.require(
                failure.error.localizedFailureReason(in: "en") != "The input is not valid",
                "typed: a failure without a message of its own")
        }
    }
}

extension ValidationError {
    fileprivate func tagged(_ field: TypedField) -> ValidationError {
        var copy = self
        copy.parameters[.field] = .string(field.rawValue)
        return copy
    }
}

/// A header gives a message language PatternKit has, and only languages it names.
private func fuzzAcceptLanguage(_ header: String) {
    let accept = Fuzz.timed("accept-language", size: header.utf8.count) { AcceptLanguage(header) }
    Fuzz.require(
        ValidationLocalization.availableLanguages.contains(accept.messageLanguage),
        "accept-language: \(Fuzz.quoted(accept.messageLanguage)) is no message language")
    for language in accept.languages {
        Fuzz.require(header.contains(language), "accept-language: \(Fuzz.quoted(language)) is not in the header")
    }
}

/// libFuzzer's callback: the first byte picks what is read; bit 7 makes the input long.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let choice = input.byte()
    let text = input.rest(long: choice & 0x80 != 0)
    switch choice % 5 {
    case 0: fuzzReport(Data(text.utf8))
    case 1: fuzzBody(Data(text.utf8))
    case 2: fuzzTypedBody(Data(text.utf8), urlEncoded: false)
    case 3: fuzzTypedBody(Data(text.utf8), urlEncoded: true)
    default: fuzzAcceptLanguage(text)
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`).
@_cdecl("FuzzWire_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzz.main(argc, argv, testOneInput)
}
