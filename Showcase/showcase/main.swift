// `swift run showcase`: PatternKit's three patterns on a terminal.
//
// Interactive when standard input and output are a terminal; otherwise (or with --demo)
// it plays a scripted session and prints every frame as plain text, then exits 0. An
// option it does not know prints the usage to standard error and exits 64 (EX_USAGE).
import Foundation
import ShowcaseKit

let options: ShowcaseOptions
do {
    options = try ShowcaseOptions(CommandLine.arguments.dropFirst())
} catch {
    FileHandle.standardError.write(Data("showcase: \(error)\n\n\(ShowcaseOptions.usage)\n".utf8))
    exit(ShowcaseOptions.usageErrorStatus)
}
if options.showsHelp {
    print(ShowcaseOptions.usage)
    exit(0)
}

let server = options.server.map { SignUpServerClient(server: $0) }

if options.playsDemo || !TerminalSession.isInteractive() {
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
