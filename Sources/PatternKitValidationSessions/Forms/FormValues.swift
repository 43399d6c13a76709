/// The text of each field of a form, as a ``FormValidator`` sees it. A field without a value
/// reads as the empty string.
///
/// ```swift
/// let values: FormValues<SignUpField> = [.email: "ada@example.com", .password: "s3cret!"]
/// values[.phone]   // ""
/// ```
public struct FormValues<Field: Hashable & Sendable>: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// The values that are set.
    public var storage: [Field: String]

    /// Values from a dictionary, for example built from a form's text fields.
    public init(_ values: [Field: String] = [:]) {
        storage = values
    }

    /// Values from a literal: `[.email: "ada@example.com"]`.
    public init(dictionaryLiteral elements: (Field, String)...) {
        storage = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The text of `field`; `""` when it has none. Setting it replaces the text.
    public subscript(field: Field) -> String {
        get { storage[field] ?? "" }
        set { storage[field] = newValue }
    }
}
