#if canImport(SwiftUI) && !os(watchOS)
    import SwiftUI

    /// Where a field validated with `validated(by:text:)` shows its message: set it for a
    /// whole form through the environment with ``SwiftUI/View/validationMessageStyle(_:)``.
    public enum ValidationMessageStyle: Hashable, Sendable {
        /// Under the field, in the footnote font: the failure reason in red, "Checking…" in the
        /// secondary colour. The default.
        case inline
        /// Nowhere: the field reports its state (through a `feedback` binding or a
        /// `FormSession`) and you draw it yourself.
        case hidden
    }
#endif
