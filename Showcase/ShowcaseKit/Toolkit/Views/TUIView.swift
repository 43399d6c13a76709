/// The base of every on-screen element, shaped like `UIView`: a frame, subviews,
/// a background colour, drawing, and keyboard focus.
///
/// Subclasses override ``draw(in:)`` to paint their content (in local coordinates,
/// clipped to their bounds), ``handleKey(_:)`` to react to keys while focused, and
/// ``canBecomeFocused`` to join the Tab order.
@MainActor
package class TUIView {
    /// Where the view sits in its superview, in cells.
    package var frame: TUIRect = .zero { didSet { if frame != oldValue { setNeedsDisplay() } } }
    /// The view's own coordinate space: its size at the origin.
    package var bounds: TUIRect { TUIRect(x: 0, y: 0, width: frame.width, height: frame.height) }
    /// Hidden views are not drawn and cannot hold focus.
    package var isHidden = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
    /// The colour behind the content; `nil` leaves what is below.
    package var backgroundColor: TUIColor? { didSet { if backgroundColor != oldValue { setNeedsDisplay() } } }
    /// A number you choose to identify the view.
    package var tag = 0
    /// A short name for tests and debugging.
    package var accessibilityIdentifier: String?

    /// The views inside this one, drawn in order (later ones on top).
    package private(set) var subviews: [TUIView] = []
    /// The view this one is inside.
    package private(set) weak var superview: TUIView?
    weak var hostWindow: TUIWindow?

    /// A view at `frame`.
    package init(frame: TUIRect = .zero) {
        self.frame = frame
    }

    /// The window showing this view, if it is on screen.
    package var window: TUIWindow? {
        var view: TUIView? = self
        while let current = view {
            if let window = current.hostWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the existing subviews (moving it from its old superview).
    package func addSubview(_ view: TUIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsDisplay()
    }

    /// Adds several subviews in order.
    package func addSubviews(_ views: TUIView...) {
        views.forEach(addSubview)
    }

    /// Removes the view from its superview; it loses focus if it had it.
    package func removeFromSuperview() {
        guard let superview else { return }
        let window = window
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        window?.viewWasRemoved(self)
        superview.setNeedsDisplay()
    }

    /// Whether this view and all its ancestors are visible.
    package var isVisibleInHierarchy: Bool {
        var view: TUIView? = self
        while let current = view {
            if current.isHidden { return false }
            view = current.superview
        }
        return true
    }

    // MARK: Focus

    /// Whether the view can take keyboard focus (joins the Tab order). Default `false`.
    package var canBecomeFocused: Bool { false }

    /// Whether this view has keyboard focus.
    package var isFirstResponder: Bool { window?.focusedView === self }

    /// Asks the window to give this view focus; `false` if it cannot take it or the
    /// focused view refused to let go.
    @discardableResult
    package func becomeFirstResponder() -> Bool {
        window?.focus(self) ?? false
    }

    /// Gives up focus; `false` if the view refused (a text field whose delegate says
    /// it should not end editing).
    @discardableResult
    package func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window else { return true }
        return window.focus(nil)
    }

    /// Whether the view accepts focus now; asked before it gets it. Default `true`.
    package func shouldBecomeFocused() -> Bool { true }

    /// Whether the view lets focus go; asked before focus moves away. Default `true`.
    package func shouldResignFocus() -> Bool { true }

    /// Called after the view gained focus.
    package func didBecomeFocused() {}

    /// Called after the view lost focus.
    package func didResignFocus() {}

    // MARK: Drawing and input

    /// Lays out subviews; called before each frame is drawn. Default does nothing.
    package func layoutSubviews() {}

    /// Draws the view's own content in local coordinates. The default fills the
    /// background colour, if any.
    package func draw(in canvas: inout Canvas) {
        if let backgroundColor {
            canvas.fill(bounds, style: TextStyle(background: backgroundColor))
        }
    }

    /// Handles a key while the view is focused; return `true` when consumed.
    /// Default `false`, so the window may use it.
    package func handleKey(_ event: KeyEvent) -> Bool { false }

    /// Marks the window for redrawing; call after changing what the view shows.
    package func setNeedsDisplay() {
        window?.setNeedsDisplay()
    }

    /// Draws the view and its subviews, each clipped to its frame.
    func render(in canvas: inout Canvas) {
        guard !isHidden else { return }
        layoutSubviews()
        draw(in: &canvas)
        for subview in subviews where !subview.isHidden {
            canvas.within(subview.frame) { subview.render(in: &$0) }
        }
    }

    /// This view and its descendants in drawing order, skipping hidden branches.
    var visibleViewsInOrder: [TUIView] {
        guard !isHidden else { return [] }
        return [self] + subviews.flatMap(\.visibleViewsInOrder)
    }

    /// The first descendant (or self) with `identifier`.
    package func view(withIdentifier identifier: String) -> TUIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withIdentifier: identifier) { return found }
        }
        return nil
    }
}
