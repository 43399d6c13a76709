#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import UIKit

    /// A call UIKit makes from the answers it cached when the delegate was assigned: the message
    /// is sent without asking `responds(to:)` again (Swift's optional-method call would ask, and
    /// never reach a proxy's handling of a method it stopped claiming).
    @MainActor
    enum CachedDelegateCall {
        /// Sends `selector` (a method returning `BOOL` with one object argument) to `delegate`.
        static func bool(_ delegate: AnyObject, _ selector: Selector, _ argument: AnyObject) -> Bool {
            typealias Method = @convention(c) (AnyObject, Selector, AnyObject) -> Bool
            let object = unsafeDowncast(delegate, to: NSObject.self)
            return unsafeBitCast(object.method(for: selector), to: Method.self)(delegate, selector, argument)
        }

        /// Sends `selector` (a method returning `BOOL` with two object arguments) to `delegate`.
        static func bool(_ delegate: AnyObject, _ selector: Selector, _ first: AnyObject, _ second: AnyObject) -> Bool {
            typealias Method = @convention(c) (AnyObject, Selector, AnyObject, AnyObject) -> Bool
            let object = unsafeDowncast(delegate, to: NSObject.self)
            return unsafeBitCast(object.method(for: selector), to: Method.self)(delegate, selector, first, second)
        }
    }
#endif
