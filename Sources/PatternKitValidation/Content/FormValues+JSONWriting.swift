public import Foundation

extension FormValues {
    /// The values of `fields` as a JSON object, each written as its kind is read by
    /// `FormValues(json:form:)`: text as a string, numbers as numbers (a decimal with every
    /// digit), a switch as `true`/`false`, a date as ISO 8601 text, a list as an array;
    /// fields without a value are left out. What an app sends to the server that checks the
    /// same form.
    ///
    /// ```swift
    /// request.httpBody = session.values.jsonData(fields: signUpForm.fields)
    /// ```
    public func jsonData(fields: [Field]) -> Data {
        // The report's writer: the same escaping, the bytes JSONEncoder would write.
        var writer = ReportJSONWriter(capacity: 32 + fields.count * 32)
        writer.raw("{")
        var first = true
        for field in fields {
            let value = self[value: field]
            guard value != .null else { continue }
            if !first { writer.raw(",") }
            first = false
            writer.string(FormRule<Field>.name(of: field))
            writer.raw(":")
            Self.write(value, to: &writer)
        }
        writer.raw("}")
        return Data(writer.bytes)
    }

    private static func write(_ value: FormValue, to writer: inout ReportJSONWriter) {
        switch value {
        case .null: writer.raw("null")
        case .text(let text): writer.string(text)
        case .integer(let number): writer.raw(String(number))
        case .number(let number): writer.raw(number.isFinite ? "\(number)" : "null")
        case .decimal(let number): writer.raw(number.isNaN ? "null" : "\(number)")
        case .bool(let flag): writer.raw(flag ? "true" : "false")
        case .date: writer.string(value.text)
        case .list(let items):
            writer.raw("[")
            for (index, item) in items.enumerated() {
                if index > 0 { writer.raw(",") }
                write(item, to: &writer)
            }
            writer.raw("]")
        }
    }
}
