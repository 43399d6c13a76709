import Testing

@testable import PatternKitHandlers

@Suite("The delegate slot: taking it, and giving it back")
struct DelegateAssignmentTests {
    @Test("a registration takes the slot from a plain delegate, refreshes a wrapper, and does nothing when in place")
    func installation() {
        #expect(
            DelegateAssignment.install(
                currentIsProxy: true, currentWrapsProxy: false, currentIsNil: false, wasInstalled: true) == .none)
        #expect(
            DelegateAssignment.install(
                currentIsProxy: false, currentWrapsProxy: true, currentIsNil: false, wasInstalled: true)
                == .refreshWrapper)
        #expect(
            DelegateAssignment.install(
                currentIsProxy: false, currentWrapsProxy: false, currentIsNil: false, wasInstalled: false)
                == .takeOver(replacedProxy: false))
    }

    @Test("an app delegate put in the slot after the proxy was installed is reported, then goes behind the closures")
    func replacedProxyIsReported() {
        #expect(
            DelegateAssignment.install(
                currentIsProxy: false, currentWrapsProxy: false, currentIsNil: false, wasInstalled: true)
                == .takeOver(replacedProxy: true))
    }

    @Test("a slot emptied by the app (delegate = nil in prepareForReuse) is taken back without a diagnostic")
    func emptiedSlotIsNotReported() {
        #expect(
            DelegateAssignment.install(
                currentIsProxy: false, currentWrapsProxy: false, currentIsNil: true, wasInstalled: true)
                == .takeOver(replacedProxy: false))
    }

    @Test(
        "the last closure gone, the proxy gives the slot back to the app's delegate",
        arguments: [
            (hasClosures: false, currentIsProxy: true, wasInstalled: true, DelegateAssignment.Removal.restoreForwardee),
            (hasClosures: true, currentIsProxy: true, wasInstalled: true, .none),
            (hasClosures: false, currentIsProxy: false, wasInstalled: true, .forget),
            (hasClosures: false, currentIsProxy: false, wasInstalled: false, .none),
        ])
    func removal(
        _ hasClosures: Bool, _ currentIsProxy: Bool, _ wasInstalled: Bool, _ expected: DelegateAssignment.Removal
    ) {
        #expect(
            DelegateAssignment.afterRemoval(
                hasClosures: hasClosures, currentIsProxy: currentIsProxy, wasInstalled: wasInstalled) == expected)
    }
}

@Suite("What a proxy answers for a call whose forwardee is gone")
struct AbsorbedCallTests {
    @Test(
        "the return type decides the answer",
        arguments: [
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

    @Test(
        "types no proxy can fake safely are refused",
        arguments: [
            "{Big=ddddd}24@0:8@16", "{Three=ddd}24@0:8", "{Mixed=dq}24@0:8", "{Floats=ff}24@0:8", "", "?24@0:8",
            "{Unclosed=dd",
        ])
    func refused(_ encoding: String) {
        #expect(AbsorbedCall(typeEncoding: encoding, selectorName: "m:") == nil)
    }
}
