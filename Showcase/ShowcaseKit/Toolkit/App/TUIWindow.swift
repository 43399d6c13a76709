/// The top of a view hierarchy: it owns keyboard focus, presents alerts modally, routes
/// keys, and draws frames.
///
/// Keys go to the presented alert if there is one; otherwise Tab and Shift-Tab move
/// focus through the visible focusable views in drawing order (wrapping around), other
/// keys go to the focused view, and keys nobody took go to ``unhandledKeyHandler``.
///
/// ```swift
/// let window = TUIWindow(rootView: form)
/// window.send(.typing("12a"))
/// window.send(KeyEvent(.tab))
/// window.render(size: .standard).text   // the frame as plain text
/// ```
@MainActor
package final class TUIWindow {
    /// The full-screen view at the bottom of the hierarchy; resized to each frame.
    package var rootView: TUIView {
        didSet {
            oldValue.hostWindow = nil
            rootView.hostWindow = self
            if let focusedView, focusedView.window !== self { self.focusedView = nil }
            setNeedsDisplay()
        }
    }
    /// The view receiving keys, if any.
    package private(set) var focusedView: TUIView?
    /// Alerts on screen, the last one on top and receiving keys.
    package private(set) var presentedAlerts: [TUIAlertController] = []
    /// Keys no view consumed (screen switching, say). Return `true` when handled.
    package var unhandledKeyHandler: ((KeyEvent) -> Bool)?
    /// Called when something on screen changed and a new frame should be drawn.
    package var needsDisplayHandler: (() -> Void)?
    /// Drawn just left of the focused view, so focus shows even without colour or
    /// attributes (plain-text frames); `nil` for none.
    package var focusIndicator: Character? = "›"
    /// Whether a change happened since the last frame.
    package private(set) var needsDisplay = true

    /// For each alert: the view to focus when it goes, and whether that view already had
    /// focus (or was only about to get it when the alert appeared).
    private var focusBeforeAlert: [(view: TUIView?, hadFocus: Bool)] = []
    private var resignTarget: TUIView?

    /// A window showing `rootView`.
    package init(rootView: TUIView) {
        self.rootView = rootView
        rootView.hostWindow = self
    }

    /// The topmost presented alert.
    package var presentedAlert: TUIAlertController? { presentedAlerts.last }

    // MARK: Focus

    /// The visible views that can take focus, in Tab order (drawing order).
    package var focusableViews: [TUIView] {
        let root: TUIView = presentedAlert ?? rootView
        return root.visibleViewsInOrder.filter(\.canBecomeFocused)
    }

    /// Moves focus to `view` (or nowhere); `false` if `view` cannot take focus or the
    /// focused view refuses to let go.
    @discardableResult
    package func focus(_ view: TUIView?) -> Bool {
        attemptFocus(view) == .moved
    }

    private enum FocusOutcome { case moved, refusedByCurrent, declinedByTarget }

    private func attemptFocus(_ view: TUIView?) -> FocusOutcome {
        if view === focusedView { return .moved }
        if let view, !(view.window === self && view.canBecomeFocused && view.isVisibleInHierarchy) {
            return .declinedByTarget
        }
        if let view, !view.shouldBecomeFocused() { return .declinedByTarget }
        if let current = focusedView {
            guard current.shouldResignFocus() else { return .refusedByCurrent }
            focusedView = nil
            let alerts = presentedAlerts.count
            resignTarget = view
            current.didResignFocus()
            resignTarget = nil
            if presentedAlerts.count > alerts {
                // The old view presented an alert as it let go (validation failed): focus
                // goes to `view` when the alert is dismissed.
                setNeedsDisplay()
                return .moved
            }
            if focusedView != nil {
                // The old view's handlers moved focus themselves.
                setNeedsDisplay()
                return focusedView === view ? .moved : .refusedByCurrent
            }
        }
        focusedView = view
        view?.didBecomeFocused()
        setNeedsDisplay()
        return .moved
    }

    /// Moves focus to the next focusable view (Tab), wrapping around.
    @discardableResult
    package func focusNext() -> Bool { moveFocus(by: 1) }

    /// Moves focus to the previous focusable view (Shift-Tab), wrapping around.
    @discardableResult
    package func focusPrevious() -> Bool { moveFocus(by: -1) }

    private func moveFocus(by step: Int) -> Bool {
        let views = focusableViews
        guard !views.isEmpty else { return false }
        let start =
            focusedView.flatMap { current in views.firstIndex { $0 === current } }
            ?? (step > 0 ? views.count - 1 : 0)
        // Try each view in turn: one may decline (a text field whose delegate says no).
        for distance in 1...views.count {
            let candidate = views[((start + step * distance) % views.count + views.count) % views.count]
            if candidate === focusedView { return false }
            switch attemptFocus(candidate) {
            case .moved: return true
            case .refusedByCurrent: return false
            case .declinedByTarget: continue
            }
        }
        return false
    }

    func viewWasRemoved(_ view: TUIView) {
        var candidate = focusedView
        while let current = candidate {
            if current === view {
                let old = focusedView
                focusedView = nil
                old?.didResignFocus()
                return
            }
            candidate = current.superview
        }
    }

    // MARK: Alerts

    /// Shows `alert` on top of everything; it takes the keys until one of its actions
    /// is chosen. Focus returns to the view that had it when the alert goes away.
    package func present(_ alert: TUIAlertController) {
        if let target = resignTarget {
            focusBeforeAlert.append((target, false))
        } else {
            focusBeforeAlert.append((focusedView, true))
        }
        presentedAlerts.append(alert)
        alert.hostWindow = self
        focusedView = alert.preferredFocus
        setNeedsDisplay()
    }

    /// Removes `alert` and gives focus back to the view that had it before.
    package func dismiss(_ alert: TUIAlertController) {
        dismiss(alert, then: nil)
    }

    /// Removes `alert`, runs `handler` (an action's), then gives focus back to the view that
    /// had it before — unless `handler` moved focus itself: a field whose failure alert puts
    /// focus back in it does not first give it to the view Tab was heading to.
    func dismiss(_ alert: TUIAlertController, then handler: (() -> Void)?) {
        guard let index = presentedAlerts.firstIndex(where: { $0 === alert }) else { return }
        defer { setNeedsDisplay() }
        presentedAlerts.remove(at: index)
        alert.hostWindow = nil
        let restored = focusBeforeAlert.remove(at: index)
        guard index == presentedAlerts.count else {
            handler?()
            return
        }
        focusedView = presentedAlert?.preferredFocus
        let focusWithoutHandler = focusedView
        handler?()
        guard focusedView === focusWithoutHandler else { return }  // the handler moved focus
        guard presentedAlert == nil, let view = restored.view, view.window === self, view.isVisibleInHierarchy else {
            return
        }
        if restored.hadFocus {
            focusedView = view
        } else {
            // The view was about to get focus when the alert appeared: give it properly now.
            focus(view)
        }
    }

    // MARK: Keys and frames

    /// Delivers one key the way a person pressing it would.
    package func send(_ event: KeyEvent) {
        if let alert = presentedAlert {
            if !(focusedView?.handleKey(event) ?? false) { _ = alert.handleKey(event) }
            return
        }
        switch event.key {
        case .tab where event.modifiers.isEmpty:
            focusNext()
            return
        case .backTab:
            focusPrevious()
            return
        default:
            break
        }
        if let focusedView, focusedView.handleKey(event) { return }
        _ = unhandledKeyHandler?(event)
    }

    /// Delivers keys in order.
    package func send(_ events: [KeyEvent]) {
        events.forEach(send)
    }

    /// Marks the window as changed and tells ``needsDisplayHandler``.
    package func setNeedsDisplay() {
        guard !needsDisplay else { return }
        needsDisplay = true
        needsDisplayHandler?()
    }

    /// Draws the whole hierarchy (and any alerts) into a new frame of `size`.
    package func render(size: TerminalSize) -> ScreenBuffer {
        var canvas = Canvas(size: size)
        rootView.frame = TUIRect(x: 0, y: 0, width: size.columns, height: size.rows)
        rootView.render(in: &canvas)
        if presentedAlerts.isEmpty { drawFocusIndicator(in: &canvas) }
        for alert in presentedAlerts {
            alert.frame = alert.frame(in: size)
            canvas.within(alert.frame) { alert.render(in: &$0) }
        }
        needsDisplay = false
        return canvas.buffer
    }

    /// The focused view's frame in window coordinates.
    private func frameInWindow(of view: TUIView) -> TUIRect {
        var rect = view.frame
        var ancestor = view.superview
        while let current = ancestor {
            rect = rect.offsetBy(dx: current.frame.x, dy: current.frame.y)
            ancestor = current.superview
        }
        return rect
    }

    private func drawFocusIndicator(in canvas: inout Canvas) {
        guard let focusIndicator, let view = focusedView, view.window === self, view.isVisibleInHierarchy else {
            return
        }
        let rect = frameInWindow(of: view)
        guard rect.x > 0, canvas.buffer[rect.y, rect.x - 1].character == " " else { return }
        canvas.draw(String(focusIndicator), x: rect.x - 1, y: rect.y, style: TextStyle().bold)
    }
}
