import Foundation

/// Fills `{name}` placeholders of a message with a failed rule's parameters.
///
/// `{countryName}` is the one placeholder that is not a parameter: it names the `country`
/// parameter's region in the message's language (``countryName``), so that a message need
/// not use an ISO code as if it were a name.
///
/// Named placeholders instead of `printf` formats: a translation can reorder them, and a
/// mistake in a translation can never crash (`%d` given a string would).
///
/// In a right-to-left language every parameter is wrapped in Unicode directional isolates,
/// so that it keeps its own order and cannot reorder the words around it: a text parameter
/// (a rejected character, a pattern, a date, a country name) in U+2068 FIRST STRONG
/// ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, each item of a list in its own (the list reads
/// in the message's direction, joined by the language's "، "), a number in U+2066
/// LEFT-TO-RIGHT ISOLATE … U+2069, so that "-5" and "2.5" never show as "5-" and "5.2". The
/// templates isolate their own Latin literals ("#FF8800", "0–9") the same way.
package enum MessageTemplate {
    /// Opens an isolate whose direction is that of its first strong character.
    static let firstStrongIsolate = "\u{2068}"
    /// Opens a left-to-right isolate.
    static let leftToRightIsolate = "\u{2066}"
    /// Closes an isolate.
    static let popDirectionalIsolate = "\u{2069}"

    package static func render(
        _ template: String,
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue],
        language: String
    ) -> String {
        guard !parameters.isEmpty else { return template }
        // Braces are ASCII: the template is scanned as UTF-8 bytes in place, not as characters,
        // and the message is written as bytes.
        let braceOpen = UInt8(ascii: "{")
        let braceClose = UInt8(ascii: "}")
        var source = template
        return source.withUTF8 { utf8 -> String in
            guard var open = utf8.firstIndex(of: braceOpen) else { return template }
            let isolates = LanguageMatcher.Tag(language).isRightToLeft
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count + 16)
            var start = 0
            while let close = utf8[(open + 1)...].firstIndex(of: braceClose) {
                result.append(contentsOf: utf8[start..<open])
                let name = ValidationError.ParameterKey(
                    rawValue: String(decoding: UnsafeBufferPointer(rebasing: utf8[(open + 1)..<close]), as: UTF8.self))
                if let value = parameters[name] ?? derived(name, parameters: parameters, language: language) {
                    let text = isolates ? isolated(value, language: language) : value.formatted(language: language)
                    result.append(contentsOf: text.utf8)
                } else {
                    result.append(contentsOf: utf8[open...close])
                }
                start = close + 1
                guard let next = utf8[start...].firstIndex(of: braceOpen) else { break }
                open = next
            }
            result.append(contentsOf: utf8[start...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The placeholder a template may name besides the error's parameters: the `country`
    /// parameter's ISO 3166 code as the region's name in the message's language, from the
    /// locale data of the system (ICU on Linux): "Netherlands", «Нидерланды», «Pays-Bas».
    package static let countryName: ValidationError.ParameterKey = "countryName"

    /// The value of a placeholder computed from the parameters, when `name` is one.
    private static func derived(
        _ name: ValidationError.ParameterKey,
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue], language: String
    ) -> ValidationError.ParameterValue? {
        guard name == countryName, let code = parameters[.country]?.stringValue else { return nil }
        let region = code.uppercased() == "UK" ? "GB" : code.uppercased()
        let localized = Locale(identifier: language).localizedString(forRegionCode: region)
        return .string(localized.flatMap { $0.isEmpty ? nil : $0 } ?? code)
    }

    /// `value` as written in `language`, in the isolate its kind needs.
    private static func isolated(_ value: ValidationError.ParameterValue, language: String) -> String {
        if case .list(let items) = value {
            let separator = ValidationError.ParameterValue.listSeparator(language: language)
            return items.map { firstStrongIsolate + $0 + popDirectionalIsolate }.joined(separator: separator)
        }
        let text = value.formatted(language: language)
        switch value {
        case .int, .double, .decimal:
            // The isolate gives the number its direction: a mark the formatter adds ("\u{200E}-2.5") is redundant.
            let bare = String(text.unicodeScalars.filter { !["\u{200E}", "\u{200F}", "\u{061C}"].contains($0) })
            return leftToRightIsolate + bare + popDirectionalIsolate
        case .string, .bool, .date, .list: return firstStrongIsolate + text + popDirectionalIsolate
        }
    }
}
