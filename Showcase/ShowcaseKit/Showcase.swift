/// The showcase app: three screens — Strategy, Handlers, Visitor — under a tab bar, with
/// the keys that switch them in the footer. It starts on Strategy with the numeric field
/// focused.
///
/// ```swift
/// let showcase = Showcase()
/// let app = TerminalApplication(window: showcase.window)
/// try await app.run()
/// ```
///
/// The sign-up form's user-name check waits (a debounce, then a simulated server). Give the
/// showcase a ``VirtualClock`` and that waiting happens only when the clock is advanced: the
/// scripted session (``ShowcaseScript``) and the tests do.
@MainActor
package final class Showcase {
    /// The Strategy screen: validators as interchangeable objects.
    package let strategy: StrategyScreen
    /// The Handlers screen: closures instead of target-action and delegates.
    package let handlers = HandlersScreen()
    /// The Visitor screen: heights and colours of heterogeneous rows.
    package let visitor = VisitorScreen()
    /// The window holding everything.
    package let window: TUIWindow
    /// The screen on show.
    package private(set) var current: any ShowcaseScreen

    private let root = RootView()

    /// The footer's key help.
    package static let footerHelp = "F1 F2 F3 screens · Tab/Shift-Tab focus · Enter/Space press · Ctrl-C quit"

    /// A showcase on the Strategy screen, waiting on `clock` (or on real time when `nil`); its
    /// sign-up form submits to `server` when given (`showcase --server URL`).
    package init(clock: VirtualClock? = nil, server: SignUpServerClient? = nil) {
        strategy = StrategyScreen(clock: clock, server: server)
        current = strategy
        window = TUIWindow(rootView: root)
        root.showcase = self
        for screen in screens {
            screen.isHidden = true
            root.addSubview(screen)
        }
        window.unhandledKeyHandler = { [weak self] event in
            self?.handleGlobalKey(event) ?? false
        }
        show(strategy)
    }

    /// The screens in tab order.
    package var screens: [any ShowcaseScreen] { [strategy, handlers, visitor] }

    /// Shows `screen` and focuses its first control.
    ///
    /// The focused field of the screen on show ends its editing first, on its own screen: if
    /// that raises an alert (its validation failed), the alert stays with that screen and
    /// the switch does not happen.
    package func show(_ screen: any ShowcaseScreen) {
        guard window.presentedAlert == nil else { return }
        if screen !== current {
            let alerts = window.presentedAlerts.count
            guard window.focus(nil), window.presentedAlerts.count == alerts else {
                window.setNeedsDisplay()
                return
            }
        }
        for other in screens { other.isHidden = other !== screen }
        current = screen
        window.focus(screen.initialFocus)
        window.setNeedsDisplay()
    }

    private func handleGlobalKey(_ event: KeyEvent) -> Bool {
        let index: Int
        switch (event.key, event.modifiers) {
        case (.function(let number), []) where (1...3).contains(number): index = number - 1
        case (.character(let digit), .alt) where ("1"..."3").contains(digit): index = Int(String(digit))! - 1
        default: return false
        }
        show(screens[index])
        return true
    }

    /// The tab bar, the screen area and the footer.
    private final class RootView: TUIView {
        weak var showcase: Showcase?

        override func layoutSubviews() {
            for screen in subviews {
                screen.frame = TUIRect(x: 0, y: 2, width: frame.width, height: max(0, frame.height - 4))
            }
        }

        override func draw(in canvas: inout Canvas) {
            guard let showcase else { return }
            var x = canvas.draw(" PatternKit ", x: 0, y: 0, style: TextStyle().bold)
            for (index, screen) in showcase.screens.enumerated() {
                let label = " F\(index + 1) \(screen.title) "
                let style = screen === showcase.current ? TextStyle().bold.inverse : TextStyle()
                x = canvas.draw(screen === showcase.current ? "[\(label)]" : " \(label) ", x: x + 1, y: 0, style: style)
            }
            let rule = String(repeating: "─", count: frame.width)
            canvas.draw(rule, x: 0, y: 1, style: TextStyle(foreground: .gray))
            canvas.draw(rule, x: 0, y: frame.height - 2, style: TextStyle(foreground: .gray))
            canvas.draw(Showcase.footerHelp, x: 1, y: frame.height - 1, style: TextStyle(foreground: .gray))
        }
    }
}
