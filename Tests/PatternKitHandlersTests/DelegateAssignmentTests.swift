@testable import PatternKitHandlers
import Testing

@Suite("Assigning the delegate while closures are installed")
struct DelegateAssignmentTests {
    typealias Assigned = DelegateAssignment.Assigned

    @Test("with the proxy in place, the app's delegate, nil and another of our proxies go behind the closures", arguments: [
        Assigned.plain, .none, .anotherProxyOfOurs,
    ])
    func forwardedBehindTheProxy(_ assigned: Assigned) {
        #expect(DelegateAssignment.decide(assigning: assigned, proxyIsDelegate: true, assignedIsForwardee: false) == .forward)
    }

    @Test("the proxy re-assigning itself goes through")
    func proxyItself() {
        #expect(DelegateAssignment.decide(assigning: .thisProxy, proxyIsDelegate: true, assignedIsForwardee: false) == .assign)
    }

    @Test("a foreign forwarding proxy takes the slot and wraps ours; if ours forwarded to it, ours stops")
    func foreignProxy() {
        #expect(DelegateAssignment.decide(assigning: .foreignForwardingProxy, proxyIsDelegate: true, assignedIsForwardee: false)
            == .yieldToWrapper(clearingForwardee: false))
        #expect(DelegateAssignment.decide(assigning: .foreignForwardingProxy, proxyIsDelegate: true, assignedIsForwardee: true)
            == .yieldToWrapper(clearingForwardee: true))
    }

    @Test("without the proxy in place, every assignment goes through", arguments: [
        Assigned.plain, .none, .anotherProxyOfOurs, .foreignForwardingProxy, .thisProxy,
    ])
    func proxyNotInPlace(_ assigned: Assigned) {
        #expect(DelegateAssignment.decide(assigning: assigned, proxyIsDelegate: false, assignedIsForwardee: false) == .assign)
    }

    @Test("a registration takes the slot back from a plain delegate, refreshes a wrapper, and does nothing when in place")
    func installation() {
        #expect(DelegateAssignment.install(currentIsProxy: true, currentIsWrapper: false) == .none)
        #expect(DelegateAssignment.install(currentIsProxy: false, currentIsWrapper: true) == .refreshWrapper)
        #expect(DelegateAssignment.install(currentIsProxy: false, currentIsWrapper: false) == .takeOver)
    }
}

@Suite("What a proxy answers for a call whose forwardee is gone")
struct AbsorbedCallTests {
    @Test("the return type decides the answer", arguments: [
        ("v32@0:8@16@24", "scrollViewDidScroll:", AbsorbedCall.void),
        ("B24@0:8@16", "textFieldShouldReturn:", .bool(true)),
        ("c24@0:8@16", "textFieldShouldBeginEditing:", .bool(true)),
        ("B32@0:8@16@24", "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:", .bool(false)),
        ("B32@0:8@16@24", "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:", .bool(false)),
        ("B32@0:8@16@24", "tableView:canFocusRowAtIndexPath:", .bool(false)),
        ("q24@0:8@16", "numberOfComponentsInPickerView:", .integer),
        ("d32@0:8@16@24", "tableView:heightForRowAtIndexPath:", .double),
        ("f24@0:8@16", "f:", .float),
        ("@24@0:8@16", "viewForZoomingInScrollView:", .object),
        ("r^v24@0:8@16", "p:", .object),
        ("{CGPoint=dd}40@0:8@16{CGPoint=dd}24", "s:", .doubles(count: 2)),
        ("{CGRect={CGPoint=dd}{CGSize=dd}}24@0:8@16", "r:", .doubles(count: 4)),
        ("{UIEdgeInsets=dddd}32@0:8@16q24", "i:", .doubles(count: 4)),
        ("{_NSRange=QQ}24@0:8@16", "n:", .integerPair),
        ("B32@0:8@16@24", "tableView:shouldHighlightRowAtIndexPath:", .bool(true)),
        ("B32@0:8@16@24", "tableView:shouldShowMenuForRowAtIndexPath:", .bool(false)),
        ("B32@0:8@16@24", "tableView:shouldBeginMultipleSelectionInteractionAtIndexPath:", .bool(false)),
        ("B24@0:8@16", "scrollViewShouldScrollToTop:", .bool(true)),
        ("@32@0:8@16@24", "tableView:willSelectRowAtIndexPath:", .object),
        ("q32@0:8@16q24", "pickerView:numberOfRowsInComponent:", .integer),
    ] as [(String, String, AbsorbedCall)])
    func answers(_ encoding: String, _ selector: String, _ expected: AbsorbedCall) {
        #expect(AbsorbedCall(typeEncoding: encoding, selectorName: selector) == expected)
    }

    @Test("types no proxy can fake safely are refused", arguments: [
        "{Big=ddddd}24@0:8@16", "{Three=ddd}24@0:8", "{Mixed=dq}24@0:8", "{Floats=ff}24@0:8", "", "?24@0:8", "{Unclosed=dd",
    ])
    func refused(_ encoding: String) {
        #expect(AbsorbedCall(typeEncoding: encoding, selectorName: "m:") == nil)
    }
}
