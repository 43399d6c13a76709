/// Names one decision point or notification of a delegate protocol, with the types its
/// closures take and return.
///
/// `Input` is what a closure receives besides the sender (`Void` for none, a tuple or a
/// struct such as `TextEdit` for more); `Output` is `Bool` for a decision ("should…")
/// and `Void` for a notification ("did…"). Two methods are the same key only when name,
/// `Input` and `Output` all match.
///
/// The text-input points that UIKit's `UITextField` and the terminal text field share are
/// predefined (``shouldChangeText``, ``shouldReturn``…); an adapter declares its own for the
/// rest:
///
/// ```swift
/// extension DelegateMethod where Input == Void, Output == Void {
///     static var searchButtonClicked: Self { Self("searchButtonClicked") }
/// }
/// ```
public struct DelegateMethod<Input, Output>: Hashable, Sendable, CustomStringConvertible {
    /// The method's name (unique among the methods of one delegate protocol).
    public let name: String

    /// Creates the key for the method called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The method's name.
    public var description: String { name }

    /// The dictionary key: name plus both types, so a name reused with other types is a
    /// different method rather than a crash.
    var id: DelegateMethodID {
        DelegateMethodID(name: name, input: ObjectIdentifier(Input.self), output: ObjectIdentifier(Output.self))
    }
}

/// A ``DelegateMethod`` without its type parameters.
struct DelegateMethodID: Hashable, Sendable {
    let name: String
    let input: ObjectIdentifier
    let output: ObjectIdentifier
}
