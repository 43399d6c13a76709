/// The type a form's field holds, which decides what it accepts from a request: a text
/// field takes JSON text only, a number field JSON numbers only, a switch `true` or `false`
/// only, a date field ISO 8601 text, a choice one of its raw values, a list a JSON array.
///
/// ```swift
/// form.kind(of: .age) == .integer
/// form.kind(of: .plan).choices          // ["free", "pro", "team"]
/// form.kind(of: .tags).element == .text // a list of text
/// ```
///
/// A value type, not an enumeration with payloads: a form held in a global (a `static let`)
/// keeps its kinds where a leak checker sees them.
public struct FormValueKind: Hashable, Sendable {
    /// What a kind is, without its choices or its items' kind.
    public enum Shape: Hashable, Sendable {
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
        /// One of ``FormValueKind/choices`` (raw values of an enumeration).
        case choice
        /// A list of values of ``FormValueKind/element``'s kind.
        case list
    }

    /// The shape of a list's innermost items, or of the value itself.
    private let scalar: Shape
    /// How many lists wrap the items: 0 for a single value.
    private let depth: Int

    /// The raw values a choice accepts (a list's items' choices for a list of choices); empty
    /// for other kinds.
    public let choices: [String]

    private init(scalar: Shape, choices: [String] = [], depth: Int = 0) {
        self.scalar = scalar
        self.choices = choices
        self.depth = depth
    }

    /// What the kind is: ``Shape/list`` for a list, else its value's shape.
    public var shape: Shape {
        depth > 0 ? .list : scalar
    }

    /// The kind of a list's items; `nil` when this is no list.
    public var element: FormValueKind? {
        depth > 0 ? FormValueKind(scalar: scalar, choices: choices, depth: depth - 1) : nil
    }

    /// Text (`String`).
    public static let text = FormValueKind(scalar: .text)
    /// A whole number (`Int`).
    public static let integer = FormValueKind(scalar: .integer)
    /// A floating-point number (`Double`).
    public static let number = FormValueKind(scalar: .number)
    /// An exact decimal number (`Decimal`).
    public static let decimal = FormValueKind(scalar: .decimal)
    /// A Boolean (`Bool`).
    public static let bool = FormValueKind(scalar: .bool)
    /// A date (`Date`).
    public static let date = FormValueKind(scalar: .date)

    /// One of `choices` (raw values of an enumeration).
    public static func choice(_ choices: [String]) -> FormValueKind {
        FormValueKind(scalar: .choice, choices: choices)
    }

    /// A list of values of `element`'s kind.
    public static func list(_ element: FormValueKind) -> FormValueKind {
        FormValueKind(scalar: element.scalar, choices: element.choices, depth: element.depth + 1)
    }

    /// The code of the error for a value of another type: what a field of this kind says
    /// when a request sends it a number for text, text for a switch, and so on.
    public var wrongTypeCode: ValidationError.Code {
        switch shape {
        case .text, .choice: .expectedText
        case .integer: ValidationError.Code(rawValue: 1120)  // notAnInteger, of the rule library
        case .number, .decimal: ValidationError.Code(rawValue: 1121)  // notANumber
        case .bool: .expectedBoolean
        case .date: .expectedDate
        case .list: .expectedList
        }
    }
}
