import Foundation

extension ValidationError.ParameterValue {
    /// `value` as a parameter: integers as ``int(_:)`` (when they fit an `Int`),
    /// floating-point numbers (including `CGFloat`) as ``double(_:)``, `Decimal` as
    /// ``decimal(_:)``, Booleans as ``bool(_:)``, dates as ``date(_:)``, anything else as
    /// its `description`.
    ///
    /// A `Float` (or any floating-point type narrower than `Double`) becomes the `Double` its
    /// own shortest text spells — `Float(0.1)` is `0.1`, not `0.100000001490116`, the `Double`
    /// nearest to it — so that messages write the bound as it was written in code.
    init(describing value: some Any) {
        switch value {
        case let bool as Bool:
            self = .bool(bool)
        case let integer as any BinaryInteger:
            self = Int(exactly: integer).map(Self.int) ?? .string(String(describing: integer))
        case let number as Double:
            self = .double(number)
        case let number as any BinaryFloatingPoint:
            self = .double(Double(String(describing: number)) ?? Double(number))
        case let decimal as Decimal:
            self = .decimal(decimal)
        case let date as Date:
            self = .date(date)
        case let text as String:
            self = .string(text)
        default:
            self = .string(String(describing: value))
        }
    }
}
