@testable import ShowcaseKit

/// A window on an 80×24 in-memory screen, driven with keys as a person would.
@MainActor
final class Harness {
    let root = TUIView()
    lazy var window = TUIWindow(rootView: root)
    var size = TerminalSize.standard

    init(_ views: TUIView...) {
        var row = 0
        for view in views {
            if view.frame.isEmpty { view.frame = TUIRect(x: 0, y: row, width: 30, height: 1) }
            view.frame.y = row
            row += view.frame.height + 1
            root.addSubview(view)
        }
        _ = window
    }

    func press(_ keys: KeyEvent...) { window.send(keys) }
    func type(_ text: String) { window.send(KeyEvent.typing(text)) }
    var screen: ScreenBuffer { window.render(size: size) }
    var lines: [String] { screen.lines }
    func shows(_ text: String) -> Bool { screen.text.contains(text) }
}
