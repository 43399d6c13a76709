import Foundation
// Fuzzes edits: TextEdit's UTF-16 arithmetic against a plain array of code units; the
// incremental check `validate(edit:)` against a full check of the resulting text; and the
// sanitizers (idempotent, caret inside the text and stable, every valid edit applies).
import FuzzSupport
import PatternKitValidation

private let perCharacter: [(String, AnyValidator<String>)] = [
    ("numeric", CharacterClassValidator.numeric.eraseToAnyValidator()),
    ("alpha", CharacterClassValidator.alpha.eraseToAnyValidator()),
    ("letters", CharacterClassValidator.letters.eraseToAnyValidator()),
    ("decimalDigits", CharacterClassValidator.decimalDigits.eraseToAnyValidator()),
    (
        "allowing(0-9 é😀)",
        CharacterClassValidator.allowing(CharacterClass(charactersIn: "0123456789 é😀\u{301}")).eraseToAnyValidator()
    ),
    ("NumericInputValidator", AnyValidator(NumericInputValidator())),
    (
        "numeric.and(alphanumeric)",
        CharacterClassValidator.numeric.and(CharacterClassValidator.alphanumeric).eraseToAnyValidator()
    ),
]

private let wholeText: [(String, AnyValidator<String>)] = [
    ("length(max: 5)", LengthValidator(max: 5).eraseToAnyValidator()),
    ("email", EmailValidator().eraseToAnyValidator()),
    ("numeric.or(email)", CharacterClassValidator.numeric.or(EmailValidator()).eraseToAnyValidator()),
]

private let sanitizers: [(String, AnySanitizer)] = [
    ("trimming(.both)", AnySanitizer(TrimmingSanitizer(.both))),
    ("trimming(.leading)", AnySanitizer(TrimmingSanitizer(.leading))),
    ("trimming(.trailing)", AnySanitizer(TrimmingSanitizer(.trailing))),
    ("collapsingWhitespace", AnySanitizer(WhitespaceCollapsingSanitizer())),
    ("digitsOnly", AnySanitizer(DigitsSanitizer())),
    ("keeping(.letters)", AnySanitizer(CharacterFilterSanitizer(keeping: .letters))),
    ("keeping(.asciiAlphanumerics)", AnySanitizer(CharacterFilterSanitizer(keeping: .asciiAlphanumerics))),
    ("uppercased", AnySanitizer(CaseSanitizer(.upper))),
    ("lowercased", AnySanitizer(CaseSanitizer(.lower))),
    ("uppercased(tr)", AnySanitizer(CaseSanitizer(.upper, locale: Locale(identifier: "tr")))),
    ("lowercased(el)", AnySanitizer(CaseSanitizer(.lower, locale: Locale(identifier: "el")))),
    ("truncated(5)", AnySanitizer(TruncatingSanitizer(maximumLength: 5))),
    ("truncated(5, .utf16)", AnySanitizer(TruncatingSanitizer(maximumLength: 5, unit: .utf16))),
    ("truncated(7, .utf8)", AnySanitizer(TruncatingSanitizer(maximumLength: 7, unit: .utf8))),
    (
        "trimming.then(collapsing)",
        AnySanitizer(TrimmingSanitizer.trimmingWhitespace.then(WhitespaceCollapsingSanitizer()))
    ),
    (
        "digitsOnly.then(truncated(4))",
        AnySanitizer(DigitsSanitizer.digitsOnly.then(TruncatingSanitizer(maximumLength: 4)))
    ),
    ("closure(reversed)", AnySanitizer { String($0.reversed()) }),
]

/// Checks TextEdit against the same edit made on an array of UTF-16 code units.
private func checkArithmetic(_ edit: TextEdit) {
    let units = Array(edit.text.utf16)
    let range = edit.range
    let fits =
        range.location >= 0 && range.length >= 0 && range.location <= units.count
        && range.length <= units.count - range.location
    func splitsPair(_ offset: Int) -> Bool {
        offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset])
            && UTF16.isLeadSurrogate(units[offset - 1])
    }
    let expectedValid = fits && !splitsPair(range.location) && !splitsPair(range.location + range.length)
    Fuzz.require(edit.isValid == expectedValid, "TextEdit.isValid \(edit.isValid) for \(edit)")
    Fuzz.require((edit.proposedText != nil) == edit.isValid, "TextEdit.proposedText and isValid disagree for \(edit)")
    guard expectedValid, let proposed = edit.proposedText, let after = edit.rangeAfterEdit else { return }
    let expected =
        Array(units[..<range.location]) + Array(edit.replacement.utf16)
        + Array(units[(range.location + range.length)...])
    Fuzz.require(Array(proposed.utf16) == expected, "TextEdit.proposedText \(Fuzz.quoted(proposed)) for \(edit)")
    Fuzz.require(
        after.location == range.location && after.length == edit.replacement.utf16.count,
        "TextEdit.rangeAfterEdit \(after) for \(edit)"
    )
    Fuzz.require(
        edit.replacedText.map { Array($0.utf16) == Array(units[range.location..<(range.location + range.length)]) }
            ?? false,
        "TextEdit.replacedText for \(edit)"
    )
    if let indices = edit.rangeInText {
        Fuzz.require(
            TextEdit.nsRange(indices, in: edit.text) == range, "TextEdit.nsRange(rangeInText) ≠ range for \(edit)")
    }
}

/// All of `checks`, or on a long text only the one `pick` chooses: each check costs a pass over
/// 200 kB, and a long text is a short one repeated, whose every check short runs cover.
private func chosen<T>(_ checks: [T], _ pick: Int?) -> ArraySlice<T> {
    guard let pick else { return checks[...] }
    let index = pick % checks.count
    return checks[index...index]
}

private func checkIncremental(_ edit: TextEdit, pick: Int?) {
    let size = edit.text.utf8.count + edit.replacement.utf8.count
    for (name, validator) in chosen(perCharacter + wholeText, pick) {
        let incremental = Fuzz.timed("\(name).isValid(edit:)", size: size) { validator.isValid(edit: edit) }
        let thrown: ValidationError? = Fuzz.timed("\(name).validate(edit:)", size: size) { () -> ValidationError? in
            do throws(ValidationError) {
                try validator.validate(edit: edit)
                return nil
            } catch { return error }
        }
        Fuzz.require(
            incremental == (thrown == nil),
            "\(name): isValid(edit:) \(incremental) but validate(edit:) \(thrown.map { "threw \($0.code)" } ?? "passed") for \(edit)"
        )
        guard let proposed = edit.proposedText else {
            Fuzz.require(
                !incremental && thrown?.code == .invalidEdit,
                "\(name): an edit that does not fit passed or threw \(String(describing: thrown?.code))")
            continue
        }
        let full = Fuzz.timed("\(name).isValid", size: size) { validator.isValid(proposed) }
        if !validator.isPerCharacter || validator.isValid(edit.text) {
            Fuzz.require(
                incremental == full, "\(name): the edit check says \(incremental), the full check \(full) for \(edit)")
        } else {
            // An invalid text: judged on what the edit adds.
            Fuzz.require(
                incremental == validator.isValid(edit.replacement),
                "\(name): the edit check of an invalid text ignores the replacement: \(edit)")
        }
        if validator.isPerCharacter, validator.isValid(edit.text), let error = thrown,
            let offset = error.parameters[.utf16Offset]?.intValue
        {
            let fullOffset = errorOffset(validator, proposed)
            Fuzz.require(
                offset == fullOffset,
                "\(name): the edit error's utf16Offset \(offset), the full check's \(fullOffset) for \(edit)")
        }
    }
}

/// The `utf16Offset` of the error validating `text` throws: -1 when it passes, -2 without an offset.
private func errorOffset(_ validator: AnyValidator<String>, _ text: String) -> Int {
    do throws(ValidationError) {
        try validator.validate(text)
        return -1
    } catch {
        return error.parameters[.utf16Offset]?.intValue ?? -2
    }
}

private func checkSanitizers(_ text: String, cursor: Int, edit: TextEdit, pick: Int?) {
    let size = text.utf8.count
    for (name, sanitizer) in chosen(sanitizers, pick) {
        let once = Fuzz.timed("\(name).sanitize", size: size) { sanitizer.sanitize(text, cursor: cursor) }
        checkCaretOf(once, name)
        Fuzz.require(
            sanitizer.sanitize(text) == once.text,
            "\(name): sanitize(_:) ≠ sanitize(_:cursor:).text for \(Fuzz.quoted(text))")
        guard name != "closure(reversed)" else { continue }  // not idempotent, on purpose
        let twice = sanitizer.sanitize(once.text, cursor: once.cursor)
        let caseWithLocale = name.hasSuffix("(tr)") || name.hasSuffix("(el)")
        Fuzz.require(
            twice.text == once.text,
            "\(name) not idempotent: \(Fuzz.quoted(text)) → \(Fuzz.quoted(once.text)) → \(Fuzz.quoted(twice.text))",
            unless: caseWithLocale, known: "issue 14 #6, CaseSanitizer with a locale"
        )
        if twice.text == once.text {
            Fuzz.require(
                twice.cursor == once.cursor,
                "\(name): the caret moved on a second pass: \(once) → \(twice) (from \(Fuzz.quoted(text)), caret \(cursor))",
                unless: name.contains("ollaps") || caseWithLocale,
                known: "issue 14 #7, the caret inside a grapheme cluster"
            )
        }
        // A text field's edit of the sanitized text.
        let fieldEdit = TextEdit(text: once.text, range: edit.range, replacement: edit.replacement)
        let applied = Fuzz.timed("\(name).apply", size: size) { () -> Result<SanitizedText, ValidationError> in
            do throws(ValidationError) { return .success(try sanitizer.apply(fieldEdit)) } catch {
                return .failure(error)
            }
        }
        switch applied {
        case .success(let result):
            Fuzz.require(fieldEdit.isValid, "\(name).apply accepted an edit that does not fit: \(fieldEdit)")
            checkCaretOf(result, "\(name).apply")
        case .failure(let error):
            Fuzz.require(
                !fieldEdit.isValid && error.code == .invalidEdit, "\(name).apply threw \(error.code) for \(fieldEdit)")
        }
    }
}

private func checkCaretOf(_ result: SanitizedText, _ label: String) {
    let count = result.text.utf16.count
    Fuzz.require(
        (0...count).contains(result.cursor),
        "\(label): caret \(result.cursor) outside 0...\(count) of \(Fuzz.quoted(result.text))")
    let index = result.text.utf16.index(result.text.utf16.startIndex, offsetBy: result.cursor)
    Fuzz.require(
        index.samePosition(in: result.text.unicodeScalars) != nil,
        "\(label): caret \(result.cursor) inside a surrogate pair of \(Fuzz.quoted(result.text))")
}

/// Text from bytes as UTF-16 code units, so unpaired surrogates and split pairs occur.
private func utf16Text(_ input: inout FuzzInput, upTo count: Int) -> String {
    var units: [UInt16] = []
    while units.count < count, input.remaining >= 2 {
        let unit = UInt16(input.byte()) << 8 | UInt16(input.byte())
        if unit == 0xFFFF { break }
        units.append(unit)
    }
    return String(decoding: units, as: UTF16.self)
}

private func fuzzEdit(_ input: inout FuzzInput) {
    let mode = input.byte()
    let location = input.int(in: -2...300)
    let length = input.int(in: -1...300)
    let cursor = input.int(in: -2...300)
    let replacement = mode & 1 != 0 ? utf16Text(&input, upTo: 16) : input.string(upTo: 16)
    let long = mode & 0x80 != 0
    // On a long text, bits 2–6 of the mode choose the one validator and sanitizer checked.
    let pick = long ? Int(mode >> 2) & 0x1F : nil
    var text = input.rest(long: long)
    if mode & 2 != 0 { text = String(text.reversed()) }
    let edit = TextEdit(text: text, range: NSRange(location: location, length: length), replacement: replacement)
    checkArithmetic(edit)
    checkIncremental(edit, pick: pick)
    // The same edit at the text's end, where long texts are typed.
    let units = text.utf16.count
    let endEdit = TextEdit(
        text: text, range: NSRange(location: max(0, units - min(length, 2)), length: min(max(length, 0), units, 2)),
        replacement: replacement)
    checkIncremental(endEdit, pick: pick)
    checkSanitizers(text, cursor: cursor, edit: edit, pick: pick)
}

/// libFuzzer's callback.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    fuzzEdit(&input)
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`).
@_cdecl("FuzzTextEdit_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzz.main(argc, argv, testOneInput)
}
