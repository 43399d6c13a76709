#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// An app's own multicast table delegate, as apps write them: it calls every member for a
    /// selection, and hands every other method to the first member that implements it through
    /// `responds(to:)` and `forwardingTarget(for:)`. It forwards like a library's proxy but knows
    /// nothing of PatternKit, so it must never be taken for a proxy that calls the closures.
    @MainActor
    final class MulticastTableDelegate: NSObject, UITableViewDelegate {
        nonisolated(unsafe) let members: [NSObject]

        init(_ members: [NSObject]) {
            self.members = members
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            for case let member as any UITableViewDelegate in members {
                member.tableView?(tableView, didSelectRowAt: indexPath)
            }
        }

        override func responds(to selector: Selector!) -> Bool {
            super.responds(to: selector) || members.contains { $0.responds(to: selector) }
        }

        override func forwardingTarget(for selector: Selector!) -> Any? {
            members.first { $0.responds(to: selector) } ?? super.forwardingTarget(for: selector)
        }
    }
#endif
