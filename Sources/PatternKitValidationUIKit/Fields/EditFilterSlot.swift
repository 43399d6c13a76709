#if canImport(UIKit) && !os(watchOS)
    @_spi(PatternKitPlumbing) import PatternKitTextEditing
    import UIKit

    /// `CustomTextField`'s keystroke filter as one PatternKit party of the field's delegate slot:
    /// the same ``DelegateSlot`` algorithm as every closure proxy decides where the filter goes
    /// (UIKit's slot, or behind RxCocoa's proxy), what `field.delegate = x` does, and how the
    /// filter leaves; this object only answers the slot's questions about Objective-C objects.
    /// The closures' proxy, when the app registers closures on the field, is the next party: it
    /// sees ``DelegateSlot/slotBehind`` as its slot, and the app's delegate goes behind it.
    @MainActor
    final class EditFilterSlot: DelegateSlotHost, DelegateSlotParty {
        /// The filter, UIKit's `delegate` (or behind RxCocoa's proxy) while the field filters.
        let filter: EditFilterDelegate
        private unowned let field: CustomTextField
        /// The decisions (held here: the slot holds its host weakly).
        private(set) lazy var slot = DelegateSlot(party: self, host: self)

        init(field: CustomTextField) {
            self.field = field
            filter = EditFilterDelegate(field: field, behind: nil)
            filter.isActive = false
        }

        /// The field starts or stops filtering: the filter takes its place in the chain, or
        /// leaves it (passing every decision on while an object it does not know holds it).
        func setFiltering(_ filters: Bool) {
            guard filter.isActive != filters else { return }
            filter.isActive = filters
            if filters { slot.install() } else { slot.partyChanged() }
        }

        // MARK: DelegateSlotParty

        var forwardee: AnyObject? { filter.behind }

        func forward(to object: AnyObject?) {
            guard filter.behind !== object else { return }
            filter.behind = object
            slot.partyChanged()
        }

        var isEmpty: Bool { !filter.isActive }

        // MARK: DelegateSlotHost

        var slotDelegate: AnyObject? {
            get { field.uikitDelegate }
            set { field.uikitDelegate = newValue.map { $0 === self ? filter : $0 } }
        }

        var mayInstall: Bool { true }

        func isThisProxy(_ object: AnyObject) -> Bool { object === filter || object === self }

        func reachesThisProxy(_ object: AnyObject) -> Bool {
            guard !isThisProxy(object), object !== field.closureProxy, let object = object as? any NSObjectProtocol
            else { return false }
            return object.responds(to: EditFilterDelegate.marker)
        }

        func forwardee(ofForwardingProxy object: AnyObject) -> AnyObject?? {
            guard !isThisProxy(object), object !== field.closureProxy else { return nil }
            return ForwardingProxyAPI.forwardee(of: object)
        }

        func setForwardee(ofForwardingProxy object: AnyObject, to forwardee: AnyObject?, retaining: Bool) {
            ForwardingProxyAPI.setForwardee(
                of: object, to: forwardee.map { $0 === self ? filter : $0 }, retaining: retaining)
        }

        func forwardeeToKeep(for object: AnyObject) -> AnyObject? { object }

        /// Not watched: the filter answers only for what the object behind implements now, and
        /// UIKit's default when it is gone.
        func observeDeallocation(of object: AnyObject, _ gone: @escaping @MainActor () -> Void) {}

        /// Never reached: every assignment to the field's `delegate` goes through ``DelegateSlot/assign(_:)``,
        /// so nothing replaces the filter behind the slot's back.
        func reportReplacement(by delegate: AnyObject?) {}

        func handOn(_ delegate: AnyObject?, to party: AnyObject) -> Bool {
            party !== filter && ForwardingProxyAPI.handOn(delegate, to: party)
        }
    }
#endif
