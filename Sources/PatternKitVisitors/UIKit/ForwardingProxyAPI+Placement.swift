#if canImport(UIKit)
    import PatternKitTextEditing

    extension ForwardingProxyAPI {
        /// Places `object` in the slot that holds `occupant` (``DelegatePlacement``), messaging
        /// the objects; `assign` puts an object in the slot.
        package static func place(_ object: AnyObject, occupant: AnyObject?, assign: (AnyObject?) -> Void) {
            let outcome = DelegatePlacement.place(
                object, occupant: occupant, handOn: { handOn(object, to: $0) }, forwardee: { forwardee(of: $0) },
                setForwardee: { setForwardee(of: $0, to: object) })
            switch outcome {
            case .behindClosures:
                break
            case .behindForwardingProxy:
                assign(nil)
                assign(occupant)
            case .assignSlot:
                assign(object)
            }
        }
    }
#endif
