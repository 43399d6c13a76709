/// The value of each field of a form, as a ``FormValidator`` sees it: text for text fields,
/// typed values (``FormValue``) for the others. A field without a value reads as the empty
/// string, and as ``FormValue/null``.
///
/// ```swift
/// let values: FormValues<SignUpField> = [.email: "ada@example.com", .password: "s3cret!"]
/// values[.phone]                        // ""
///
/// let typed = FormValues<SignUpField>(typed: [.email: "ada@example.com", .terms: .bool(true)])
/// typed.value(of: .terms, as: Bool.self)   // true
/// ```
public struct FormValues<Field: Hashable & Sendable>: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// The values that are set.
    public var storage: [Field: FormValue]

    /// Errors found while reading the values from outside — a number sent for a text field,
    /// text for a switch — by field. Such a field fails with its error, whatever its rules;
    /// setting the field's value removes it.
    public var readingErrors: [Field: ValidationError] = [:]

    /// Text values from a dictionary, for example built from a form's text fields.
    public init(_ values: [Field: String] = [:]) {
        storage = values.mapValues(FormValue.text)
    }

    /// Typed values from a dictionary.
    public init(typed values: [Field: FormValue]) {
        storage = values
    }

    /// Text values from a literal: `[.email: "ada@example.com"]` (typed values:
    /// ``init(typed:)``).
    public init(dictionaryLiteral elements: (Field, String)...) {
        storage = Dictionary(elements.map { ($0, FormValue.text($1)) }, uniquingKeysWith: { _, last in last })
    }

    /// The text of `field` (``FormValue/text`` of its value); `""` when it has none. Setting
    /// it replaces the value with text.
    public subscript(field: Field) -> String {
        get { storage[field]?.text ?? "" }
        set { self[value: field] = .text(newValue) }
    }

    /// The typed value of `field`; ``FormValue/null`` when it has none. Setting it replaces
    /// the value (``FormValue/null`` removes it) and forgets the field's reading error.
    public subscript(value field: Field) -> FormValue {
        get { storage[field] ?? .null }
        set {
            storage[field] = newValue == .null ? nil : newValue
            readingErrors[field] = nil
        }
    }

    /// The value of `field` as `type`, or `nil` when it holds no value of that type.
    ///
    /// ```swift
    /// values.value(of: .age, as: Int.self)   // 36
    /// ```
    public func value<Value: FormFieldValue>(of field: Field, as type: Value.Type = Value.self) -> Value? {
        Value(formValue: self[value: field])
    }
}
