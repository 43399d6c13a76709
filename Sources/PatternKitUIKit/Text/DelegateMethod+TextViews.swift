#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    public import UIKit

    // The text view's and the search bar's UIKit-only decision points and notifications, for
    // `addHandler(for:_:)` and `removeHandlers(for:)`, each a key of its own view only. The ones
    // every text input shares (`.shouldChangeString`, `.didEndEditing`…) come from
    // PatternKitHandlers.

    extension DelegateMethod where Owner: UITextView, Input == Void, Output == Void {
        /// The text view's text changed (`textViewDidChange(_:)`).
        public static var didChange: Self { Self("didChange") }
        /// The selection or caret moved (`textViewDidChangeSelection(_:)`).
        public static var didChangeSelection: Self { Self("didChangeSelection") }
    }

    extension DelegateMethod where Owner: UITextView, Input == (URL, NSRange, UITextItemInteraction), Output == Bool {
        /// "May the text view act on this link?"
        /// (`textView(_:shouldInteractWith:in:interaction:)` for a URL).
        public static var shouldInteractWithURL: Self { Self("shouldInteractWithURL") }
    }

    extension DelegateMethod
    where Owner: UITextView, Input == (NSTextAttachment, NSRange, UITextItemInteraction), Output == Bool {
        /// "May the text view act on this attachment?"
        /// (`textView(_:shouldInteractWith:in:interaction:)` for a text attachment).
        public static var shouldInteractWithAttachment: Self { Self("shouldInteractWithAttachment") }
    }

    extension DelegateMethod where Owner: UISearchBar, Input == String, Output == Void {
        /// A search bar's text changed, clearing included (`searchBar(_:textDidChange:)`).
        public static var textDidChange: Self { Self("textDidChange") }
    }

    extension DelegateMethod where Owner: UISearchBar, Input == Int, Output == Void {
        /// A search bar's scope button changed (`searchBar(_:selectedScopeButtonIndexDidChange:)`).
        public static var selectedScopeButtonIndexDidChange: Self { Self("selectedScopeButtonIndexDidChange") }
    }

    extension DelegateMethod where Owner: UISearchBar, Input == Void, Output == Void {
        /// The keyboard's search button was tapped (`searchBarSearchButtonClicked(_:)`).
        public static var searchButtonClicked: Self { Self("searchButtonClicked") }
        /// The search bar's bookmark button was tapped (`searchBarBookmarkButtonClicked(_:)`).
        public static var bookmarkButtonClicked: Self { Self("bookmarkButtonClicked") }
        /// The search bar's cancel button was tapped (`searchBarCancelButtonClicked(_:)`).
        public static var cancelButtonClicked: Self { Self("cancelButtonClicked") }
        /// The search bar's results list button was tapped (`searchBarResultsListButtonClicked(_:)`).
        public static var resultsListButtonClicked: Self { Self("resultsListButtonClicked") }
    }
#endif
