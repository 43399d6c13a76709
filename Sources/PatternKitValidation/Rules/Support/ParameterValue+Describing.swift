import Foundation

extension ValidationError.ParameterValue {
    /// `value` as a parameter: integers as ``int(_:)`` (when they fit an `Int`),
    /// floating-point numbers (including `CGFloat`) as ``double(_:)``, Booleans as
    /// ``bool(_:)``, dates as ``date(_:)``, anything else as
    /// its `description`.
    init(describing value: some Any) {
        switch value {
        case let bool as Bool:
            self = .bool(bool)
        case let integer as any BinaryInteger:
            self = Int(exactly: integer).map(Self.int) ?? .string(String(describing: integer))
        case let number as any BinaryFloatingPoint:
            self = .double(Double(number))
        case let date as Date:
            self = .date(date)
        case let text as String:
            self = .string(text)
        default:
            self = .string(String(describing: value))
        }
    }
}
