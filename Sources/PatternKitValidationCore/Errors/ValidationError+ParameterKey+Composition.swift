extension ValidationError.ParameterKey {
    /// How many alternatives an `AnyOfValidator` tried (code 1501).
    public static let alternatives: Self = "alternatives"

    /// The pattern of an `InputMask`, as written (code 1510).
    public static let mask: Self = "mask"

    /// The form field (or model property) an error belongs to: set by `FormValidator` and
    /// by `Validator.pullback(_:field:)` when given a field name.
    public static let field: Self = "field"

    /// The name of the field a confirmation field must repeat (code 1141, from
    /// `FormRule.matching(_:_:reason:)`).
    public static let otherField: Self = "otherField"

    /// The names of a group of fields, comma-separated (code 1521).
    public static let fields: Self = "fields"
}
