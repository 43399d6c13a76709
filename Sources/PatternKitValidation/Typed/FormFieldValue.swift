public import Foundation

/// A type a form's field can hold: `String`, `Int`, `Double`, `Decimal`, `Bool`, `Date`, a
/// choice (``FormChoice``), an optional or an array of these.
///
/// ```swift
/// let form = FormValidator<SignUpField>()
///     .field(.age, as: Int.self, .range(16...130))
///     .field(.terms, as: Bool.self, .mustBeOn)
///     .field(.plan, as: Plan.self)              // enum Plan: String, FormChoice
///     .field(.nickname, as: String?.self)       // optional: may be missing or null
/// ```
public protocol FormFieldValue: Sendable {
    /// The kind of value the field holds.
    static var formValueKind: FormValueKind { get }

    /// Whether the field may be left without a value (``FormValue/null``).
    static var isOptionalFormValue: Bool { get }

    /// The value a ``FormValue`` of this type holds, or `nil` when it holds another type.
    init?(formValue: FormValue)

    /// The value as a ``FormValue``.
    var formValue: FormValue { get }
}

extension FormFieldValue {
    /// Not optional: a missing value fails with `ValidationError.Code.required`.
    public static var isOptionalFormValue: Bool { false }
}

extension String: FormFieldValue {
    /// Text.
    public static var formValueKind: FormValueKind { .text }
    /// The text of ``FormValue/text(_:)``.
    public init?(formValue: FormValue) {
        guard case .text(let text) = formValue else { return nil }
        self = text
    }
    /// ``FormValue/text(_:)``.
    public var formValue: FormValue { .text(self) }
}

extension Int: FormFieldValue {
    /// A whole number.
    public static var formValueKind: FormValueKind { .integer }
    /// The number of ``FormValue/integer(_:)``.
    public init?(formValue: FormValue) {
        guard case .integer(let value) = formValue else { return nil }
        self = value
    }
    /// ``FormValue/integer(_:)``.
    public var formValue: FormValue { .integer(self) }
}

extension Double: FormFieldValue {
    /// A floating-point number.
    public static var formValueKind: FormValueKind { .number }
    /// The number of ``FormValue/number(_:)`` (or of an ``FormValue/integer(_:)``).
    public init?(formValue: FormValue) {
        switch formValue {
        case .number(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
    /// ``FormValue/number(_:)``.
    public var formValue: FormValue { .number(self) }
}

extension Decimal: FormFieldValue {
    /// An exact decimal number.
    public static var formValueKind: FormValueKind { .decimal }
    /// The number of ``FormValue/decimal(_:)`` (or of an ``FormValue/integer(_:)``).
    public init?(formValue: FormValue) {
        switch formValue {
        case .decimal(let value): self = value
        case .integer(let value): self = Decimal(value)
        default: return nil
        }
    }
    /// ``FormValue/decimal(_:)``.
    public var formValue: FormValue { .decimal(self) }
}

extension Bool: FormFieldValue {
    /// A switch.
    public static var formValueKind: FormValueKind { .bool }
    /// The flag of ``FormValue/bool(_:)``.
    public init?(formValue: FormValue) {
        guard case .bool(let value) = formValue else { return nil }
        self = value
    }
    /// ``FormValue/bool(_:)``.
    public var formValue: FormValue { .bool(self) }
}

extension Date: FormFieldValue {
    /// A date.
    public static var formValueKind: FormValueKind { .date }
    /// The date of ``FormValue/date(_:)``.
    public init?(formValue: FormValue) {
        guard case .date(let value) = formValue else { return nil }
        self = value
    }
    /// ``FormValue/date(_:)``.
    public var formValue: FormValue { .date(self) }
}

extension Optional: FormFieldValue where Wrapped: FormFieldValue {
    /// The wrapped type's kind.
    public static var formValueKind: FormValueKind { Wrapped.formValueKind }
    /// Optional: a missing value is `nil`, not an error.
    public static var isOptionalFormValue: Bool { true }
    /// `nil` for ``FormValue/null``, else the wrapped value (`nil` when of another type).
    public init?(formValue: FormValue) {
        if formValue == .null {
            self = .none
        } else if let value = Wrapped(formValue: formValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
    /// ``FormValue/null`` for `nil`.
    public var formValue: FormValue { map(\.formValue) ?? .null }
}

extension Array: FormFieldValue where Element: FormFieldValue {
    /// A list of the element's kind.
    public static var formValueKind: FormValueKind { .list(Element.formValueKind) }
    /// The items of ``FormValue/list(_:)``, each of the element's type.
    public init?(formValue: FormValue) {
        guard case .list(let items) = formValue else { return nil }
        var values: [Element] = []
        values.reserveCapacity(items.count)
        for item in items {
            guard let value = Element(formValue: item) else { return nil }
            values.append(value)
        }
        self = values
    }
    /// ``FormValue/list(_:)``.
    public var formValue: FormValue { .list(map(\.formValue)) }
}

/// An enumeration the user picks one case of (a `Picker`, a segmented control): its raw
/// values are what a request sends and what the field holds.
///
/// ```swift
/// enum Plan: String, CaseIterable, Codable, FormChoice { case free, pro, team }
/// let form = FormValidator<Field>().field(.plan, as: Plan.self)   // "pro" ok, "gold" fails (1145)
/// ```
public protocol FormChoice: FormFieldValue, RawRepresentable, CaseIterable where RawValue == String {}

extension FormChoice {
    /// One of the cases' raw values.
    public static var formValueKind: FormValueKind { .choice(allCases.map(\.rawValue)) }
    /// The case whose raw value ``FormValue/text(_:)`` holds.
    public init?(formValue: FormValue) {
        guard case .text(let raw) = formValue else { return nil }
        self.init(rawValue: raw)
    }
    /// The raw value as ``FormValue/text(_:)``.
    public var formValue: FormValue { .text(rawValue) }
}
