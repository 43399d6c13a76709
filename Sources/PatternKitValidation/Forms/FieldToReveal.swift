/// A request from a form to bring one of its fields into view — the first invalid field
/// after a submit — for an app that scrolls to it (`ScrollViewReader`'s `scrollTo(_:)` in
/// SwiftUI, `scrollRectToVisible` in UIKit). Each request has its own ``id``, so asking
/// for the same field twice is two requests an `onChange` sees.
///
/// ```swift
/// ScrollViewReader { proxy in
///     Form { … }
///         .onChange(of: form.fieldToReveal) { reveal in
///             if let reveal { withAnimation { proxy.scrollTo(reveal.field) } }
///         }
/// }
/// ```
public struct FieldToReveal<Field: Hashable & Sendable>: Hashable, Sendable {
    /// The field to bring into view.
    public let field: Field

    /// Which request this is: one more than the form's previous request.
    public let id: Int
}
