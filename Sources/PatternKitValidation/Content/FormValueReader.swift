import Foundation

/// Reads one field's value from what a request sent, strictly by the field's kind: JSON
/// text only for text, numbers only for numbers, `true`/`false` only for a switch, ISO 8601
/// text for a date, an array for a list. A value of another type is the field's reading
/// error (``FormValueKind/wrongTypeCode``), never a guess. A number and a date are read by
/// their kind's one reader (`FormValueKind.read(text:)`), which reads typed-in text and
/// URL-encoded fields too.
enum FormValueReader {
    /// `json` as a value of `kind`.
    static func read(_ json: JSONValue, as kind: FormValueKind) -> Result<FormValue, ValidationError> {
        switch (kind.shape, json) {
        case (_, .null): .success(.null)
        case (.text, .string(let text)), (.choice, .string(let text)): .success(.text(text))
        // A number token and a date's text are read by the kind's one reader, as typed text is.
        case (.integer, .number(let written)), (.number, .number(let written)), (.decimal, .number(let written)),
            (.date, .string(let written)):
            written.isEmpty ? wrong(kind) : kind.read(text: written)
        case (.bool, .bool(let flag)): .success(.bool(flag))
        case (.list, .array(let items)): list(items.map { read($0, as: kind.element ?? .text) })
        default: wrong(kind)
        }
    }

    /// `texts` (every value a URL-encoded body or a query gave the field, in order) as a
    /// value of `kind`: an HTML form's way — every value is text, an unchecked checkbox sends
    /// nothing (`false`), an empty number input sends `""` (no value).
    static func read(texts: [String], as kind: FormValueKind) -> Result<FormValue, ValidationError> {
        if let element = kind.element {
            return list(texts.map { element.read(text: $0) })
        }
        guard let text = texts.first else { return .success(kind == .bool ? .bool(false) : .null) }
        return kind.read(text: text)
    }

    private static func wrong(_ kind: FormValueKind) -> Result<FormValue, ValidationError> {
        .failure(ValidationError(kind.wrongTypeCode))
    }

    private static func list(_ items: [Result<FormValue, ValidationError>]) -> Result<FormValue, ValidationError> {
        var values: [FormValue] = []
        for item in items {
            switch item {
            case .success(let value): values.append(value)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(.list(values))
    }
}
