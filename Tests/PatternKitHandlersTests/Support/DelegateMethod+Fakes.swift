import Foundation
import PatternKitHandlers

/// The pretend platform's objects whose delegates are UIKit's scroll, list, picker and
/// controller delegates (keys of UIKit classes in the UIKit modules, so not on Linux).
@MainActor
protocol FakeKeyOwner: AnyObject {}

extension FakeDelegateOwner: FakeKeyOwner {}
extension FakeListView: FakeKeyOwner {}
extension ModelTableView: FakeKeyOwner {}

// The keys the tests use, spelled and typed as UIKit's, keys of the pretend objects only.

extension DelegateMethod where Owner: FakeKeyOwner, Input == Void, Output == Bool {
    static var shouldBegin: Self { Self("shouldBegin") }
    static var shouldDismiss: Self { Self("shouldDismiss") }
}

extension DelegateMethod where Owner: FakeKeyOwner, Input == Void, Output == Void {
    static var willDismiss: Self { Self("willDismiss") }
    static var didDismiss: Self { Self("didDismiss") }
    static var didAttemptToDismiss: Self { Self("didAttemptToDismiss") }
    static var updateSearchResults: Self { Self("updateSearchResults") }
    static var didScroll: Self { Self("didScroll") }
}

extension DelegateMethod where Owner: FakeKeyOwner, Input == IndexPath, Output == Void {
    static var didSelectRow: Self { Self("didSelectRow") }
    static var didSelectItem: Self { Self("didSelectItem") }
}

extension DelegateMethod where Owner: FakeKeyOwner, Input == IndexPath, Output == Bool {
    static var shouldSelectRow: Self { Self("shouldSelectRow") }
}

extension DelegateMethod where Owner: FakeKeyOwner, Input == Void, Output == Int? {
    static var numberOfComponents: Self { Self("numberOfComponents") }
}

extension DelegateMethod where Owner: FakeKeyOwner, Input == Int, Output == Int? {
    static var numberOfRowsInComponent: Self { Self("numberOfRowsInComponent") }
}

extension DelegateMethod where Owner: FakeKeyOwner, Input == (row: Int, component: Int), Output == String? {
    static var titleForRow: Self { Self("titleForRow") }
}
