import Testing

@testable import PatternKitHandlers
@testable import PatternKitTextEditing

extension DelegateSlot.Installation: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none), (.refreshWrapper, .refreshWrapper),
            (.insertBehindForwardingProxy, .insertBehindForwardingProxy):
            true
        case (.takeOver(let left), .takeOver(let right)): left == right
        default: false
        }
    }
}

@MainActor
@Suite("The delegate slot: taking it, and giving it back")
struct DelegateAssignmentTests {
    typealias Slot = DelegateSlot

    @Test(
        "a registration takes the slot from a delegate, stands behind a forwarding proxy, refreshes a wrapper",
        arguments: [
            (Slot.Occupant.proxy, false, Slot.Installation.none),
            (.wrapper, true, .refreshWrapper),
            (.forwardingProxy, false, .insertBehindForwardingProxy),
            (.forwardingProxy, true, .insertBehindForwardingProxy),
            (.delegate, false, .takeOver(replacedProxy: false)),
            (.empty, false, .takeOver(replacedProxy: false)),
        ] as [(Slot.Occupant, Bool, Slot.Installation)])
    func installation(_ occupant: Slot.Occupant, _ wasInstalled: Bool, _ expected: Slot.Installation) {
        #expect(Slot.installation(for: occupant, wasInstalled: wasInstalled) == expected)
    }

    @Test("an app delegate put in the slot after the proxy was installed is reported, then goes behind the closures")
    func replacedProxyIsReported() {
        #expect(Slot.installation(for: .delegate, wasInstalled: true) == .takeOver(replacedProxy: true))
    }

    @Test("a slot emptied by the app (delegate = nil in prepareForReuse) is taken back without a diagnostic")
    func emptiedSlotIsNotReported() {
        #expect(Slot.installation(for: .empty, wasInstalled: true) == .takeOver(replacedProxy: false))
    }

    @Test(
        "the last closure gone, the proxy gives the slot back to the app's delegate (or to the proxy in front)",
        arguments: [
            (false, Slot.Occupant.proxy, true, false, Slot.Change.restoreForwardee),
            (true, .proxy, true, false, .refresh),
            (true, .wrapper, true, true, .refresh),
            (true, .delegate, true, false, .none),
            (false, .wrapper, true, true, .restoreFrontProxy),
            (false, .wrapper, true, false, .forget),
            (false, .delegate, true, false, .forget),
            (false, .proxy, false, false, .none),
        ] as [(Bool, Slot.Occupant, Bool, Bool, Slot.Change)])
    func removal(
        _ hasClosures: Bool, _ occupant: Slot.Occupant, _ wasInstalled: Bool, _ isBehind: Bool,
        _ expected: Slot.Change
    ) {
        #expect(
            Slot.change(
                hasClosures: hasClosures, occupant: occupant, wasInstalled: wasInstalled, isBehindFrontProxy: isBehind)
                == expected)
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
            ("B32@0:8@16@24", "tableView:canFocusRowAtIndexPath:", .bool(true)),
            ("q24@0:8@16", "numberOfComponentsInPickerView:", .integer),
            ("d32@0:8@16@24", "tableView:heightForRowAtIndexPath:", .automaticDimension),
            ("d32@0:8@16q24", "tableView:heightForHeaderInSection:", .automaticDimension),
            ("d24@0:8@16", "scrollViewZoomScale:", .double),
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
