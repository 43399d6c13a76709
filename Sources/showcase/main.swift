// `swift run showcase`: PatternKit's three patterns on a terminal.
//
// Interactive when standard input and output are a terminal; otherwise (or with --demo)
// it plays a scripted session and prints every frame as plain text, then exits 0.
import Foundation
import ShowcaseKit

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: showcase [--demo]

        PatternKit's patterns on a terminal: Strategy (validators, a sign-up form),
        Handlers (closures), Visitor (table rows). Keys: \(Showcase.footerHelp)
        --demo   play a scripted session as plain-text frames (also what happens without a TTY)
        Colour is off when NO_COLOR is set; TERM=dumb prints plain frames.
        """)
    exit(0)
}

if arguments.contains("--demo") || !TerminalSession.isInteractive() {
    // A virtual clock: the sign-up form's debounce and simulated server take no real time,
    // and every run prints the same frames.
    let showcase = Showcase(clock: VirtualClock())
    let app = TerminalApplication(window: showcase.window)
    app.minimumSize = .standard
    await app.play(ShowcaseScript.steps(for: showcase)) { FileHandle.standardOutput.write(Data($0.utf8)) }
    exit(0)
}

let showcase = Showcase()
let app = TerminalApplication(window: showcase.window)
app.minimumSize = .standard

do {
    try await app.run()
} catch {
    FileHandle.standardError.write(Data("showcase: \(error)\n".utf8))
    exit(1)
}
