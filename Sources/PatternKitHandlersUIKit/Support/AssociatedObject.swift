#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC

    /// A slot for one of our objects on a UIKit object, found by that object's identity (never
    /// by the caller's static type), retained by it and released with it. Package access:
    /// PatternKitUIKit's action targets and gesture shortcuts use it too.
    package struct AssociatedObject<Value: AnyObject>: @unchecked Sendable {
        /// A unique address; only compared, never dereferenced.
        private let key: UnsafeRawPointer

        /// A slot with a key of its own (keep the slot in a `static let`).
        package init() {
            key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
        }

        /// The slot of `type`: one per class, for generic code that cannot have a `static let`.
        package init(keyedBy type: AnyClass) {
            key = UnsafeRawPointer(Unmanaged.passUnretained(type as AnyObject).toOpaque())
        }

        /// The value stored on `object`, if any.
        package func value(on object: AnyObject) -> Value? {
            objc_getAssociatedObject(object, key) as? Value
        }

        /// The value stored on `object`, created and stored first if there is none.
        package func value(on object: AnyObject, orCreate create: () -> Value) -> Value {
            if let existing = value(on: object) { return existing }
            let created = create()
            set(created, on: object)
            return created
        }

        /// Stores `value` on `object` (retained by it), or empties the slot for `nil`.
        package func set(_ value: Value?, on object: AnyObject) {
            objc_setAssociatedObject(object, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
#endif
