// expect: no exact matches in reference to static property 'didSelectRow'
// A table's key on a plain scroll view: its proxy never calls it.
import PatternKitUIKit
import UIKit

@MainActor func wrong(scrollView: UIScrollView) {
    scrollView.addHandler(for: .didSelectRow) { _, _ in }
}
