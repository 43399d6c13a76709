#if canImport(UIKit) && !os(watchOS)
    import PatternKitUIKit
    import UIKit

    /// The delegate slot in the orders issue 27 found broken, with real UIKit objects: RxCocoa's
    /// `setDelegate` after the closures, an app delegate that declares no protocol, two
    /// PatternKit families on one slot, and `CustomTextField` given a delegate after it filters.
    /// The Linux model (`DelegateOrderTests`) runs the same orders against the core.
    enum DelegateOrderScenarios {
        static let row0 = IndexPath(row: 0, section: 0)

        @MainActor
        static var all: [Scenario] {
            var scenarios = [
                rxSetDelegateAfterClosures, forwardingDelegateInsteadOfRxSetDelegate, forwardingDelegateRepairs,
                informalDelegate, forwardingDelegateOnControllers,
            ]
            #if os(iOS)
                scenarios += [imagePickerFamilies(navigationFirst: true), imagePickerFamilies(navigationFirst: false)]
                scenarios.append(customTextFieldDelegateAfterFiltering)
                scenarios += [
                    imagePickerForwardingDelegate(navigationToo: false),
                    imagePickerForwardingDelegate(navigationToo: true), customTextFieldRangesDelegate,
                    imagePickerKeys,
                ]
            #endif
            return scenarios
        }

        @MainActor
        static let rxSetDelegateAfterClosures = Scenario(
            "closures, then rx.setDelegate(app) (the RxDataSources setup): RxCocoa's own debug assertion, closures silent until the next registration, which puts ours back between Rx and the app",
            covers: "issue 27 item 2: rx.setDelegate after ours"
        ) { e in
            let (table, _) = measuredTable(rows: 5)
            var closure: [Int] = []
            table.didSelectRow { _, indexPath in closure.append(indexPath.row) }
            let app = RecordingTableDelegate()
            let rx = RxStyleTableDelegateProxy.setDelegate(app, on: table)
            e.expectEqual(rx.assertionFailures.count, 1, "RxCocoa asserts: a delegate (ours) was in the slot")
            e.layOut(table)
            UserGestures.tapRow(table, at: IndexPath(row: 1, section: 0))
            e.expectEqual(closure, [], "Rx dropped our proxy (release build): closures silent")
            table.addHandler(for: .didScroll) { _, _ in }  // the next registration
            e.expect(table.delegate === rx, "Rx keeps the slot")
            e.expect(table.forwardingDelegate === app, "the app's delegate behind ours")
            UserGestures.tapRow(table, at: IndexPath(row: 3, section: 0))
            e.expectEqual(closure, [3], "the closure, once")
            e.expectEqual(rx.observedSelections, [1, 3], "Rx's observer, once per tap")
            e.expectEqual(
                app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 1", "didSelect 3"],
                "the app's delegate, once per tap")
        }

        @MainActor
        static let forwardingDelegateInsteadOfRxSetDelegate = Scenario(
            "closures, Rx's proxy, then forwardingDelegate = app (the migration of rx.setDelegate): no assertion; the app sizes rows; a tap reaches Rx, closure and app once each",
            covers: "issue 27 items 2-3: migration table"
        ) { e in
            let (table, _) = measuredTable(rows: 5)
            var closure: [Int] = []
            table.didSelectRow { _, indexPath in closure.append(indexPath.row) }
            let rx = RxStyleTableDelegateProxy.install(on: table)  // `table.rx.itemSelected`
            let app = RecordingTableDelegate()
            table.forwardingDelegate = app
            RxStyleTableDelegateProxy.install(on: table)  // a later `table.rx.…` access
            e.expect(rx.assertionFailures.isEmpty, "no RxCocoa assertion")
            e.layOut(table)
            e.expectEqual(table.rectForRow(at: row0).height, 77, "the app's delegate sizes the rows")
            UserGestures.tapRow(table, at: IndexPath(row: 2, section: 0))
            e.expectEqual(rx.observedSelections, [2], "Rx's observer, once")
            e.expectEqual(closure, [2], "the closure, once")
            e.expectEqual(app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 2"], "the app's delegate, once")
        }

        @MainActor
        static let forwardingDelegateRepairs = Scenario(
            "closures, a plain delegate = app (the closures fall silent), then forwardingDelegate = app: the proxy takes the slot back at once; the app sizes rows and hears a tap before the closure",
            covers: "issue 27 item 9: forwardingDelegate after a plain replacement"
        ) { e in
            let (table, _) = measuredTable(rows: 4)
            var closure: [Int] = []
            table.didSelectRow { _, indexPath in closure.append(indexPath.row) }
            let app = RecordingTableDelegate()
            table.delegate = app
            e.expect(table.delegate === app, "the plain assignment replaced the proxy")
            table.forwardingDelegate = app
            e.expect(table.delegate !== app, "the proxy has the slot again")
            e.expect(table.forwardingDelegate === app, "the app's delegate behind it")
            e.layOut(table)
            e.expectEqual(table.rectForRow(at: row0).height, 77, "the app's delegate sizes the rows")
            UserGestures.tapRow(table, at: IndexPath(row: 1, section: 0))
            e.expectEqual(app.calls.filter { $0.hasPrefix("didSelect") }, ["didSelect 1"], "the app's delegate, once")
            e.expectEqual(closure, [1], "the closure, once")
        }

        @MainActor
        static let informalDelegate = Scenario(
            "an app delegate that implements table methods without declaring UITableViewDelegate (an informal conformance), behind the closures: UIKit sizes rows with it, a tap reaches it and the closure",
            covers: "issue 27 item 5: forwarding after responds(to:), not through a cast"
        ) { e in
            let (table, _) = measuredTable(rows: 4)
            let informal = InformalTableDelegate()
            // Objective-C code assigns such an object directly; Swift needs the cast it skips.
            table.delegate = unsafeBitCast(informal, to: (any UITableViewDelegate).self)
            var closure: [Int] = []
            table.didSelectRow { _, indexPath in closure.append(indexPath.row) }
            e.expect(table.forwardingDelegate === informal, "the informal delegate behind the closures")
            e.layOut(table)
            e.expectEqual(table.rectForRow(at: row0).height, 66, "its height, asked by UIKit through the proxy")
            UserGestures.tapRow(table, at: IndexPath(row: 2, section: 0))
            e.expectEqual(informal.selections, [2], "its didSelect")
            e.expectEqual(closure, [2], "the closure")
        }

        @MainActor
        static let forwardingDelegateOnControllers = Scenario(
            "forwardingDelegate after the closures on a gesture recognizer and a navigation controller: the proxy keeps the slot, the app's delegate is asked first and UIKit sees its methods",
            covers: "issue 27 item 9: forwardingDelegate beyond tables and text"
        ) { e in
            let view = e.layOut(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let pan = UIPanGestureRecognizer()
            view.addGestureRecognizer(pan)
            pan.shouldBegin { _ in true }
            let app = RecordingGestureDelegate()
            app.simultaneousAnswer = true
            pan.forwardingDelegate = app
            e.expect(pan.delegate !== app, "the closures' proxy keeps the slot")
            e.expect(pan.forwardingDelegate === app, "the app's delegate behind it")
            let simultaneous = #selector(
                UIGestureRecognizerDelegate.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:))
            e.expect(pan.delegate?.responds(to: simultaneous) == true, "UIKit sees the app's method")
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.didShow { (_: UIViewController) in }
            let appNavigation = RecordingControllerDelegate()
            navigation.forwardingDelegate = appNavigation
            e.expect(navigation.delegate !== appNavigation, "the closures' proxy keeps the navigation slot")
            e.expect(navigation.forwardingDelegate === appNavigation, "the navigation delegate behind the closures")
            #if os(iOS)
                let orientations = #selector(
                    UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:))
                e.expect(navigation.delegate?.responds(to: orientations) == true, "UIKit sees the app's method")
            #endif
        }

        #if os(iOS)
            /// An image picker is a navigation controller: both families' closures share its one
            /// `delegate`. UIKit calls `willShow` and `didFinishPickingMedia` only while the picker
            /// is on screen and the user picks, so the calls replay UIKit's sequence on the picker's
            /// `delegate` (`responds(to:)`, then the message).
            @MainActor
            static func imagePickerFamilies(navigationFirst: Bool) -> Scenario {
                Scenario(
                    "image picker: willShow and didFinishPickingMedia closures (\(navigationFirst ? "navigation" : "picking") first) and the app's delegate all get their calls through the one slot",
                    covers: "issue 27 item 4: two families on one slot"
                ) { e in
                    let picker = UIImagePickerController()
                    let app = RecordingPickerDelegate()
                    picker.delegate = app
                    var log: [String] = []
                    let registerNavigation = {
                        _ = picker.willShow { (_: UIViewController) in log.append("willShow") }
                    }
                    let registerPicking = { _ = picker.didFinishPickingMedia { _ in log.append("picked") } }
                    if navigationFirst {
                        registerNavigation()
                        registerPicking()
                    } else {
                        registerPicking()
                        registerNavigation()
                    }
                    let willShow = #selector(
                        UINavigationControllerDelegate.navigationController(_:willShow:animated:))
                    let didFinish = #selector(
                        UIImagePickerControllerDelegate.imagePickerController(_:didFinishPickingMediaWithInfo:))
                    guard let delegate = picker.delegate else { return e.expect(false, "the slot is empty") }
                    e.expect(delegate !== app, "a PatternKit proxy holds the slot")
                    e.expect(delegate.responds(to: willShow), "willShow claimed")
                    e.expect(delegate.responds(to: didFinish), "didFinishPickingMedia claimed")
                    if delegate.responds(to: willShow) {
                        delegate.navigationController?(picker, willShow: UIViewController(), animated: false)
                    }
                    if delegate.responds(to: didFinish) {
                        delegate.imagePickerController?(picker, didFinishPickingMediaWithInfo: [:])
                    }
                    e.expectEqual(log, ["willShow", "picked"], "both closures, once each")
                    e.expectEqual(app.calls, ["willShow", "picked"], "the app's delegate, once each")
                }
            }

            /// `picker.forwardingDelegate = app` after the picking closures (and `willShow` after
            /// them): it goes through whichever family's proxy holds the slot, and the app's
            /// delegate goes at the end of the chain. The calls replay UIKit's sequence on the
            /// picker's `delegate`, as in ``imagePickerFamilies(navigationFirst:)``.
            @MainActor
            static func imagePickerForwardingDelegate(navigationToo: Bool) -> Scenario {
                Scenario(
                    "image picker: didFinishPickingMedia\(navigationToo ? ", then willShow" : ""), then picker.forwardingDelegate = app: the closures and the app's delegate all get their calls",
                    covers: "issue 27 review item 2: forwardingDelegate with two families"
                ) { e in
                    let picker = UIImagePickerController()
                    var log: [String] = []
                    picker.didFinishPickingMedia { _ in log.append("picked") }
                    if navigationToo { picker.willShow { (_: UIViewController) in log.append("willShow") } }
                    let app = RecordingPickerDelegate()
                    picker.forwardingDelegate = app
                    e.expect(picker.forwardingDelegate === app, "forwardingDelegate reads the app's delegate")
                    let willShow = #selector(
                        UINavigationControllerDelegate.navigationController(_:willShow:animated:))
                    let didFinish = #selector(
                        UIImagePickerControllerDelegate.imagePickerController(_:didFinishPickingMediaWithInfo:))
                    guard let delegate = picker.delegate else { return e.expect(false, "the slot is empty") }
                    e.expect(delegate !== app, "a PatternKit proxy still holds the slot")
                    if delegate.responds(to: willShow) {
                        delegate.navigationController?(picker, willShow: UIViewController(), animated: false)
                    }
                    if delegate.responds(to: didFinish) {
                        delegate.imagePickerController?(picker, didFinishPickingMediaWithInfo: [:])
                    }
                    e.expectEqual(log, navigationToo ? ["willShow", "picked"] : ["picked"], "the closures, once each")
                    e.expectEqual(app.calls, ["willShow", "picked"], "the app's delegate, once each")
                }
            }

            /// `addHandler(for: .didFinishPickingMedia)` and `removeHandlers(for:)` on a picker reach
            /// the proxy UIKit calls (they went to a table no proxy read). Replayed as in
            /// ``imagePickerFamilies(navigationFirst:)``: only the user's pick makes UIKit call.
            @MainActor
            static let imagePickerKeys = Scenario(
                "image picker: addHandler(for: .didFinishPickingMedia) gets the pick; removeHandlers(for:) gives cancelling back to UIKit",
                covers: "issue 36 item 1: a key belongs to the type that routes it"
            ) { e in
                let picker = UIImagePickerController()
                var picked = 0
                let token = picker.addHandler(for: .didFinishPickingMedia) { _, _ in picked += 1 }
                picker.addHandler(for: .didCancel) { _, _ in }
                let didFinish = #selector(
                    UIImagePickerControllerDelegate.imagePickerController(_:didFinishPickingMediaWithInfo:))
                let didCancel = #selector(UIImagePickerControllerDelegate.imagePickerControllerDidCancel(_:))
                guard let delegate = picker.delegate else { return e.expect(false, "the slot is empty") }
                e.expect(delegate.responds(to: didFinish), "didFinishPickingMedia claimed")
                if delegate.responds(to: didFinish) {
                    delegate.imagePickerController?(picker, didFinishPickingMediaWithInfo: [:])
                }
                e.expectEqual(picked, 1, "the added closure, once")
                picker.removeHandlers(for: .didCancel)
                e.expect(
                    picker.delegate?.responds(to: didCancel) != true, "UIKit dismisses a cancelled picker itself again")
                token.cancel()
            }

            @MainActor
            static let customTextFieldRangesDelegate = Scenario(
                "CustomTextField: editFiltering, an app delegate with iOS 26's ranges method: a keystroke sent as iOS 26 sends it is still filtered, the app's delegate asked through its ranges method",
                covers: "issue 27 review item 1: shouldChangeCharactersInRanges"
            ) { e in
                let field = e.layOut(CustomTextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                field.inputValidator = NumericInputValidator()
                let app = RangesFieldDelegate()
                field.delegate = app
                field.editFiltering = .invalidCharacters
                field.becomeFirstResponder()
                // A keystroke (replayed: see UserGestures.typeAsOfIOS26).
                UserGestures.typeAsOfIOS26("a", into: field)
                UserGestures.typeAsOfIOS26("1", into: field)
                e.expectEqual(field.text ?? "", "1", "the letter refused, the digit kept")
                e.expectEqual(app.rangeChanges, 2, "the app's delegate asked through its ranges method, each time")
                field.resignFirstResponder()
            }

            @MainActor
            static let customTextFieldDelegateAfterFiltering = Scenario(
                "CustomTextField: editFiltering, then field.delegate = app (the article's order): letters still refused, the app's delegate still asked and told; delegate = nil keeps the filtering",
                covers: "issue 27 item 6: CustomTextField owns its delegate setter"
            ) { e in
                let field = e.layOut(CustomTextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                field.inputValidator = NumericInputValidator()
                field.editFiltering = .invalidCharacters
                let app = CountingFieldDelegate()
                field.delegate = app
                e.expect(field.forwardingDelegate === app, "the app's delegate behind the filter")
                field.becomeFirstResponder()
                e.expectEqual(app.began, 1, "UIKit's didBeginEditing reached the app's delegate")
                UserGestures.type("a", into: field)  // a keystroke (replayed: see UserGestures.type)
                UserGestures.type("1", into: field)
                e.expectEqual(field.text ?? "", "1", "the letter refused, the digit kept")
                e.expectEqual(app.changes, 2, "the app's delegate asked about both keystrokes")
                field.delegate = nil
                UserGestures.type("b", into: field)
                e.expectEqual(field.text ?? "", "1", "still filtering after delegate = nil")
                field.resignFirstResponder()
            }
        #endif
    }

    /// An app's delegate that implements table methods without declaring `UITableViewDelegate`.
    @MainActor
    final class InformalTableDelegate: NSObject {
        var selections: [Int] = []

        @objc(tableView:heightForRowAtIndexPath:)
        func height(_ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat { 66 }

        @objc(tableView:didSelectRowAtIndexPath:)
        func didSelect(_ tableView: UITableView, _ indexPath: IndexPath) {
            selections.append(indexPath.row)
        }
    }

    #if os(iOS)
        /// An app's image picker delegate that records the calls it gets.
        @MainActor
        final class RecordingPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            var calls: [String] = []

            func navigationController(
                _ navigationController: UINavigationController, willShow viewController: UIViewController,
                animated: Bool
            ) {
                calls.append("willShow")
            }

            func imagePickerController(
                _ picker: UIImagePickerController,
                didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
            ) {
                calls.append("picked")
            }
        }

        /// An app's text field delegate with iOS 26's multi-range edit decision only (declared by
        /// selector: the SDK the package builds with does not declare it).
        @MainActor
        final class RangesFieldDelegate: NSObject, UITextFieldDelegate {
            var rangeChanges = 0

            @objc(textField:shouldChangeCharactersInRanges:replacementString:)
            func shouldChange(_ textField: UITextField, inRanges ranges: [NSValue], replacement string: String) -> Bool
            {
                rangeChanges += 1
                return true
            }
        }

        /// An app's text field delegate that counts what it is asked and told.
        @MainActor
        final class CountingFieldDelegate: NSObject, UITextFieldDelegate {
            var began = 0
            var changes = 0

            func textFieldDidBeginEditing(_ textField: UITextField) {
                began += 1
            }

            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                changes += 1
                return true
            }
        }
    #endif
#endif
