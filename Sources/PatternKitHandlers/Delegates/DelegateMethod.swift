/// Names one decision point or notification of a delegate protocol, with the type that owns it
/// and the types its closures take and return.
///
/// `Owner` is the object the key is used on: each key is declared in an extension constrained to
/// the type whose delegate has that method (`where Owner: UISearchBar` for `.textDidChange`,
/// `where Owner: UITableView` for `.didSelectRow`), and `addHandler(for:_:)`,
/// `removeHandlers(for:)`, `events(for:)` and `publisher(for:)` take keys whose owner is the
/// receiver's own type. So a key of another type does not compile: `field.addHandler(for:
/// .textDidChange)` on a text field, or a table's key on a plain scroll view, is an error
/// (`static property 'textDidChange' requires that 'UITextField' inherit from 'UISearchBar'`)
/// instead of a closure that is never called.
///
/// `Input` is what a closure receives besides the sender (`Void` for none, a tuple or a
/// struct such as `TextEdit` for more); `Output` is `Bool` for a decision ("should…")
/// and `Void` for a notification ("did…"). Two methods are the same key only when name,
/// `Input` and `Output` all match
/// (whatever the owner).
///
/// The text-input points that UIKit's `UITextField` and the terminal text field share are
/// predefined for every ``EditableTextHandling`` or ``TextFieldHandling`` owner
/// (``shouldChangeString``, ``shouldReturn``…); an adapter declares its own for the rest,
/// constrained to their owner:
///
/// ```swift
/// extension DelegateMethod where Owner: UISearchBar, Input == Void, Output == Void {
///     static var searchButtonClicked: Self { Self("searchButtonClicked") }
/// }
/// ```
public struct DelegateMethod<Owner, Input, Output>: Hashable, Sendable, CustomStringConvertible {
    /// The method's name (unique among the methods of one delegate protocol).
    public let name: String

    /// Creates the key for the method called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The method's name.
    public var description: String { name }

    /// The dictionary key: name plus both types, so a name reused with other types is a
    /// different method rather than a crash. The owner is not part of it: a table's scroll
    /// closures registered with a `UIScrollView` key are the ones its proxy calls.
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

extension DelegateMethod {
    /// The same method as a key of `owner` (the adapters' tables are typed with the base class
    /// that adopts the protocol, the public methods with the receiver's own class).
    package func owned<NewOwner>(by owner: NewOwner.Type = NewOwner.self) -> DelegateMethod<NewOwner, Input, Output> {
        DelegateMethod<NewOwner, Input, Output>(name)
    }
}
