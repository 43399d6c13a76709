public import Foundation

extension FormValues {
    /// The values of `fields` in a JSON object: what a server reads from a request before
    /// validating it with the app's `FormValidator`.
    ///
    /// ```swift
    /// let values = try FormValues(json: body, fields: signUpForm.fields)
    /// let result = await signUpForm.validateIncludingChecks(values)
    /// ```
    ///
    /// Each field is found by its name (its raw value when that is text, else
    /// `String(describing:)`, as in error parameters), as a
    /// key of the object or as a dotted path into nested objects and arrays
    /// (`"address.postalCode"`, `"phones.0"`). Text is taken as it is; a number or a Boolean
    /// as written in JSON (`42`, `2.50`, `true`; a long number keeps every digit); `null` or a missing key is empty text, for
    /// the rules to judge (required or not). Keys that are no field are ignored.
    ///
    /// - Throws: ``FormContentError`` when `json` is not JSON, not an object, or holds an
    ///   object or array where a field's text should be.
    public init(json: Data, fields: [Field]) throws(FormContentError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(json), keeping: JSONFieldPaths(fields.map(FormRule<Field>.name(of:))))
        } catch {
            throw .notJSON(detail: error.description)
        }
        guard case .object = root else { throw .notAnObject }
        var values: [Field: String] = [:]
        for field in fields {
            let name = FormRule<Field>.name(of: field)
            switch root.value(at: name) {
            case nil, .null?: continue
            case .string(let text)?: values[field] = text
            case .bool(let flag)?: values[field] = String(flag)
            case .number(let number)?: values[field] = number
            case .array?, .object?: throw .notText(field: name)
            }
        }
        self.init(values)
    }
}
