@testable import ShowcaseKit

/// Drives the showcase with keys and reads the 80×24 screen, as a person would. The sign-up
/// form waits on a virtual clock, which only the test moves.
@MainActor
final class Driver {
    let clock = VirtualClock()
    let showcase: Showcase

    /// A showcase whose sign-up form submits to `server` when given.
    init(server: SignUpServerClient? = nil) {
        showcase = Showcase(clock: clock, server: server)
    }

    func press(_ keys: KeyEvent...) { showcase.window.send(keys) }
    func type(_ text: String) { showcase.window.send(KeyEvent.typing(text)) }
    var screen: ScreenBuffer { showcase.window.render(size: .standard) }
    func shows(_ text: String) -> Bool { screen.text.contains(text) }
    var alert: TUIAlertController? { showcase.window.presentedAlert }
}
