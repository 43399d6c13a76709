#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// ``DefaultAnswers`` as Objective-C methods, for the instant between the app's delegate's
    /// deallocation and UIKit asking again: the proxies of the presentation, table and
    /// collection families hand such a call here (`defaultAnswerTarget(for:)`).
    final class DelegateDefaultAnswers: NSObject, @unchecked Sendable {
        // No state.
        private static let shared = DelegateDefaultAnswers()

        /// The object answering `selector`, when it is one of the methods below.
        static func target(for selector: Selector) -> AnyObject? {
            instancesRespond(to: selector) && !NSObject.instancesRespond(to: selector) ? shared : nil
        }

        /// `UIPresentationController.h`, `adaptivePresentationStyle`: without a delegate's answer, a
        /// form sheet and a popover adapt to full screen; another style stays (read by key: UIKit
        /// calls on the main thread, and the key needs no actor).
        @objc(adaptivePresentationStyleForPresentationController:)
        func adaptivePresentationStyle(for controller: AnyObject) -> Int {
            DefaultAnswers.adaptivePresentationStyle(
                current: (controller as? NSObject)?.value(forKey: "presentationStyle") as? Int)
        }

        /// The same, with the trait collection.
        @objc(adaptivePresentationStyleForPresentationController:traitCollection:)
        func adaptivePresentationStyle(for controller: AnyObject, traitCollection: AnyObject) -> Int {
            adaptivePresentationStyle(for: controller)
        }

        /// `UITableView.h`: `.delete` for every editable row.
        @objc(tableView:editingStyleForRowAtIndexPath:)
        func tableView(_ table: AnyObject, editingStyleFor indexPath: IndexPath) -> Int {
            DefaultAnswers.editingStyle
        }

        /// `UITableView.h`: the method only customizes a move's target; without it the row goes
        /// where it was proposed.
        @objc(tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:)
        func tableView(_ table: AnyObject, moving source: IndexPath, proposed: IndexPath) -> IndexPath {
            proposed
        }

        /// `UICollectionView.h`, the same for an item.
        @objc(collectionView:targetIndexPathForMoveFromItemAtIndexPath:toIndexPath:)
        func collectionView(_ collection: AnyObject, moving source: IndexPath, proposed: IndexPath) -> IndexPath {
            proposed
        }

        /// `UICollectionView.h` (iOS 15), the same with the item's current position.
        @objc(collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)
        func collectionView(
            _ collection: AnyObject, moving original: IndexPath, current: IndexPath, proposed: IndexPath
        ) -> IndexPath {
            proposed
        }
    }
#endif
