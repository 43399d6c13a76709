import Foundation
import PatternKitValidation

extension FieldConstraints {
    /// The constraints of every field of a form, read from the form's JSON Schema
    /// (`TypedForm.jsonSchema()`): the one path from rules to HTML attributes, so a browser
    /// checks exactly what the schema states — and the schema never refuses what the form
    /// accepts. Keyed by the field's name (`address.city` for a nested one).
    ///
    /// - `type` picks the input: `integer` a number (`minimum`/`maximum` as `min`/`max`),
    ///   `boolean` a checkbox, a `string` of format `date` a date, a string whose
    ///   `x-patternkit-rules` name `email` an e-mail address, any other string text;
    /// - `required` (the object's list) is `required`;
    /// - `minLength` is `minlength`; an ASCII character class (`not: {"pattern": "[^…]"}`)
    ///   is a `pattern` of the characters it allows, and with it `maxLength` is `maxlength`.
    ///
    /// What the schema leaves to `x-patternkit-rules` (a password policy, a card number, a
    /// birth date's range) the browser leaves to the server. `secret` names the fields whose
    /// text is hidden as it is typed, which no rule says.
    static func fromSchema(_ schema: Data, secret: Set<String> = []) -> [String: FieldConstraints] {
        guard let root = (try? JSONSerialization.jsonObject(with: schema)) as? [String: Any] else { return [:] }
        var constraints: [String: FieldConstraints] = [:]
        read(root, prefix: "", secret: secret, into: &constraints)
        return constraints
    }

    /// Reads the properties of the object schema `object`, naming each `prefix` + its key.
    private static func read(
        _ object: [String: Any], prefix: String, secret: Set<String>, into constraints: inout [String: FieldConstraints]
    ) {
        let required = Set(object["required"] as? [String] ?? [])
        for (key, value) in object["properties"] as? [String: Any] ?? [:] {
            guard let property = value as? [String: Any] else { continue }
            let name = prefix + key
            if property["properties"] != nil {
                read(property, prefix: name + ".", secret: secret, into: &constraints)
                continue
            }
            var field = FieldConstraints(property: property)
            field.isRequired = required.contains(key)
            if secret.contains(name), field.format == .text || field.format == .email { field.format = .password }
            constraints[name] = field
        }
    }

    /// The constraints one property's schema states.
    private init(property: [String: Any]) {
        self.init()
        let types = (property["type"] as? [String]) ?? [property["type"] as? String].compactMap { $0 }
        let ruleNames = (property["x-patternkit-rules"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        let formats = (property["anyOf"] as? [[String: Any]] ?? []).compactMap { $0["format"] as? String }
        if types.contains("integer") {
            format = .integer
            minimum = (property["minimum"] as? Int).map(FormValue.integer)
            maximum = (property["maximum"] as? Int).map(FormValue.integer)
        } else if types.contains("boolean") {
            format = .checkbox
        } else if types.contains("string") {
            format = formats.contains("date") ? .date : ruleNames.contains("email") ? .email : .text
            minimumLength = property["minLength"] as? Int
            if let not = property["not"] as? [String: Any], let refused = not["pattern"] as? String,
                refused.hasPrefix("[^"), refused.hasSuffix("]"), refused.allSatisfy(\.isASCII)
            {
                // The class of characters never refused, as a whole-value HTML pattern.
                pattern = "[" + refused.dropFirst(2).dropLast() + "]*"
                isASCII = true
                maximumLength = property["maxLength"] as? Int
            }
        }
    }
}
