import Foundation

/// Runs a ``TUIWindow`` on a terminal: reads keys, routes them, draws frames.
///
/// - On a real terminal, ``run(capabilities:)`` enters raw mode through ``TerminalSession``, redraws
///   only what changed after each key, follows window resizes, and restores the terminal
///   however the program ends. Keys that arrive faster than frames (text pasted by a terminal
///   without bracketed paste comes as one key per character) are all handled before the next
///   frame: a frame is drawn once no key waits, and always after the last one.
/// - ``play(_:size:output:)`` replays a script instead and prints every frame as plain
///   text (no escape codes): the showcase's `--demo`, and what runs when there is no TTY.
///   A step can await background work (``ScriptStep/settle``) before its frame.
///
/// Ctrl-C and Ctrl-Q quit (see ``quitKeys``).
///
/// ```swift
/// let app = TerminalApplication(window: TUIWindow(rootView: screen))
/// try await app.run()
/// ```
@MainActor
package final class TerminalApplication {
    /// The window shown.
    package let window: TUIWindow
    /// Keys that end ``run(capabilities:)``.
    package var quitKeys: Set<KeyEvent> = [.control("c"), .control("q")]
    /// Below this size a notice asking for a bigger window is drawn instead of the UI.
    package var minimumSize = TerminalSize(columns: 1, rows: 1)
    private var isRunning = false
    /// Keys forwarded to the loop of ``run(events:size:capabilities:write:)`` and not handled yet.
    private var waitingKeys = 0

    /// An application showing `window`.
    package init(window: TUIWindow) {
        self.window = window
    }

    /// Ends ``run(capabilities:)`` after the current key.
    package func quit() {
        isRunning = false
    }

    /// Runs interactively on standard input and output until a quit key, ``quit()``, or
    /// the end of input; the terminal is restored before it returns.
    ///
    /// - Throws: ``TerminalSession/Failure`` when standard input is not a terminal.
    package func run(
        capabilities: TerminalCapabilities = TerminalCapabilities(environment: ProcessInfo.processInfo.environment)
    ) async throws {
        let session = try TerminalSession(alternateScreen: capabilities.cursorAddressing)
        defer { session.close() }
        await run(events: session.events(), size: session.size(), capabilities: capabilities, write: session.write)
    }

    /// The loop behind ``run(capabilities:)``, on any source of events and any output: tests drive it
    /// with an `AsyncStream` and an ``InMemoryTerminal``.
    package func run(
        events: AsyncStream<TerminalEvent>,
        size initialSize: TerminalSize,
        capabilities: TerminalCapabilities,
        write: (String) -> Void
    ) async {
        let (wakeups, wakeup) = AsyncStream.makeStream(of: TerminalEvent?.self)
        waitingKeys = 0
        let forwarder = Task { @MainActor in
            for await event in events {
                if case .key = event { waitingKeys += 1 }
                wakeup.yield(event)
            }
            wakeup.yield(.endOfInput)
        }
        defer { forwarder.cancel() }
        let previousHandler = window.needsDisplayHandler
        window.needsDisplayHandler = { wakeup.yield(nil) }
        defer { window.needsDisplayHandler = previousHandler }

        var size = initialSize
        var renderer = ANSIRenderer(colors: capabilities.colors)
        var lastPlainFrame = ""
        func draw() {
            let frame = self.frame(size: size)
            if capabilities.cursorAddressing {
                write(renderer.render(frame))
            } else if frame.text != lastPlainFrame {
                lastPlainFrame = frame.text
                write(frame.text + "\n" + String(repeating: "─", count: size.columns) + "\n")
            }
        }
        isRunning = true
        draw()
        var frameWaits = false
        for await event in wakeups {
            if case .key? = event { waitingKeys -= 1 }
            switch event {
            case .key(let key)?:
                if quitKeys.contains(key) { isRunning = false } else { window.send(key) }
            case .resize(let newSize)?:
                size = newSize
                renderer.invalidate()
            case .endOfInput?:
                isRunning = false
            case nil:
                break
            }
            guard isRunning else { break }
            frameWaits = frameWaits || window.needsDisplay || event != nil
            // More keys already waiting (a paste typed out key by key): they go first, one frame follows.
            if frameWaits, waitingKeys == 0 {
                draw()
                frameWaits = false
            }
        }
        // The last keys are on screen even when the input ended or a quit key came right after them.
        if frameWaits { draw() }
        isRunning = false
    }

    /// The frame for `size`: the window, or a notice when the terminal is too small.
    package func frame(size: TerminalSize) -> ScreenBuffer {
        guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
            var canvas = Canvas(size: size)
            let lines = TextWrapping.wrap(
                "Please make the terminal at least \(minimumSize) (now \(size)).", width: size.columns)
            for (row, line) in lines.enumerated() { canvas.draw(line, x: 0, y: row) }
            return canvas.buffer
        }
        return window.render(size: size)
    }

    /// Plays `script` and prints each step's caption and resulting frame as plain text
    /// (no escape codes), starting with the first frame before any key.
    ///
    /// Each step's keys are sent, then its ``ScriptStep/settle`` is awaited, then its frame
    /// is printed, so the frame shows the background work the step waited for. A script
    /// whose background work waits on a virtual clock (not on real time) prints the same
    /// frames on every run.
    package func play(_ script: [ScriptStep], size: TerminalSize = .standard, output: (String) -> Void) async {
        func printFrame(_ caption: String) {
            output(
                "── \(caption) " + String(repeating: "─", count: max(0, size.columns - DisplayWidth.of(caption) - 4))
                    + "\n")
            let lines = frame(size: size).lines
            let used = (lines.lastIndex { !$0.isEmpty } ?? 0) + 1
            output(lines.prefix(used).joined(separator: "\n") + "\n")
        }
        printFrame("Start")
        for step in script {
            window.send(step.keys)
            await step.settle?()
            printFrame(step.caption)
        }
    }
}
