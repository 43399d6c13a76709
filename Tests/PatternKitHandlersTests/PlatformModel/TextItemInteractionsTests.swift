import Foundation
import PatternKitHandlers
import PatternKitUIKit
import Testing

/// iOS 17's link and attachment questions, in the model of a text view that asks them when the
/// app's delegate implements them: the `shouldInteractWith…` closures are obeyed either way.
@MainActor
@Suite("Text item questions of iOS 17 reach the shouldInteractWith closures")
struct TextItemInteractionsTests {
    nonisolated static let deprecated = [
        TextViewSelector.shouldInteractWithURL, TextViewSelector.shouldInteractWithAttachment,
    ]
    nonisolated static let iOS17 = [TextViewSelector.primaryAction, TextViewSelector.menu]
    /// What the app's delegate implements: the deprecated decisions only, iOS 17's only, both, none,
    /// and one iOS 17 question beside the deprecated decisions.
    nonisolated static let implementations: [Set<String>] = [
        Set(deprecated), Set(iOS17), Set(deprecated + iOS17), [], Set(deprecated + [TextViewSelector.primaryAction]),
    ]

    /// A text view with the app's delegate set before the closures' proxy (which then takes the slot).
    /// The app's delegate implements `implemented` of the link and attachment questions and allows
    /// everything (the default action or menu UIKit offered, yes), or refuses everything (`nil`, no).
    static func textView(implementing implemented: Set<String>, refusing: Bool = false) -> (
        ModelTextView, ModelAppDelegate, ModelTextViewProxy
    ) {
        let view = ModelTextView()
        let app = ModelAppDelegate(implementing: implemented)
        app.answer = { selector, arguments in
            switch selector {
            case TextViewSelector.primaryAction, TextViewSelector.menu: refusing ? nil : arguments[1]
            default: !refusing
            }
        }
        view.delegate = app
        let proxy = ModelTextViewProxy(view: view)
        return (view, app, proxy)
    }

    @Test(
        "a closure refusing links and attachments is obeyed whichever methods the app's delegate implements",
        arguments: implementations, [ModelTextItem.link, .attachment])
    func refused(implemented: Set<String>, item: ModelTextItem) throws {
        let (view, app, proxy) = Self.textView(implementing: implemented)
        var seen: [Int] = []
        proxy.handlers.set(.shouldInteractWithURL) { _, input in
            seen.append(input.2)
            return false
        }
        proxy.handlers.set(.shouldInteractWithAttachment) { _, input in
            seen.append(input.2)
            return false
        }
        view.delegate = proxy  // UIKit asks again (the proxy's registration refreshes the slot)
        var start = app.calls.count
        #expect(try view.tap(item) == .nothing, "no action: the link is not opened")
        #expect(Set(app.calls[start...]).count == app.calls.count - start, "each app method once at most")
        start = app.calls.count
        #expect(try view.longPress(item) == .nothing, "no menu")
        #expect(Set(app.calls[start...]).count == app.calls.count - start, "each app method once at most")
        #expect(seen.first == 0 && seen.last == 1, "asked with .invokeDefaultAction, then .presentActions")
    }

    @Test(
        "closures that allow leave the app's answer, and the app's delegate is asked once per question",
        arguments: implementations, [ModelTextItem.link, .attachment])
    func allowed(implemented: Set<String>, item: ModelTextItem) throws {
        let (view, app, proxy) = Self.textView(implementing: implemented)
        var asked = 0
        proxy.handlers.set(.shouldInteractWithURL) { _, _ in
            asked += 1
            return true
        }
        proxy.handlers.set(.shouldInteractWithAttachment) { _, _ in
            asked += 1
            return true
        }
        view.delegate = proxy
        #expect(try view.tap(item) == .performed(ModelTextView.defaultAction))
        #expect(try view.longPress(item) == .menu(ModelTextView.defaultMenu))
        #expect(asked == 2, "the closures are asked once per interaction")
        for question in Self.iOS17 {
            #expect(
                app.count(question) == (implemented.contains(question) ? 1 : 0),
                "iOS 17's method, once, exactly when the app's delegate implements it")
        }
        #expect(
            app.count(item.deprecatedSelector!)
                == Self.iOS17.filter { !implemented.contains($0) && implemented.contains(item.deprecatedSelector!) }
                .count,
            "the deprecated decision, once for each question the app's delegate has no iOS 17 method for")
    }

    @Test(
        "the app's delegate refusing ends the question: no closure is asked",
        arguments: implementations.filter { !$0.isEmpty })
    func appRefuses(implemented: Set<String>) throws {
        let (view, app, proxy) = Self.textView(implementing: implemented, refusing: true)
        var asked = 0
        proxy.handlers.set(.shouldInteractWithURL) { _, _ in
            asked += 1
            return true
        }
        view.delegate = proxy
        #expect(try view.tap(.link) == .nothing)
        #expect(try view.longPress(.link) == .nothing)
        #expect(asked == 0)
        withExtendedLifetime(app) {}
    }

    @Test("a custom tag goes to the app's delegate alone", arguments: [Set(iOS17), []] as [Set<String>])
    func tag(implemented: Set<String>) throws {
        let (view, app, proxy) = Self.textView(implementing: implemented)
        proxy.handlers.set(.shouldInteractWithURL) { _, _ in false }
        proxy.handlers.set(.shouldInteractWithAttachment) { _, _ in false }
        view.delegate = proxy
        #expect(try view.tap(.tag) == .performed(ModelTextView.defaultAction))
        #expect(try view.longPress(.tag) == .menu(ModelTextView.defaultMenu))
        #expect(app.calls.count == (implemented.isEmpty ? 0 : 2))
    }

    @Test("with iOS 17's methods a refused tap asks for the menu, as UIKit documents: the closures decide it too")
    func refusedTapAsksForTheMenu() throws {
        let (view, app, proxy) = Self.textView(implementing: Set(Self.iOS17))
        var seen: [Int] = []
        // Refuses the tap (`.invokeDefaultAction`), allows the menu (`.presentActions`).
        proxy.handlers.set(.shouldInteractWithURL) { _, input in
            seen.append(input.2)
            return input.2 != 0
        }
        view.delegate = proxy
        #expect(try view.tap(.link) == .menu(ModelTextView.defaultMenu), "UIKit presents the menu instead")
        #expect(seen == [0, 1])
        #expect(app.calls == Self.iOS17)
    }

    @Test("what is claimed: iOS 17's questions exactly when the app's delegate implements them")
    func claims() {
        for implemented in Self.implementations {
            let (_, app, proxy) = Self.textView(implementing: implemented)
            proxy.handlers.set(.shouldInteractWithURL) { _, _ in true }
            for selector in Self.iOS17 {
                #expect(proxy.responds(to: selector) == implemented.contains(selector))
            }
            #expect(proxy.responds(to: TextViewSelector.shouldInteractWithURL))
            withExtendedLifetime(app) {}
        }
    }

    @Test("the interaction the closures see, and which closures an item goes to")
    func core() {
        #expect(TextItemInteractions.Question.primaryAction.interactionRawValue == 0)
        #expect(TextItemInteractions.Question.menu.interactionRawValue == 1)
        #expect(TextItemInteractions.Closures(contentType: 0) == .url)
        #expect(TextItemInteractions.Closures(contentType: 1) == .attachment)
        #expect(TextItemInteractions.Closures(contentType: 2) == .none)
        #expect(TextItemInteractions.Closures(contentType: 7) == .none)
    }
}
