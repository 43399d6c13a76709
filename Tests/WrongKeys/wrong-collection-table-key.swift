// expect: no exact matches in reference to static property 'didSelectRow'
// A table's key on a collection view, removed: nothing to remove, ever.
import PatternKitUIKit
import UIKit

@MainActor func wrong(collection: UICollectionView) {
    collection.removeHandlers(for: .didSelectRow)
}
