public import Foundation
public import PatternKitValidationSessions

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
        var members: [String] = []
        for field in fields {
            let value = self[value: field]
            guard value != .null else { continue }
            members.append(Self.quoted(FormRule<Field>.name(of: field)) + ":" + Self.json(value))
        }
        return Data(("{" + members.joined(separator: ",") + "}").utf8)
    }

    private static func json(_ value: FormValue) -> String {
        switch value {
        case .null: "null"
        case .text(let text): quoted(text)
        case .integer(let number): String(number)
        case .number(let number) where number.isFinite: "\(number)"
        case .number: "null"
        case .decimal(let number): number.isNaN ? "null" : "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .date: quoted(value.text)
        case .list(let items): "[" + items.map(json).joined(separator: ",") + "]"
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
