/// Accepts lists with a number of items in `range`: "choose 1 to 3 topics".
///
/// ```swift
/// .field(.topics, as: [Topic].self, .itemCount(1...3))
/// ```
///
/// Fails with `ValidationError.Code.tooFewItems` (1570) or `tooManyItems` (1571); the
/// parameters are the bound (`minimum` or `maximum`) and the list's `count`.
public struct ItemCountValidator<Element: Sendable>: Validator {
    /// The accepted numbers of items.
    public let range: ClosedRange<Int>

    /// Lists with `range.lowerBound` to `range.upperBound` items.
    public init(_ range: ClosedRange<Int>) {
        self.range = range
    }

    /// Throws `tooFewItems` or `tooManyItems`.
    public func validate(_ input: [Element]) throws(ValidationError) {
        if input.count < range.lowerBound {
            throw ValidationError(
                .tooFewItems, parameters: [.minimum: .int(range.lowerBound), .count: .int(input.count)])
        }
        if input.count > range.upperBound {
            throw ValidationError(
                .tooManyItems, parameters: [.maximum: .int(range.upperBound), .count: .int(input.count)])
        }
    }
}

extension Validator {
    /// Lists of `range.lowerBound` to `range.upperBound` items: `.itemCount(1...3)`.
    public static func itemCount<Element>(_ range: ClosedRange<Int>) -> ItemCountValidator<Element>
    where Self == ItemCountValidator<Element> {
        ItemCountValidator(range)
    }
}
