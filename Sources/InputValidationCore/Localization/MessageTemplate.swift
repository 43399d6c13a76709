/// Fills `{name}` placeholders of a message with a failed rule's parameters.
///
/// Named placeholders instead of `printf` formats: a translation can reorder them, and a
/// mistake in a translation can never crash (`%d` given a string would).
package enum MessageTemplate {
    package static func render(
        _ template: String,
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue],
        language: String
    ) -> String {
        guard !parameters.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"),
            let close = rest[rest.index(after: open)...].firstIndex(of: "}")
        {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            let name = ValidationError.ParameterKey(rawValue: String(rest[afterOpen..<close]))
            if let value = parameters[name] {
                result += value.formatted(language: language)
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
