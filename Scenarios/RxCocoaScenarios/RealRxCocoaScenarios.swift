// PatternKitUIKit beside the REAL RxCocoa (issue 39). Compiled for arm64-apple-ios16.0 by
// .ci/rxcocoa-check against a fetched RxSwift; never run here. In the example app's Apple
// workflow, RxSwift/RxCocoa would be resolved from https://github.com/ReactiveX/RxSwift
// (not added to any Package.swift here: this machine's registry cannot resolve it).
#if canImport(RxCocoa) && canImport(UIKit)
    import PatternKitUIKit
    import RxCocoa
    import RxSwift
    import UIKit

    /// Each scenario returns its failures (empty when the behaviour holds), like UIKitScenarios.
    @MainActor
    enum RealRxCocoaScenarios {
        static let all: [(name: String, run: @MainActor () -> [String])] = [
            ("Rx itemSelected and PatternKit closures both see a selection once", tableBeforeAndAfterRx),
            ("After cancelling the last PatternKit closure a row is still selectable", tableAfterCancel),
            ("Picker rows come from Rx; PatternKit's title closure runs", pickerBehindRxItemTitles),
            ("Text field closures beside rx.text", textFieldBesideRxText),
        ]

        static func tableBeforeAndAfterRx() -> [String] {
            var failures: [String] = []
            let bag = DisposeBag()
            let table = UITableView()
            var closureHits = 0, rxHits = 0
            let before = table.addHandler(for: .shouldSelectRow) { _, _ in true }
            table.rx.itemSelected.subscribe(onNext: { _ in rxHits += 1 }).disposed(by: bag)
            let after = table.addHandler(for: .didSelectRow) { _, _ in closureHits += 1 }
            let path = IndexPath(row: 0, section: 0)
            table.delegate?.tableView?(table, didSelectRowAt: path)
            if rxHits != 1 { failures.append("rx.itemSelected saw \(rxHits) selections, expected 1") }
            if closureHits != 1 { failures.append("didSelectRow closure ran \(closureHits) times, expected 1") }
            before.cancel()
            after.cancel()
            return failures
        }

        static func tableAfterCancel() -> [String] {
            var failures: [String] = []
            let bag = DisposeBag()
            let table = UITableView()
            final class AppDelegate: NSObject, UITableViewDelegate {
                var selected = 0
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected += 1 }
            }
            let appDelegate = AppDelegate()
            table.rx.setDelegate(appDelegate).disposed(by: bag)
            let token = table.addHandler(for: .shouldSelectRow) { _, _ in false }
            token.cancel()
            let path = IndexPath(row: 0, section: 0)
            let should = (table.delegate as? UITableViewDelegate)?.tableView?(table, shouldHighlightRowAt: path) ?? true
            if !should { failures.append("row cannot be highlighted after cancelling the last closure") }
            table.delegate?.tableView?(table, didSelectRowAt: path)
            if appDelegate.selected != 1 { failures.append("app delegate saw \(appDelegate.selected) selections") }
            return failures
        }

        static func pickerBehindRxItemTitles() -> [String] {
            var failures: [String] = []
            let bag = DisposeBag()
            let picker = UIPickerView()
            var titleCalls = 0
            Observable.just(["S", "M", "L"]).bind(to: picker.rx.itemTitles) { _, item in item }.disposed(by: bag)
            let token = picker.addHandler(for: .titleForRow) { _, position in
                titleCalls += 1
                return "row \(position.row)"
            }
            let rows = picker.dataSource?.pickerView(picker, numberOfRowsInComponent: 0) ?? -1
            if rows != 3 { failures.append("picker has \(rows) rows, expected 3 from Rx") }
            _ = picker.delegate?.pickerView?(picker, titleForRow: 0, forComponent: 0)
            if titleCalls == 0 { failures.append("PatternKit's titleForRow closure never ran") }
            token.cancel()
            return failures
        }

        static func textFieldBesideRxText() -> [String] {
            var failures: [String] = []
            let bag = DisposeBag()
            let field = UITextField()
            var rxTexts: [String?] = []
            let token = field.addHandler(for: .editingChanged) { (_: UITextField) in }
            field.rx.text.subscribe(onNext: { rxTexts.append($0) }).disposed(by: bag)
            if rxTexts.isEmpty { failures.append("rx.text emitted nothing beside a PatternKit closure") }
            token.cancel()
            return failures
        }
    }
#endif
