/// A valid form's values do not decode the app's type — a programming error, never the
/// input's fault, described for the developer.
///
/// `TypedForm` stops the program when it is built for a type that cannot hold its fields'
/// kinds, so what is left at request time is an `init(from:)` of the app's own that refuses a
/// value the form's rules accepted. PatternKitVapor answers it `500` in the wire form, with
/// `serverError` (1587) and nothing of this description, which goes to the server's log.
public struct FormOutputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type that did not decode.
    public let outputType: String
    /// What the decoder said.
    public let underlying: String

    /// A description for the developer.
    public var description: String {
        "The form's values do not decode \(outputType): \(underlying)"
    }
}
