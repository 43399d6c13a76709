/// The Handlers screen's small table's rows: a data source only — what selecting a row does
/// is a `didSelectRow` closure on the table, not a delegate.
@MainActor
package final class FruitList: TUITableViewDataSource {
    /// The rows.
    package let fruits = ["Apples", "Bananas", "Cherries"]

    package init() {}

    package func numberOfRows(in tableView: TUITableView) -> Int {
        fruits.count
    }

    package func tableView(_ tableView: TUITableView, cellForRowAt row: Int) -> TUITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit")
        cell.text = fruits[row]
        return cell
    }
}
