#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Hooks a UIKit class's `delegate` setter, once, so that a delegate the app assigns after
/// closures were registered goes behind the closures instead of silencing them
/// (``DelegateProxy/owner(_:assigns:through:)`` decides).
///
/// The hook exchanges the class's `setDelegate:` with a replacement written in an
/// extension of that class, which calls the original through its own name. When the class
/// only inherits `setDelegate:` (UITextView from UIScrollView), the replacement is added to
/// this class alone, so the superclass and its other subclasses (table views…) are
/// untouched. Classes are hooked only when their first proxy is installed: an app that
/// never registers a delegate closure is never hooked.
@MainActor
enum DelegateSetterHook {
    private static var hooked: Set<ObjectIdentifier> = []

    /// Exchanges `setter` with `replacement` on `hookedClass`, once.
    static func hook(_ hookedClass: AnyClass, setter: Selector, replacement: Selector) {
        guard hooked.insert(ObjectIdentifier(hookedClass)).inserted,
            let original = class_getInstanceMethod(hookedClass, setter),
            let swizzled = class_getInstanceMethod(hookedClass, replacement)
        else { return }
        let types = method_getTypeEncoding(original)
        if class_addMethod(hookedClass, setter, method_getImplementation(swizzled), types) {
            // The setter was inherited: the class now has the replacement under the setter's
            // name, and the replacement's name calls the inherited setter.
            class_replaceMethod(hookedClass, replacement, method_getImplementation(original), types)
        } else {
            method_exchangeImplementations(original, swizzled)
        }
    }
}
#endif
