/// How a platform feeds one control's events into its ``ControlEventHandlers``: one hook
/// per single event (one bit of the mask) that has handlers.
///
/// The storage decides when: it installs a hook when an event gets its first handler, asks
/// ``isInstalled`` at every later registration for that event (and installs it again when the
/// platform lost it: `removeTarget(nil, action: nil, for: .allEvents)` on a reused cell), and
/// removes it when the event's last handler goes.
///
/// ```swift
/// ControlEventHandlers(sender: control, hooks: ControlEventHooks(
///     install: { event in control.addTarget(target, action: #selector(Target.fire), for: event) },
///     remove: { event in control.removeTarget(target, action: #selector(Target.fire), for: event) },
///     isInstalled: { event in control.actions(forTarget: target, forControlEvent: event) != nil }
/// ))
/// ```
@MainActor
package struct ControlEventHooks<Event> {
    /// Installs the hook for one event.
    package var install: @MainActor (Event) -> Void
    /// Removes the hook for one event.
    package var remove: @MainActor (Event) -> Void
    /// Whether the hook for one event is still in place.
    package var isInstalled: @MainActor (Event) -> Bool

    /// Hooks made of three closures.
    package init(
        install: @escaping @MainActor (Event) -> Void,
        remove: @escaping @MainActor (Event) -> Void,
        isInstalled: @escaping @MainActor (Event) -> Bool
    ) {
        self.install = install
        self.remove = remove
        self.isInstalled = isInstalled
    }

    /// No hooks: for controls that send every event into their storage themselves.
    package static var none: Self {
        Self(install: { _ in }, remove: { _ in }, isInstalled: { _ in true })
    }
}
