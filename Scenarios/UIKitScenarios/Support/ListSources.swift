#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// An app's table data source: `count` rows of plain cells in one section, and the rows UIKit
    /// asked cells for, so a scenario sees UIKit lay the table out.
    @MainActor
    final class NumberedRows: NSObject, UITableViewDataSource {
        let count: Int
        private(set) var cellRequests: [Int] = []

        init(_ count: Int) {
            self.count = count
        }

        /// Makes `table` use this source and its plain cell class.
        func attach(to table: UITableView) {
            table.register(PlainRowCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellRequests.append(indexPath.row)
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "row \(indexPath.row)"
            return cell
        }
    }

    /// An app's collection data source: `count` plain items in one section.
    @MainActor
    final class NumberedItems: NSObject, UICollectionViewDataSource {
        let count: Int
        private(set) var cellRequests: [Int] = []

        init(_ count: Int) {
            self.count = count
        }

        /// Makes `collection` use this source and a plain cell class.
        func attach(to collection: UICollectionView) {
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
            collection.dataSource = self
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            cellRequests.append(indexPath.item)
            return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    /// A table whose rows UIKit sizes one by one through the delegate (no estimates), as a table
    /// with `heightForRowAt` and `estimatedRowHeight = 0` does on screen.
    @MainActor
    func measuredTable(rows: Int) -> (UITableView, NumberedRows) {
        let table = UITableView(frame: .zero, style: .plain)
        table.estimatedRowHeight = 0
        table.estimatedSectionHeaderHeight = 0
        table.estimatedSectionFooterHeight = 0
        let source = NumberedRows(rows)
        source.attach(to: table)
        return (table, source)
    }
#endif
