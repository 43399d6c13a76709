import Foundation
import PatternKitValidation
import Testing

/// The ways a typed value reaches a form, for one field of a given kind: a JSON body (the value
/// written as it is, or with every non-ASCII scalar of a text escaped), a URL-encoded body,
/// typed-in text (`FormValueKind.read(text:)`) and a `FormSession` whose field the user typed into.
enum KindReader: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case json, jsonEscaped, urlEncoded, typedText, session

    var testDescription: String { rawValue }

    /// The one field of the forms below.
    enum Field: String, Hashable, Sendable { case value }

    /// What a reader made of a spelling.
    enum Verdict: Equatable, CustomStringConvertible {
        /// The field holds this value, with no reading error.
        case value(FormValue)
        /// The field's reading error has this code; `nil` when the whole body was refused (text
        /// that is not JSON).
        case refused(ValidationError.Code?)

        var description: String {
            switch self {
            case .value(let value): "\(value)"
            case .refused(let code?): "refused (\(code.rawValue))"
            case .refused(nil): "refused (the body)"
            }
        }

        var isRefused: Bool {
            if case .refused = self { true } else { false }
        }
    }

    /// A form with one optional field of `kind`'s type (a missing or empty value is no value).
    static func form(_ kind: FormValueKind) -> FormValidator<Field> {
        let form = FormValidator<Field>()
        return switch kind.shape {
        case .integer: form.field(.value, as: Int?.self)
        case .number: form.field(.value, as: Double?.self)
        case .decimal: form.field(.value, as: Decimal?.self)
        case .bool: form.field(.value, as: Bool?.self)
        case .date: form.field(.value, as: Date?.self)
        default: form.field(.value, as: String?.self)
        }
    }

    /// `spelling` in JSON as the value of a field of `kind`: a number or a switch as a bare
    /// token (JSON's own types), a date or text as a JSON string.
    static func jsonToken(_ spelling: String, kind: FormValueKind, escapingAll: Bool = false) -> String {
        switch kind.shape {
        case .integer, .number, .decimal, .bool: spelling
        default: jsonString(spelling, escapingAll: escapingAll)
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, and every
    /// scalar beyond ASCII too when `escapingAll` (as `\uXXXX`, surrogate pairs beyond the BMP).
    static func jsonString(_ text: String, escapingAll: Bool = false) -> String {
        var written = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": written += "\\\""
            case "\\": written += "\\\\"
            case _ where scalar.value < 0x20 || (escapingAll && scalar.value >= 0x80):
                for unit in String(scalar).utf16 { written += String(format: "\\u%04x", unit) }
            default: written.unicodeScalars.append(scalar)
            }
        }
        return written + "\""
    }

    /// `text` percent-encoded as a browser writes a form field: every byte but ASCII letters,
    /// digits and `-._~` as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        var written = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                written.unicodeScalars.append(Unicode.Scalar(byte))
            default: written += String(format: "%%%02X", byte)
            }
        }
        return written
    }

    /// What this reader makes of `spelling` sent for a field of `kind`.
    @MainActor
    func read(_ spelling: String, as kind: FormValueKind) -> Verdict {
        let form = Self.form(kind)
        switch self {
        case .json, .jsonEscaped:
            let token = Self.jsonToken(spelling, kind: kind, escapingAll: self == .jsonEscaped)
            return Self.verdict { () throws(FormRejection) in
                try FormValues(json: Data("{\"value\":\(token)}".utf8), form: form)
            }
        case .urlEncoded:
            return Self.verdict { () throws(FormRejection) in
                try FormValues(urlEncoded: Substring("value=" + Self.percentEncoded(spelling)), form: form)
            }
        case .typedText:
            switch kind.read(text: spelling) {
            case .success(let value): return .value(value)
            case .failure(let error): return .refused(error.code)
            }
        case .session:
            let session = FormSession(form)
            session.update(.value, to: spelling)
            if let error = session.values.readingErrors[.value] { return .refused(error.code) }
            return .value(session.values[value: .value])
        }
    }

    private static func verdict(_ read: () throws(FormRejection) -> FormValues<Field>) -> Verdict {
        do {
            let values = try read()
            if let error = values.readingErrors[.value] { return .refused(error.code) }
            return .value(values[value: .value])
        } catch {
            return .refused(nil)
        }
    }
}

extension FormValue {
    /// Whether this is `other` to the scalar: text compared scalar by scalar (Swift's `==` on
    /// strings takes `e\u{301}` for `é`), dates and numbers by value.
    func isExactly(_ other: FormValue) -> Bool {
        switch (self, other) {
        case (.text(let text), .text(let otherText)): Array(text.unicodeScalars) == Array(otherText.unicodeScalars)
        default: self == other
        }
    }
}
