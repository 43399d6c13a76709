import PatternKitUIKit
import Testing

/// What a call already on its way to a deallocated app delegate gets, where UIKit's answer
/// depends on the family (iOS 16.5's headers, quoted in `DefaultAnswers`).
@Suite("UIKit's documented answers for a delegate without the method")
struct DefaultAnswersTests {
    @Test(
        "a presentation adapts as UIKit adapts it without a delegate: full screen for a form sheet or a popover",
        arguments: [
            (DefaultAnswers.PresentationStyle.formSheet as Int?, DefaultAnswers.PresentationStyle.fullScreen),
            (DefaultAnswers.PresentationStyle.popover, DefaultAnswers.PresentationStyle.fullScreen),
            (1, 1),  // a page sheet keeps its style
            (5, 5),  // over full screen keeps its style
            (nil, DefaultAnswers.PresentationStyle.fullScreen),
        ])
    func adaptiveStyle(_ current: Int?, _ expected: Int) {
        #expect(DefaultAnswers.adaptivePresentationStyle(current: current) == expected)
    }

}
