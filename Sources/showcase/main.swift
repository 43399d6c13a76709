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
        usage: showcase [--demo] [--server URL]

        PatternKit's patterns on a terminal: Strategy (validators, a sign-up form),
        Handlers (closures), Visitor (table rows). Keys: \(Showcase.footerHelp)
        --demo        play a scripted session as plain-text frames (also what happens without a TTY)
        --server URL  the sign-up form submits to a sign-up server (swift run --traits Vapor
                      signup-server) and shows its answer on the fields; without it, a
                      simulated directory checks the user name
        Colour is off when NO_COLOR is set; TERM=dumb prints plain frames.
        """)
    exit(0)
}

var server: SignUpServerClient?
if let index = arguments.firstIndex(of: "--server") {
    let next = arguments.index(after: index)
    guard next < arguments.endIndex, let url = URL(string: arguments[next]), url.scheme?.hasPrefix("http") == true
    else {
        FileHandle.standardError.write(
            Data("showcase: --server needs an http(s) URL, such as http://127.0.0.1:8080\n".utf8))
        exit(64)
    }
    server = SignUpServerClient(server: url)
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

let showcase = Showcase(server: server)
let app = TerminalApplication(window: showcase.window)
app.minimumSize = .standard

do {
    try await app.run()
} catch {
    FileHandle.standardError.write(Data("showcase: \(error)\n".utf8))
    exit(1)
}
