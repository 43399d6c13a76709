#if canImport(UIKit)
    import PatternKitUIKit
    import UIKit

    /// The example's first screen: one row per demonstration.
    final class ExampleMenuViewController: UITableViewController {
        private struct Entry {
            let title: String
            let detail: String
            let make: @MainActor () -> UIViewController
        }

        private let entries: [Entry] = [
            Entry(title: "Strategy", detail: "The article: numeric and alpha fields that validate themselves") {
                StrategyViewController()
            },
            Entry(title: "Sign-up form", detail: "FormBinding: rules across fields, a server check, a phone mask") {
                SignUpViewController()
            },
            Entry(title: "Sign-up form (SwiftUI)", detail: "validated(by:then:text:) with a server check") {
                SignUpView.hosted()
            },
            Entry(title: "Validated fields (SwiftUI)", detail: "validated(by:text:), messages under the fields") {
                ValidatedFieldsView.hosted()
            },
            Entry(title: "Handlers", detail: "Closures instead of target-action and delegates") {
                HandlersViewController()
            },
            Entry(
                title: "PatternKitVisitors", detail: "The article's cells, heights and colours, never cellForRow(at:)"
            ) {
                CellsViewController()
            },
        ]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "PatternKit"
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            entries.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "entry")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "entry")
            let entry = entries[indexPath.row]
            cell.textLabel?.text = entry.title
            cell.detailTextLabel?.text = entry.detail
            cell.detailTextLabel?.numberOfLines = 0
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            navigationController?.pushViewController(entries[indexPath.row].make(), animated: true)
        }
    }
#endif
