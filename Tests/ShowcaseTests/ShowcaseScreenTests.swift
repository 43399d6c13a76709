import Foundation
import PatternKitTestSupport
import Testing

@testable import ShowcaseKit

@MainActor
@Suite("Showcase screens", .englishMessages)
struct ShowcaseScreenTests {
    @Test("it starts on the Strategy screen with the numeric field focused, keys in the footer")
    func start() {
        let driver = Driver()
        #expect(driver.showcase.strategy.numericField.isFirstResponder)
        #expect(driver.shows("[ F1 Strategy ]"))
        #expect(driver.screen.line(23).contains("F1 F2 F3 screens"))
        #expect(driver.screen.line(23).contains("Ctrl-C quit"))
        #expect(driver.shows("›[ "), "the focus marker stands before the numeric field")
    }

    @Test(
        "article's fields: bad input shows the article's alert when focus leaves; after OK focus goes on",
        arguments: [
            ("numeric", "12a", "The input can contain only numerical values"),
            ("letters", "ab1", "The input can contain only letters"),
        ])
    func articleAlerts(field identifier: String, input: String, reason: String) {
        let driver = Driver()
        if identifier == "letters" { driver.press(KeyEvent(.tab)) }
        driver.type(input)
        driver.press(KeyEvent(.tab))
        #expect(driver.shows("Input Validation Failed"))
        #expect(driver.shows(reason))
        #expect(driver.alert?.title == "Input Validation Failed")
        driver.type("xyz")
        #expect(driver.alert != nil, "the alert is modal: typing does not reach the fields")
        driver.press(KeyEvent(.enter))
        #expect(driver.alert == nil)
        #expect(!driver.shows("Input Validation Failed"))
        let field = driver.showcase.strategy.view(withIdentifier: identifier) as? TUITextField
        #expect(
            field?.isFirstResponder == false, "the field checked itself when editing ended; it does not hold the user")
        #expect(field?.text == input)
        driver.press(KeyEvent(.backTab))
        #expect(field?.isFirstResponder == true)
        driver.press(KeyEvent(.backspace), KeyEvent(.tab))
        #expect(driver.alert == nil)
        #expect(driver.shows("is valid"))
    }

    @Test("the status line keeps every failure that is still there, and drops each one when its field is fixed")
    func statusKeepsEveryFailure() {
        let driver = Driver()
        let numbers = "✗ Numbers: The input can contain only numerical values (code 1001)"
        let letters = "✗ Letters: The input can contain only letters (code 1002)"
        driver.type("12a")
        driver.press(KeyEvent(.tab), KeyEvent(.enter))  // leave it, close the alert
        driver.type("ab1")
        driver.press(KeyEvent(.tab), KeyEvent(.enter))
        #expect(driver.shows(numbers), "“12a” is still invalid: its failure stays")
        #expect(driver.shows(letters))
        driver.press(KeyEvent(.backTab), KeyEvent(.backTab))  // from the e-mail field back to the numeric one
        #expect(driver.showcase.window.focusedView?.accessibilityIdentifier == "numeric")
        driver.press(KeyEvent(.backspace), KeyEvent(.tab))
        #expect(!driver.shows(numbers), "fixed: its line goes")
        #expect(driver.shows(letters), "the letters field is still wrong")
        driver.press(KeyEvent(.backspace), KeyEvent(.tab))
        #expect(!driver.shows(letters))
        #expect(driver.shows("✓ Letters: \"ab\" is valid"))
    }

    @Test("Escape also closes the alert")
    func escapeClosesAlert() {
        let driver = Driver()
        driver.type("x")
        driver.press(KeyEvent(.tab))
        #expect(driver.alert != nil)
        driver.press(KeyEvent(.escape))
        #expect(driver.alert == nil)
    }

    @Test("F1-F3 and Alt-1..3 switch screens; the footer stays")
    func switching() {
        let driver = Driver()
        driver.press(KeyEvent(.function(2)))
        #expect(driver.shows("[ F2 Handlers ]"))
        #expect(driver.showcase.handlers.tapButton.isFirstResponder)
        driver.press(KeyEvent(.character("3"), modifiers: .alt))
        #expect(driver.shows("[ F3 Visitor ]"))
        #expect(driver.shows("FirstCell"))
        driver.press(KeyEvent(.function(1)))
        #expect(driver.shows("Numbers only"))
        #expect(driver.screen.line(23).contains("F1 F2 F3 screens"))
    }

    @Test(
        "an alert stays with its screen: leaving an invalid field with F2 shows the alert on Strategy, and does not switch"
    )
    func alertStaysWithItsScreen() {
        let driver = Driver()
        driver.press(KeyEvent(.tab))
        driver.type("ab1")
        driver.press(KeyEvent(.function(2)))
        #expect(driver.alert?.title == "Input Validation Failed")
        #expect(driver.shows("[ F1 Strategy ]"))
        #expect(!driver.shows("[ F2 Handlers ]"))
        #expect(driver.showcase.current === driver.showcase.strategy)
        driver.press(KeyEvent(.enter))
        #expect(driver.alert == nil)
        #expect(driver.shows("Letters only"))
        // Fixed, the field lets focus go and the switch happens.
        driver.press(KeyEvent(.backspace), KeyEvent(.function(2)))
        #expect(driver.alert == nil)
        #expect(driver.shows("[ F2 Handlers ]"))
    }

    @Test("Handlers: the button counts taps, the switch reports, the filter shouts and stops at 12")
    func handlersScreen() {
        let driver = Driver()
        driver.press(KeyEvent(.function(2)), KeyEvent(.enter), KeyEvent(.character(" ")))
        #expect(driver.shows("Taps: 2"))
        #expect(driver.shows("tap #2 seen by the added handler"))
        driver.press(KeyEvent(.tab), KeyEvent(.enter))
        #expect(driver.shows("The switch is off"))
        #expect(driver.shows("( ) OFF"))
        driver.press(KeyEvent(.tab))
        driver.type("hello terminal world")
        #expect(driver.showcase.handlers.shoutField.text == "HELLO TERMIN")
        driver.press(KeyEvent(.paste("more text")))
        #expect(driver.showcase.handlers.shoutField.text == "HELLO TERMIN")
    }

    @Test("Handlers: a for-await loop over the switch's events writes each one, in order, as it happens")
    func handlersStream() async {
        let driver = Driver()
        let log = driver.showcase.handlers.streamLog
        driver.press(KeyEvent(.function(2)), KeyEvent(.tab), KeyEvent(.enter))
        #expect(await Self.eventually { log.text.contains("event #1: the switch is off") })
        driver.press(KeyEvent(.enter))
        #expect(await Self.eventually { log.text.contains("event #2: the switch is on") })
        #expect(driver.shows("for await received event #2"))
    }

    @Test("Handlers: the table's didSelectRow closure hears Enter on a row")
    func handlersTable() {
        let driver = Driver()
        let screen = driver.showcase.handlers
        driver.press(KeyEvent(.function(2)))
        #expect(screen.window?.focus(screen.fruitTable) == true)
        driver.press(KeyEvent(.down), KeyEvent(.enter))
        #expect(screen.tableLog.text == "Table: didSelectRow closure got row 1: Bananas")
        #expect(driver.shows("got row 1: Bananas"))
    }

    /// Lets the main actor run the stream's task until `condition` holds (at most 1,000 turns).
    static func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    @Test("Handlers: typing in the middle of the shouting field keeps the caret after the typed letter")
    func shoutKeepsCaret() {
        let driver = Driver()
        driver.press(KeyEvent(.function(2)), KeyEvent(.tab), KeyEvent(.tab))
        driver.type("helo")
        driver.press(KeyEvent(.left))
        driver.type("l")
        let field = driver.showcase.handlers.shoutField
        #expect(field.text == "HELLO")
        #expect(field.selectedRange == NSRange(location: 4, length: 0))
        driver.type("ß")  // upper-cases to two letters; the caret goes after both
        #expect(field.text == "HELLSSO")
        #expect(field.selectedRange == NSRange(location: 6, length: 0))
    }

    @Test("Handlers: removing the logging handler with its token stops only that handler")
    func removeHandler() {
        let driver = Driver()
        let handlers = driver.showcase.handlers
        driver.press(KeyEvent(.function(2)), KeyEvent(.enter))
        #expect(handlers.loggingToken?.isActive == true)
        handlers.removeButton.becomeFirstResponder()
        driver.press(KeyEvent(.enter))
        #expect(driver.shows("handler removed (token.isActive == false)"))
        #expect(handlers.loggingToken == nil)
        handlers.tapButton.becomeFirstResponder()
        driver.press(KeyEvent(.enter))
        #expect(driver.shows("Taps: 2"))
        #expect(driver.shows("handler removed"), "the removed handler wrote nothing more")
        #expect(!handlers.removeButton.isEnabled)
    }

    @Test("Visitor: rows are 1, 2 and 3 lines high and black, white and red, from the visitors")
    func visitorTable() {
        let driver = Driver()
        driver.press(KeyEvent(.function(3)))
        let visitor = driver.showcase.visitor
        #expect((0..<6).map(visitor.table.height(ofRow:)) == [1, 2, 3, 1, 2, 3])
        let screen = driver.screen
        let expected: [(String, TUIColor)] = [
            ("FirstCell · row 1", .black), ("SecondCell · row 2", .white), ("ThirdCell · row 3", .red),
        ]
        for (text, color) in expected {
            let position = screen.position(of: text)
            #expect(position != nil)
            if let position {
                #expect(screen[position.row, position.column].style.background == color, "\(text)")
            }
        }
        #expect(driver.shows("· 3 lines · red"))
    }

    @Test("Visitor: the table scrolls to keep the selection in view, through all rows")
    func scrolling() {
        let driver = Driver()
        driver.press(KeyEvent(.function(3)))
        #expect(!driver.shows("row 30 "))
        driver.press(KeyEvent(.end))
        #expect(driver.shows("ThirdCell · row 30"))
        #expect(driver.shows("Row 30 of 30"))
        #expect(!driver.shows("row 1 "))
        driver.press(KeyEvent(.pageUp))
        #expect(driver.showcase.visitor.table.selectedRow ?? 30 < 29)
        driver.press(KeyEvent(.home))
        #expect(driver.shows("FirstCell · row 1 "))
    }

    @Test("heights of all 1,000 rows come from the visitor before any cell is drawn")
    func heightsOffScreen() {
        let screen = VisitorScreen(rowCount: 1000)
        screen.table.reloadData()
        #expect(screen.table.contentHeight == 333 * 6 + 1)
        #expect(screen.table.height(ofRow: 998) == 3)
    }
}
