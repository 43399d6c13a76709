#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    import UIKit

    /// Answers delegate calls nobody implements any more: the target a ``DelegateProxy`` hands a
    /// call to when it claimed the method for an app delegate that has gone away.
    ///
    /// For each such selector it adds, once, a method that returns the core's ``AbsorbedCall``
    /// answer for the method's type encoding (read from the delegate protocol): UIKit's documented
    /// default for a delegate without the method (`UITableView.automaticDimension` for heights,
    /// yes for "should…" and "can focus", no adaptation of a presentation), nothing, `nil`.
    /// It answers only in the instant before UIKit asks the slot again (the proxy makes it). A selector whose return type cannot be answered safely, or
    /// that no protocol declares, gets no target (the proxy never claims those without a live
    /// forwardee that implements them).
    final class DelegateCallAbsorber: NSObject, @unchecked Sendable {
        // Immutable; the methods added to its class are guarded by `methodAdditions`.
        private static let shared = DelegateCallAbsorber()
        private static let methodAdditions = Locked(())
        /// `UITableView.automaticDimension`, read on the main actor when a proxy is created.
        private static let automaticDimension = Locked(CGFloat(-1))

        /// Reads the UIKit constants the absorbed answers use.
        @MainActor static func rememberDefaults() {
            let value = UITableView.automaticDimension
            automaticDimension.withLock { $0 = value }
        }

        /// The absorbing target for `selector`, declared in one of `protocols`.
        static func target(for selector: Selector, in protocols: [Protocol]) -> AnyObject? {
            methodAdditions.withLock { _ in absorbingTarget(for: selector, in: protocols) }
        }

        private static func absorbingTarget(for selector: Selector, in protocols: [Protocol]) -> AnyObject? {
            if class_getInstanceMethod(DelegateCallAbsorber.self, selector) != nil { return shared }
            for delegateProtocol in protocols {
                for isRequired in [false, true] {
                    let description = protocol_getMethodDescription(delegateProtocol, selector, isRequired, true)
                    guard let types = description.types else { continue }
                    guard
                        let call = AbsorbedCall(
                            typeEncoding: String(cString: types), selectorName: NSStringFromSelector(selector))
                    else {
                        return nil
                    }
                    class_addMethod(DelegateCallAbsorber.self, selector, implementation(for: call), types)
                    return shared
                }
            }
            return nil
        }

        /// A method that ignores its arguments and returns the absorbed answer.
        private static func implementation(for call: AbsorbedCall) -> IMP {
            switch call {
            case .void:
                let block: @convention(block) (AnyObject) -> Void = { _ in }
                return imp_implementationWithBlock(block)
            case .bool(let answer):
                let block: @convention(block) (AnyObject) -> Bool = { _ in answer }
                return imp_implementationWithBlock(block)
            case .integer, .portraitOrientation:
                let answer = call.integerAnswer
                let block: @convention(block) (AnyObject) -> Int = { _ in answer }
                return imp_implementationWithBlock(block)
            case .float:
                let block: @convention(block) (AnyObject) -> Float = { _ in 0 }
                return imp_implementationWithBlock(block)
            case .double, .doubles(count: 1):
                let block: @convention(block) (AnyObject) -> Double = { _ in 0 }
                return imp_implementationWithBlock(block)
            case .object:
                let block: @convention(block) (AnyObject) -> AnyObject? = { _ in nil }
                return imp_implementationWithBlock(block)
            case .doubles(count: 2):
                let block: @convention(block) (AnyObject) -> CGPoint = { _ in .zero }
                return imp_implementationWithBlock(block)
            case .doubles:
                let block: @convention(block) (AnyObject) -> CGRect = { _ in .zero }
                return imp_implementationWithBlock(block)
            case .allBits:
                let block: @convention(block) (AnyObject) -> UInt = { _ in .max }
                return imp_implementationWithBlock(block)
            case .automaticDimension:
                let height = automaticDimension.withLock { $0 }
                let block: @convention(block) (AnyObject) -> CGFloat = { _ in height }
                return imp_implementationWithBlock(block)
            case .integerPair:
                let block: @convention(block) (AnyObject) -> NSRange = { _ in NSRange(location: 0, length: 0) }
                return imp_implementationWithBlock(block)
            }
        }
    }
#endif
