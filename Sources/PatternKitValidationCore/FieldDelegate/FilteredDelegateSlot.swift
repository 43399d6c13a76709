/// The decisions behind a text field that keeps an edit filter of its own in front of its
/// `delegate` (PatternKitValidationUIKit's `CustomTextField`): where the filter goes when the
/// field starts filtering, what an assignment to `delegate` does in each state, what a closure
/// proxy reads and writes as "the slot", and how the filter leaves — whatever already holds
/// UIKit's slot: the app's delegate, PatternKit's closure proxy, or a forwarding proxy such as
/// RxCocoa's, which publishes its forwardee (`_forwardToDelegate`) and may wrap the filter.
///
/// UI-free and tested on Linux against a model of UIKit's weak delegate slot and RxCocoa's
/// proxy; the field only answers the ``Host``'s questions about Objective-C objects and assigns.
///
/// The rules:
/// - **The filter is in the chain while it filters**: in UIKit's slot, or behind the forwarding
///   proxy that holds it (inserted there, as PatternKit's closure proxy goes behind RxCocoa's).
/// - **Assigning the filter itself changes nothing** (`field.delegate = field.delegate`).
/// - **A wrapper takes UIKit's slot**: an object that forwards to the filter or to a PatternKit
///   closure proxy (RxCocoa's proxy created over the field) is what UIKit calls; the filter stays
///   behind it. A forwarding proxy that reaches neither gets the filter inserted behind it.
/// - **Anything else is the app's delegate**: behind the closures when the closure proxy takes
///   it, else behind the filter, else UIKit's slot itself.
/// - **UIKit asks again** whenever what the filter answers for changes.
@MainActor
package struct FilteredDelegateSlot {
    /// What the field answers about its slot and the objects in it.
    @MainActor
    package protocol Host: AnyObject {
        /// UIKit's `delegate` (`super.delegate`).
        var uikitDelegate: AnyObject? { get set }
        /// The object behind the filter.
        var filterBehind: AnyObject? { get set }
        /// The filter object, created on first use.
        var filter: AnyObject { get }
        /// Whether the field has a filter object now.
        var hasFilter: Bool { get }
        /// Drops the filter object (the field stops filtering and the filter left every chain).
        func dropFilter()
        /// Whether the filter decides edits (`false`: it passes every decision on).
        func setFilterActive(_ active: Bool)
        /// Whether `object`, not the filter, forwards to the filter or to a PatternKit closure
        /// proxy (it answers `responds(to:)` for their marker methods).
        func isWrapper(_ object: AnyObject) -> Bool
        /// The forwardee `object` publishes (RxCocoa's `_forwardToDelegate`): `nil` when `object`
        /// is no forwarding proxy, `.some(nil)` when it forwards to nothing.
        func forwardee(ofForwardingProxy object: AnyObject) -> AnyObject??
        /// Sets the forwardee of a forwarding proxy (RxCocoa's `_setForwardToDelegate:retainDelegate:`).
        func setForwardee(ofForwardingProxy object: AnyObject, to forwardee: AnyObject?)
        /// Puts `delegate` behind PatternKit's closures, when their proxy holds the slot behind
        /// the filter; `false` otherwise.
        func placeBehindClosures(_ delegate: AnyObject?) -> Bool
    }

    private unowned let host: any Host

    /// The decisions for `host`'s slot.
    package init(host: any Host) {
        self.host = host
    }

    // MARK: Filtering

    /// The field starts filtering: the filter goes in front of what UIKit's slot holds, or behind
    /// the forwarding proxy that holds it.
    package func startFiltering() {
        if host.hasFilter {
            host.setFilterActive(true)
            return
        }
        let filter = host.filter
        host.setFilterActive(true)
        let current = host.uikitDelegate
        if let current, let forwardee = host.forwardee(ofForwardingProxy: current) {
            host.filterBehind = forwardee
            host.setForwardee(ofForwardingProxy: current, to: filter)
            refresh()
        } else {
            host.filterBehind = current
            host.uikitDelegate = filter
        }
    }

    /// The field stops filtering: the filter leaves the chain it is in, or, when it cannot (an
    /// object it does not know holds it), stays and passes every decision on.
    package func stopFiltering() {
        guard host.hasFilter else { return }
        let filter = host.filter
        let current = host.uikitDelegate
        if current === filter {
            let behind = host.filterBehind
            host.dropFilter()
            host.uikitDelegate = behind
        } else if let current, let forwardee = host.forwardee(ofForwardingProxy: current), forwardee === filter {
            let behind = host.filterBehind
            host.dropFilter()
            host.setForwardee(ofForwardingProxy: current, to: behind)
            refresh()
        } else {
            host.setFilterActive(false)
        }
    }

    // MARK: Assignments

    /// `field.delegate = delegate`.
    package func assign(_ delegate: AnyObject?) {
        if let delegate, host.hasFilter, delegate === host.filter { return }
        if let delegate, host.isWrapper(delegate) {
            if host.hasFilter, host.filterBehind === delegate { host.filterBehind = nil }
            host.uikitDelegate = delegate
            return
        }
        if let delegate, host.hasFilter, let forwardee = host.forwardee(ofForwardingProxy: delegate) {
            // A forwarding proxy that reaches neither the filter nor the closures (RxCocoa's,
            // reset by `rx.setDelegate(_:)`): the filter goes behind it, in front of its forwardee.
            if forwardee !== host.filter { host.filterBehind = forwardee }
            host.setForwardee(ofForwardingProxy: delegate, to: host.filter)
            host.uikitDelegate = delegate
            return
        }
        if host.placeBehindClosures(delegate) { return }
        slotObject = delegate
    }

    /// The slot a closure proxy reads and writes: the object behind the filter while there is
    /// one, UIKit's slot otherwise.
    package var slotObject: AnyObject? {
        get { host.hasFilter ? host.filterBehind : host.uikitDelegate }
        nonmutating set {
            guard host.hasFilter else {
                host.uikitDelegate = newValue
                return
            }
            if let newValue, newValue === host.filter { return }
            host.filterBehind = newValue
            refresh()
        }
    }

    /// Makes UIKit ask again what its delegate implements (the filter answers for the object
    /// behind it): assigns UIKit's slot again.
    private func refresh() {
        let current = host.uikitDelegate
        host.uikitDelegate = nil
        host.uikitDelegate = current
    }
}
