/// Writes a visitor protocol's `visit` requirements from a list of element types, and the
/// family's opt-in fallback.
///
/// ```swift
/// @Visits(FirstCell.self, SecondCell.self, ThirdCell.self)
/// protocol CellVisitor<Result>: Visitor {
///     associatedtype Result
/// }
///
/// @Visits(types: FirstCell.self, SecondCell.self, ThirdCell.self)
/// protocol CellTypeVisitor<Result>: Visitor {
///     associatedtype Result
/// }
/// ```
///
/// For each unlabelled type it adds `func visit(_ element: FirstCell) -> Result`; for each
/// type after `types:`, `func visit(_ type: FirstCell.Type) -> Result`. It also adds an
/// extension giving every one of those requirements a default that calls
/// `defaultVisit(_:)` — for visitors that adopt `FallbackVisitor` only. A visitor
/// that is not a fallback visitor must still implement every `visit`, so adding a type to
/// the list is a compile-time error in each such visitor until it handles the new type.
///
/// The result type is the protocol's `associatedtype Result`, or its only associated type
/// whatever its name (`associatedtype T`); with no associated type, `Result` is added. A
/// hand-written protocol works the same way without this macro; `@Visits` only saves typing.
@attached(member, names: named(visit), named(Result))
@attached(extension, names: named(visit))
public macro Visits(
    _ elementTypes: any (~Copyable & ~Escapable).Type...,
    types elementTypesVisitedByType: any (~Copyable & ~Escapable).Type...
) =
    #externalMacro(module: "PatternKitVisitorMacrosPlugin", type: "VisitsMacro")
