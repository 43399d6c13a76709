import Foundation
// Fuzzes what a server reads from the network and an app reads back: wire reports, request
// bodies, Accept-Language headers. Bad bytes get an error, never a crash, and in linear time.
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
    Fuzz.require(hasNaN || twice == decoded, "report: a round trip changed the report")
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
    switch choice % 3 {
    case 0: fuzzReport(Data(text.utf8))
    case 1: fuzzBody(Data(text.utf8))
    default: fuzzAcceptLanguage(text)
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`).
@_cdecl("FuzzWire_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzz.main(argc, argv, testOneInput)
}
