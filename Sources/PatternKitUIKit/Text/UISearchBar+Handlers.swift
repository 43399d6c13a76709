#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Every `UISearchBarDelegate` text and button callback as a closure:
    /// `shouldBeginEditing`, `didBeginEditing`, `shouldEndEditing`, `didEndEditing`,
    /// `textDidChange`, `shouldChangeText`, `shouldChangeString`, `searchButtonClicked`,
    /// `bookmarkButtonClicked`, `cancelButtonClicked`, `resultsListButtonClicked` and
    /// `selectedScopeButtonIndexDidChange`, plus `addHandler(for:_:)`.
    ///
    /// ```swift
    /// searchBar
    ///     .textDidChange { text in results.filter(text) }
    ///     .searchButtonClicked { bar in bar.resignFirstResponder() }
    /// ```
    ///
    /// The app's delegate keeps receiving every call: set it before the first closure, or through
    /// ``forwardingDelegate`` after it.
    extension UISearchBar: EditableTextHandling {
        /// Closures receive the search bar as a `UISearchBar` from the table; the methods cast it
        /// to the receiver's own class.
        public typealias DelegateSender = UISearchBar

        /// The search bar's closure table; accessing it installs the delegate proxy.
        public var delegateHandlers: DelegateHandlers<UISearchBar> {
            SearchBarDelegateProxy.proxy(on: self).handlers
        }

        /// The closure table if a closure was ever registered; reading it creates nothing.
        public var existingDelegateHandlers: DelegateHandlers<UISearchBar>? {
            SearchBarDelegateProxy.existing(on: self)?.handlers
        }

        /// The app's own delegate, which keeps receiving every call before the closures. Without
        /// closure handlers it is simply `delegate`.
        public var forwardingDelegate: (any UISearchBarDelegate)? {
            get {
                SearchBarDelegateProxy.forwardingDelegate(of: self, delegate: delegate).map {
                    messaging($0, as: (any UISearchBarDelegate).self)
                }
            }
            set {
                if !SearchBarDelegateProxy.setForwardingDelegate(newValue, of: self) { delegate = newValue }
            }
        }
    }

    @MainActor
    extension HandlersKit where Self: UISearchBar {
        /// Sets the closure called when the text changed (typing, pasting or clearing).
        @discardableResult
        public func textDidChange(handler: @escaping (Self, String) -> Void) -> Self {
            setHandler(for: .textDidChange) { bar, text in handler(bar, text) }
        }

        /// Sets the closure called when the text changed, with the new text.
        @discardableResult
        public func textDidChange(handler: @escaping (String) -> Void) -> Self {
            textDidChange { _, text in handler(text) }
        }

        /// Sets the closure that decides whether `range` (UTF-16 units) may be replaced with the
        /// text. Same decision point as `shouldChangeString`: setting one replaces the other.
        @discardableResult
        public func shouldChangeText(handler: @escaping (Self, NSRange, String) -> Bool) -> Self {
            setHandler(for: .shouldChangeText) { bar, edit in handler(bar, edit.range, edit.replacement) }
        }

        /// Sets the closure that decides whether a UTF-16 range may be replaced with the text.
        @discardableResult
        public func shouldChangeText(handler: @escaping (NSRange, String) -> Bool) -> Self {
            shouldChangeText { _, range, text in handler(range, text) }
        }

        /// Sets the closure called when the keyboard's search button was tapped.
        @discardableResult
        public func searchButtonClicked(handler: @escaping (Self) -> Void) -> Self {
            setHandler(for: .searchButtonClicked) { bar, _ in handler(bar) }
        }

        /// Sets the closure called when the keyboard's search button was tapped.
        @discardableResult
        public func searchButtonClicked(handler: @escaping () -> Void) -> Self {
            searchButtonClicked { _ in handler() }
        }

        /// Sets the closure called when the selected scope button changed, with its index.
        @discardableResult
        public func selectedScopeButtonIndexDidChange(handler: @escaping (Self, Int) -> Void) -> Self {
            setHandler(for: .selectedScopeButtonIndexDidChange) { bar, index in handler(bar, index) }
        }

        /// Sets the closure called when the selected scope button changed, with its index.
        @discardableResult
        public func selectedScopeButtonIndexDidChange(handler: @escaping (Int) -> Void) -> Self {
            selectedScopeButtonIndexDidChange { _, index in handler(index) }
        }
    }

    #if !os(tvOS)
        // The bookmark, cancel and results-list buttons do not exist on tvOS.
        @MainActor
        extension HandlersKit where Self: UISearchBar {
            /// Sets the closure called when the bookmark button was tapped.
            @discardableResult
            public func bookmarkButtonClicked(handler: @escaping (Self) -> Void) -> Self {
                setHandler(for: .bookmarkButtonClicked) { bar, _ in handler(bar) }
            }

            /// Sets the closure called when the bookmark button was tapped.
            @discardableResult
            public func bookmarkButtonClicked(handler: @escaping () -> Void) -> Self {
                bookmarkButtonClicked { _ in handler() }
            }

            /// Sets the closure called when the cancel button was tapped.
            @discardableResult
            public func cancelButtonClicked(handler: @escaping (Self) -> Void) -> Self {
                setHandler(for: .cancelButtonClicked) { bar, _ in handler(bar) }
            }

            /// Sets the closure called when the cancel button was tapped.
            @discardableResult
            public func cancelButtonClicked(handler: @escaping () -> Void) -> Self {
                cancelButtonClicked { _ in handler() }
            }

            /// Sets the closure called when the results list button was tapped.
            @discardableResult
            public func resultsListButtonClicked(handler: @escaping (Self) -> Void) -> Self {
                setHandler(for: .resultsListButtonClicked) { bar, _ in handler(bar) }
            }

            /// Sets the closure called when the results list button was tapped.
            @discardableResult
            public func resultsListButtonClicked(handler: @escaping () -> Void) -> Self {
                resultsListButtonClicked { _ in handler() }
            }
        }
    #endif
#endif
