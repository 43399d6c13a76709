/// Fills `{name}` placeholders of a message with a failed rule's parameters.
///
/// Named placeholders instead of `printf` formats: a translation can reorder them, and a
/// mistake in a translation can never crash (`%d` given a string would).
///
/// In a right-to-left language, a text parameter (a rejected character, a pattern, a list
/// of values) is wrapped in Unicode directional isolates (U+2068 FIRST STRONG ISOLATE …
/// U+2069 POP DIRECTIONAL ISOLATE), so Latin text or punctuation inside an Arabic sentence
/// keeps its own order and cannot reorder the words around it. Numbers need no isolate.
package enum MessageTemplate {
    /// Opens an isolate whose direction is that of its first strong character.
    static let firstStrongIsolate = "\u{2068}"
    /// Closes an isolate.
    static let popDirectionalIsolate = "\u{2069}"

    package static func render(
        _ template: String,
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue],
        language: String
    ) -> String {
        guard !parameters.isEmpty, template.contains("{") else { return template }
        let isolatesText = LanguageMatcher.Tag(language).isRightToLeft
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"),
            let close = rest[rest.index(after: open)...].firstIndex(of: "}")
        {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            let name = ValidationError.ParameterKey(rawValue: String(rest[afterOpen..<close]))
            if let value = parameters[name] {
                let text = value.formatted(language: language)
                result += isolatesText && value.stringValue != nil ? firstStrongIsolate + text + popDirectionalIsolate : text
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
