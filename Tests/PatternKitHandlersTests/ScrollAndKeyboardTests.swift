import Foundation
import PatternKitHandlers
import PatternKitUIKit
import Testing

@Suite("Reaching the bottom of a scrolling list")
struct BottomEdgeTrackerTests {
    @Test(
        "distance to the bottom, insets included",
        arguments: [
            (offset: 0.0, content: 2000.0, visible: 800.0, inset: 0.0, distance: 1200.0),
            (offset: 1200, content: 2000, visible: 800, inset: 0, distance: 0),
            (offset: 1200, content: 2000, visible: 800, inset: 34, distance: 34),
            (offset: 0, content: 300, visible: 800, inset: 0, distance: -500),
            (offset: 1300, content: 2000, visible: 800, inset: 0, distance: -100),
        ])
    func distance(offset: Double, content: Double, visible: Double, inset: Double, distance: Double) {
        #expect(
            BottomEdgeTracker.distanceToBottom(
                contentOffsetY: offset, contentHeight: content, visibleHeight: visible, bottomInset: inset) == distance)
    }

    @Test("reported once when the bottom comes within the threshold, again only after leaving it")
    func edgeTriggered() {
        var tracker = BottomEdgeTracker(threshold: 100)
        let offsets: [Double] = [0, 500, 1110, 1150, 1200, 1250, 900, 1000, 1150]
        let reports = offsets.map { tracker.update(contentOffsetY: $0, contentHeight: 2000, visibleHeight: 800) }
        #expect(reports == [false, false, true, false, false, false, false, false, true])
    }

    @Test("content shorter than the view is at the bottom at once (load the next page); an unsized view never is")
    func shortContent() {
        var tracker = BottomEdgeTracker()
        #expect(tracker.update(contentOffsetY: 0, contentHeight: 0, visibleHeight: 0) == false)
        #expect(tracker.update(contentOffsetY: 0, contentHeight: 300, visibleHeight: 800) == true)
        #expect(tracker.isAtBottom)
    }

    @Test("the bottom inset moves the bottom (a tab bar's safe area)")
    func inset() {
        var tracker = BottomEdgeTracker()
        #expect(tracker.update(contentOffsetY: 1200, contentHeight: 2000, visibleHeight: 800, bottomInset: 50) == false)
        #expect(tracker.update(contentOffsetY: 1250, contentHeight: 2000, visibleHeight: 800, bottomInset: 50) == true)
    }
}

@Suite("Keyboard transitions from UIKit's notifications")
struct KeyboardTransitionTests {
    static let end = CGRect(x: 0, y: 500, width: 390, height: 344)
    static let begin = CGRect(x: 0, y: 844, width: 390, height: 344)

    @Test("a complete userInfo, as UIKit sends it (NSValue frames, NSNumber numbers)")
    func complete() throws {
        let userInfo: [AnyHashable: Any] = [
            "UIKeyboardFrameEndUserInfoKey": Self.value(Self.end),
            "UIKeyboardFrameBeginUserInfoKey": Self.value(Self.begin),
            "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
            "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
            "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
        ]
        let transition = try #require(KeyboardTransition(userInfo: userInfo))
        #expect(
            transition
                == KeyboardTransition(
                    endFrame: Self.end, beginFrame: Self.begin, duration: 0.25, curveRawValue: 7, isLocal: true))
        #expect(transition.animationOptionsRawValue == 7 << 16)
    }

    @Test("Swift values are read too; missing entries take their defaults")
    func swiftValuesAndDefaults() throws {
        let transition = try #require(
            KeyboardTransition(userInfo: [
                KeyboardTransition.Key.endFrame: Self.end, KeyboardTransition.Key.isLocal: false,
            ]))
        #expect(transition.beginFrame == nil)
        #expect(transition.duration == 0)
        #expect(transition.curveRawValue == 0)
        #expect(transition.isLocal == false)
    }

    @Test("no end frame, or one of another type, is no transition")
    func missingFrame() {
        let userInfos: [[AnyHashable: Any]] = [
            [:],
            ["UIKeyboardAnimationDurationUserInfoKey": 0.25],
            ["UIKeyboardFrameEndUserInfoKey": "0 500 390 344"],
            ["UIKeyboardFrameEndUserInfoKey": NSNumber(value: 3)],
        ]
        for userInfo in userInfos {
            #expect(KeyboardTransition(userInfo: userInfo) == nil, "\(userInfo)")
        }
    }

    @Test("nil userInfo is no transition")
    func nilUserInfo() {
        #expect(KeyboardTransition(userInfo: nil) == nil)
    }

    @Test(
        "the height of a view the keyboard covers",
        arguments: [
            (view: CGRect(x: 0, y: 0, width: 390, height: 844), keyboard: end, covered: 344.0),
            (view: CGRect(x: 0, y: 0, width: 390, height: 700), keyboard: end, covered: 200),
            (view: CGRect(x: 0, y: 0, width: 390, height: 400), keyboard: end, covered: 0),
            (view: CGRect(x: 0, y: 0, width: 390, height: 844), keyboard: begin, covered: 0),
            (view: CGRect(x: 0, y: 600, width: 390, height: 244), keyboard: end, covered: 244),
            (view: CGRect(x: 0, y: 0, width: 390, height: 844), keyboard: .zero, covered: 0),
            (view: CGRect(x: 400, y: 0, width: 390, height: 844), keyboard: end, covered: 0),
        ])
    func covered(view: CGRect, keyboard: CGRect, covered: Double) {
        #expect(KeyboardTransition(endFrame: keyboard).coveredHeight(of: view) == covered)
    }

    static func value(_ rect: CGRect) -> NSValue {
        #if canImport(Darwin)
            var rect = rect
            return NSValue(bytes: &rect, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #else
            return NSValue(rect: rect)
        #endif
    }
}
