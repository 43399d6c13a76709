/// The type a form's field holds, which decides what it accepts from a request: a text
/// field takes JSON text only, a number field JSON numbers only, a switch `true` or `false`
/// only, a date field ISO 8601 text, a choice one of its raw values, a list a JSON array.
public indirect enum FormValueKind: Hashable, Sendable {
    /// Text (`String`).
    case text
    /// A whole number (`Int`).
    case integer
    /// A floating-point number (`Double`).
    case number
    /// An exact decimal number (`Decimal`).
    case decimal
    /// A Boolean (`Bool`).
    case bool
    /// A date (`Date`).
    case date
    /// One of `choices` (raw values of an enumeration).
    case choice([String])
    /// A list of values of one kind.
    case list(FormValueKind)

    /// The code of the error for a value of another type: what a field of this kind says
    /// when a request sends it a number for text, text for a switch, and so on.
    public var wrongTypeCode: ValidationError.Code {
        switch self {
        case .text, .choice: .expectedText
        case .integer: ValidationError.Code(rawValue: 1120)  // notAnInteger, of the rule library
        case .number, .decimal: ValidationError.Code(rawValue: 1121)  // notANumber
        case .bool: .expectedBoolean
        case .date: .expectedDate
        case .list: .expectedList
        }
    }
}
