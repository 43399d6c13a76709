#if canImport(UIKit)
    import UIKit

    /// Registers each cell class with a table or collection view the first time a row needs it,
    /// under an identifier made from the class; starts over when used with another view.
    @MainActor
    struct CellRegistrar<View: AnyObject> {
        private var identifiers = ReuseIdentifiers()
        private weak var view: View?

        /// The reuse identifier for `type` in `view`, calling `register` the first time.
        mutating func identifier(for type: AnyClass, in view: View, register: (String) -> Void) -> String {
            if self.view !== view {
                identifiers.removeAll()
                self.view = view
            }
            let (identifier, isNew) = identifiers.claim(type)
            if isNew {
                register(identifier)
            }
            return identifier
        }
    }
#endif
