import BenchmarkHarness
import ShowcaseKit

/// `terminal-frame`: the showcase's Visitor screen with 1,000 rows (heights from
/// `HeightVisitor`, colours from `BackgroundColorSetter`) drawn into an in-memory
/// terminal: view hierarchy → `ScreenBuffer` → `ANSIRenderer` escape sequences →
/// `InMemoryTerminal`, which interprets them as a terminal would.
///
/// - `full`: reload all 1,000 rows' heights, draw the frame and send all of it (what a
///   resize or the first frame costs), 80×24.
/// - `full-200x60`: the same on a large terminal.
/// - `scroll`: press ↓ and send only what changed, as every keystroke does.
@MainActor
enum TerminalFrame {
    static let rows = 1_000

    static let benchmark = BenchmarkCase(
        "terminal-frame", "the Visitor screen with 1,000 rows rendered into an in-memory terminal",
        baseline: "full",
        goals: [
            .atMost("full", nanoseconds: 16_000_000),
            .atMost("full-200x60", nanoseconds: 16_000_000),
            .atMost("scroll", nanoseconds: 16_000_000),
        ]
    ) {
        let drivers = [
            ("full", FrameDriver(size: .standard, scrolls: false)),
            ("full-200x60", FrameDriver(size: TerminalSize(columns: 200, rows: 60), scrolls: false)),
            ("scroll", FrameDriver(size: .standard, scrolls: true)),
        ]
        for (name, driver) in drivers {
            driver.frame()
            try VerificationFailure.check(
                driver.terminal.screen.position(of: "FirstCell · row 1 ") != nil || driver.scrolls,
                "terminal-frame: \(name) does not show the first row"
            )
        }
        return drivers.map { name, driver in
            Variant(name) { iterations in
                for _ in 0..<iterations { driver.frame() }
                blackHole(driver.terminal.bytesReceived)
            }
        }
    }
}

/// One screen, window, renderer and terminal, drawing frame after frame.
@MainActor
final class FrameDriver {
    let size: TerminalSize
    let scrolls: Bool
    let screen = VisitorScreen(rowCount: TerminalFrame.rows)
    let window: TUIWindow
    var renderer = ANSIRenderer(colors: true)
    var terminal: InMemoryTerminal

    init(size: TerminalSize, scrolls: Bool) {
        self.size = size
        self.scrolls = scrolls
        window = TUIWindow(rootView: screen)
        terminal = InMemoryTerminal(size: size)
        window.focus(screen.table)
        terminal.receive(renderer.render(window.render(size: size)))
    }

    /// Draws one frame into the terminal.
    func frame() {
        if scrolls {
            if screen.table.selectedRow == TerminalFrame.rows - 1 {
                window.send(KeyEvent(.home))
            } else {
                window.send(KeyEvent(.down))
            }
        } else {
            screen.table.reloadData()
            renderer.invalidate()
        }
        terminal.receive(renderer.render(window.render(size: size)))
    }
}
