/// Makes an element type accept visitors: writes its one-line `accept` for each visitor
/// protocol named, so no element class writes double dispatch by hand.
///
/// Name the visitor protocols the element accepts. Unlabelled protocols get an instance
/// `accept`; protocols after `types:` get a `static accept` that visits the element's *type*,
/// so a table can ask for a height before any cell exists:
///
/// ```swift
/// protocol VisitableCell: UITableViewCell {
///     func accept<V: CellVisitor>(_ visitor: V) -> V.Result
///     static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result
/// }
///
/// @Visitable(CellVisitor.self, types: CellTypeVisitor.self)
/// final class FirstCell: UITableViewCell, VisitableCell {}
///
/// // writes:
/// extension FirstCell {
///     func accept<V: CellVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
///     static func accept<V: CellTypeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
/// }
///
/// FirstCell.accept(HeightVisitor())     // type level: no cell needed
/// cell.accept(BackgroundColorSetter()) // instance level
/// ```
///
/// The visitor protocols must refine `Visitor` (which supplies `Result`). The
/// generated members take the element's access level (`public` for a public type).
///
/// ## Conformance to your element protocol
/// Swift only lets an extension macro add conformances its own declaration lists, so a
/// library macro cannot add `VisitableCell`, which your app defines. Either list the element
/// protocol in the class header, as above, or declare a macro for your family once — with
/// this macro's implementation — and it writes the conformance too:
///
/// ```swift
/// @attached(extension, conformances: VisitableCell, names: named(accept))
/// macro VisitableCell(_ visitors: Any.Type..., types: Any.Type...) =
///     #externalMacro(module: "PatternKitVisitorMacrosPlugin", type: "VisitableMacro")
///
/// @VisitableCell(CellVisitor.self, types: CellTypeVisitor.self)
/// final class SecondCell: UITableViewCell {}   // conforms to VisitableCell
/// ```
///
/// ## Diagnostics
/// `@Visitable` is an error on a class that is not `final` (its subclasses would inherit an
/// `accept` that visits them as the superclass; a Fix-It adds `final`), on an `open` class,
/// on a protocol, on an actor, and without a visitor protocol to accept.
@attached(extension, names: named(accept))
public macro Visitable(
    _ visitors: any (~Copyable & ~Escapable).Type..., types typeVisitors: any (~Copyable & ~Escapable).Type...
) =
    #externalMacro(module: "PatternKitVisitorMacrosPlugin", type: "VisitableMacro")
