import PatternKitHandlers
import PatternKitValidation

/// The Handlers screen: closures instead of target-action and delegates.
///
/// - a button counting taps (`onTap`), plus a second tap handler added with
///   `addHandler(for:)` that logs each tap, and a button that removes it with its token;
/// - a switch reporting its state (`on(.valueChanged)`);
/// - a text field with a live `shouldChangeString` filter: upper-case, at most 12 characters;
/// - the switch's events as a stream: a task's `for await` loop over
///   `toggle.events(for: .valueChanged)` writes each one to its own log line;
/// - a table whose selection is a `didSelectRow` closure instead of a delegate method.
@MainActor
package final class HandlersScreen: TUIView, ShowcaseScreen {
    /// "Handlers".
    package let title = "Handlers"
    /// Counts taps.
    package let tapButton = TUIButton(title: "Tap me")
    /// Shows the count.
    package let tapCount = TUILabel(text: "Taps: 0")
    /// A switch.
    package let toggle = TUISwitch(isOn: true)
    /// Shows the switch's state.
    package let toggleState = TUILabel(text: "The switch is on")
    /// Upper-cases and limits what is typed.
    package let shoutField = TUITextField(placeholder: "type here")
    /// Removes the logging handler with its token.
    package let removeButton = TUIButton(title: "Remove the logging handler")
    /// Explains the text field's filter.
    package let shoutHint = TUILabel(text: "upper-case, ≤ \(HandlersScreen.maximumLength)")
    /// What the logging handler wrote.
    package let log = TUILabel(text: "Log: (the added handler writes here)")
    /// A table with a data source but no delegate: `didSelectRow` and `willDisplayCell`
    /// closures stand in for the delegate methods.
    package let fruitTable = TUITableView()
    /// What the table's `didSelectRow` closure wrote.
    package let tableLog = TUILabel(text: "Table: didSelectRow { table, row in } — select a fruit with Enter")
    /// What the `for await` loop over the switch's events wrote.
    package let streamLog = TUILabel(
        text: "Stream: for await toggle in toggle.events(for: .valueChanged) — flip the switch")

    /// The maximum length the filter allows.
    package static let maximumLength = 12

    /// The shouting field's formatter: upper-case, then at most ``maximumLength`` characters.
    static let shout: some Sanitizer = .uppercased.then(.truncated(to: maximumLength))

    /// The token of the logging handler, until it is removed.
    package private(set) var loggingToken: HandlerToken?
    private var taps = 0
    private var streamedEvents = 0
    private let fruits = FruitList()

    private let intro = TUILabel(
        text: "Handlers: closures instead of target-action and delegates, typed with the control's class.")
    private let codeLines = [
        TUILabel(text: "onTap { } + addHandler(for:) → token"),
        TUILabel(text: "on(.valueChanged) { toggle in }"),
        TUILabel(text: "shouldChangeString { f, from, to in }"),
        TUILabel(text: "token.cancel()"),
    ]

    /// The screen with its handlers registered.
    package init() {
        super.init()
        intro.numberOfLines = 2
        shoutField.accessibilityIdentifier = "shout"
        for line in codeLines { line.textColor = .cyan }
        addSubviews(
            intro, tapButton, tapCount, toggle, toggleState, shoutField, shoutHint, removeButton, log, streamLog,
            fruitTable, tableLog)
        codeLines.forEach(addSubview)
        registerHandlers()
        streamSwitchEvents()
        fruitTable.dataSource = fruits
        fruitTable.accessibilityIdentifier = "fruits"
        fruitTable.didSelectRow { [weak self] table, row in
            guard let self else { return }
            tableLog.text = "Table: didSelectRow closure got row \(row): \(fruits.fruits[row])"
        }
        .willDisplayCell { _, cell, row in
            cell.textColor = row.isMultiple(of: 2) ? .default : .cyan
        }
    }

    /// The tap button.
    package var initialFocus: TUIView? { tapButton }

    private func registerHandlers() {
        tapButton.onTap { [weak self] _ in
            guard let self else { return }
            taps += 1
            tapCount.text = "Taps: \(taps)"
        }
        loggingToken = tapButton.addHandler(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            log.text = "Log: tap #\(taps) seen by the added handler"
        }
        toggle.on(.valueChanged) { [weak self] toggle in
            self?.toggleState.text = toggle.isOn ? "The switch is on" : "The switch is off"
        }
        shoutField.shouldChangeString { field, from, to in
            // The core decides: the edit from → to, upper-cased and cut to the maximum
            // length, with the caret mapped to where the user typed.
            field.carryOut(EditDecision(formatting: TextEdit(changing: from, to: to), with: Self.shout))
        }
        removeButton.onTap { [weak self] button in
            guard let self, let token = loggingToken else { return }
            token.cancel()
            loggingToken = nil
            log.text = "Log: handler removed (token.isActive == \(token.isActive)); taps still count"
            button.isEnabled = false
        }
    }

    /// Writes each of the switch's events to ``streamLog`` from a `for await` loop. The loop
    /// ends by itself when the switch goes away with the screen (its handler storage ends the
    /// stream), and the task holds the screen weakly.
    private func streamSwitchEvents() {
        let events = toggle.events(for: .valueChanged)
        Task { [weak self] in
            for await toggle in events {
                guard let self else { return }
                streamedEvents += 1
                streamLog.text =
                    "Stream: for await received event #\(streamedEvents): the switch is \(toggle.isOn ? "on" : "off")"
            }
        }
    }

    override package func layoutSubviews() {
        let width = frame.width
        intro.frame = TUIRect(x: 1, y: 0, width: width - 2, height: 2)
        let rows: [(TUIView, TUIView, Int)] = [
            (tapButton, tapCount, 3), (toggle, toggleState, 5), (shoutField, shoutHint, 7),
        ]
        for (control, label, y) in rows {
            control.frame = TUIRect(
                x: 2, y: y, width: control === shoutField ? 16 : max(control.frame.width, 10), height: 1)
            label.frame = TUIRect(x: 20, y: y, width: 20, height: 1)
        }
        removeButton.frame = TUIRect(x: 2, y: 9, width: removeButton.intrinsicWidth, height: 1)
        for (index, line) in codeLines.enumerated() {
            line.frame = TUIRect(x: 41, y: 3 + index * 2, width: max(0, width - 42), height: 1)
        }
        log.frame = TUIRect(x: 2, y: 11, width: width - 4, height: 1)
        streamLog.frame = TUIRect(x: 2, y: 12, width: width - 4, height: 1)
        fruitTable.frame = TUIRect(x: 2, y: 14, width: 20, height: 3)
        tableLog.frame = TUIRect(x: 24, y: 15, width: max(0, width - 26), height: 1)
    }
}
