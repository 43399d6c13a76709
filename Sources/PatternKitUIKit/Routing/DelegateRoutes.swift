import PatternKitTextEditing

/// Which closures answer which Objective-C delegate methods: for each selector a proxy
/// routes, the names of the ``DelegateMethod``s whose closures it calls.
///
/// A proxy claims a selector (answers yes to `responds(to:)`) only when one of those methods
/// has a closure or the app's delegate implements the selector (see
/// `DelegateHandlers.claims(selectorKey:named:in:forwardeeResponds:)`). The tables are plain strings, so
/// what each family claims for each set of closures is tested on Linux.
///
/// A table is one line per selector: the selector first, then its method names; a selector
/// with no method name goes to the app's delegate only (claimed while it implements it). (A string
/// literal rather than a dictionary: a few dozen lines are read only when UIKit asks what
/// the delegate implements, and a dictionary literal costs kilobytes of code.)
package struct DelegateRoutes: Sendable {
    private let table: String
    /// The table read once (UIKit asks per call): each selector with its method names, in table
    /// order (a few dozen entries: an array costs less code than a dictionary).
    private let entries: [(selector: String, names: [String])]

    /// Routes each line's selector (`"tableView:didSelectRowAtIndexPath: didSelect"`) to
    /// the method names after it, separated by spaces.
    package init(_ table: String) {
        self.table = table
        entries = table.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            return words.first.map { (String($0), words.dropFirst().map(String.init)) }
        }
    }

    /// Routes each selector (a key) to its method names (the value).
    package init(_ routes: [String: [String]]) {
        self.init(routes.map { ([$0.key] + $0.value).joined(separator: " ") }.sorted().joined(separator: "\n"))
    }

    /// These routes plus `other`'s (a table view's delegate is also a scroll view's).
    package func merging(_ other: DelegateRoutes) -> DelegateRoutes {
        DelegateRoutes(table + "\n" + other.table)
    }

    /// Where each selector asked so far is in `entries` (`-1`: not routed), by the selector's
    /// identity: the answer to `responds(to:)` without building the selector's name, which
    /// RxCocoa's proxy asks on every call it forwards to ours.
    private let found = Locked<[(key: UInt, entry: Int)]>([])

    /// The method names routed from `selector`, or `nil` when it is not routed.
    package func methodNames(for selector: String) -> [String]? {
        entries.first { $0.selector == selector }?.names
    }

    /// The method names routed from the selector whose identity is `key` (its address: the
    /// same for the same selector for the life of the process), or `nil` when it is not
    /// routed. `name` spells the selector; it is asked once per selector, the first time.
    package func methodNames(forKey key: UInt, name: () -> String) -> [String]? {
        var entry = found.withLock { found in found.first { $0.key == key }?.entry }
        if entry == nil {
            let selector = name()
            let index = entries.firstIndex { $0.selector == selector } ?? -1
            // More than any object's delegate protocols have methods: a stray selector cannot
            // grow it for ever.
            found.withLock { found in if found.count < 512 { found.append((key, index)) } }
            entry = index
        }
        return entry.flatMap { $0 >= 0 ? entries[$0].names : nil }
    }

    /// Every routed selector, sorted.
    package var selectors: [String] {
        entries.map(\.selector).sorted()
    }
}
