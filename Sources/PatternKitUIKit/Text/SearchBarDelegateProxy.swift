#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitTextEditing
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UISearchBarDelegate` behind a search bar's closures: one per search bar, found by
    /// its identity, owned by it. The app's delegate keeps receiving every call, its
    /// `UIBarPositioningDelegate` method included (forwarded untouched).
    @MainActor
    final class SearchBarDelegateProxy: DelegateProxy<UISearchBar>, UISearchBarDelegate {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UISearchBarDelegate).self) } }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UISearchBarDelegate).self, (any UIBarPositioningDelegate).self]
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            switch selector {
            case #selector((any UISearchBarDelegate).searchBarShouldBeginEditing(_:)):
                claim(handlers.hasHandlers(for: .shouldBeginEditing), selector)
            case #selector((any UISearchBarDelegate).searchBarTextDidBeginEditing(_:)):
                claim(handlers.hasHandlers(for: .didBeginEditing), selector)
            case #selector((any UISearchBarDelegate).searchBarShouldEndEditing(_:)):
                claim(handlers.hasHandlers(for: .shouldEndEditing), selector)
            case #selector((any UISearchBarDelegate).searchBarTextDidEndEditing(_:)):
                claim(handlers.hasHandlers(for: .didEndEditing), selector)
            case #selector((any UISearchBarDelegate).searchBar(_:textDidChange:)):
                claim(handlers.hasHandlers(for: .textDidChange), selector)
            case #selector((any UISearchBarDelegate).searchBar(_:shouldChangeTextIn:replacementText:)):
                claim(handlers.hasHandlers(for: .shouldChangeText), selector)
            case Self.shouldChangeInRanges:
                forwardeeResponds(to: selector)  // exactly when the app's delegate implements it
            case #selector((any UISearchBarDelegate).searchBarSearchButtonClicked(_:)):
                claim(handlers.hasHandlers(for: .searchButtonClicked), selector)
            case #selector((any UISearchBarDelegate).searchBar(_:selectedScopeButtonIndexDidChange:)):
                claim(handlers.hasHandlers(for: .selectedScopeButtonIndexDidChange), selector)
            default:
                claimsButton(selector)
            }
        }

        /// iOS 26's multi-range edit decision (``TextChangeRangesDelegate``).
        private nonisolated static let shouldChangeInRanges =
            #selector((any TextChangeRangesDelegate).searchBar(_:shouldChangeTextInRanges:replacementText:))
        private nonisolated static let shouldChangeInRange =
            #selector((any UISearchBarDelegate).searchBar(_:shouldChangeTextIn:replacementText:))

        // MARK: UISearchBarDelegate

        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
            handlers.decide(.shouldBeginEditing, ()) {
                delegate($0, as: (any UISearchBarDelegate).self).searchBarShouldBeginEditing?(searchBar)
            }
        }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            handlers.notify(.didBeginEditing, ()) {
                delegate($0, as: (any UISearchBarDelegate).self).searchBarTextDidBeginEditing?(searchBar)
            }
        }

        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
            handlers.decide(.shouldEndEditing, ()) {
                delegate($0, as: (any UISearchBarDelegate).self).searchBarShouldEndEditing?(searchBar)
            }
        }

        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
            handlers.notify(.didEndEditing, ()) {
                delegate($0, as: (any UISearchBarDelegate).self).searchBarTextDidEndEditing?(searchBar)
            }
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            handlers.notify(.textDidChange, searchText) {
                delegate($0, as: (any UISearchBarDelegate).self).searchBar?(searchBar, textDidChange: searchText)
            }
        }

        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            let edit = TextEdit(text: searchBar.text ?? "", range: range, replacement: text)
            return handlers.decide(.shouldChangeText, edit) {
                delegate($0, as: (any UISearchBarDelegate).self).searchBar?(
                    searchBar, shouldChangeTextIn: range, replacementText: text)
            }
        }

        /// iOS 26's multi-range edit decision, claimed when the app's delegate implements it (UIKit
        /// then calls it instead of the single-range one): the app's delegate is asked first (its
        /// ranges method, or its single-range one with the first range), then the closures, with a
        /// `TextEdit` of the first range (see `TextChangeRanges`).
        @objc(searchBar:shouldChangeTextInRanges:replacementText:)
        func searchBar(
            _ searchBar: UISearchBar, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
        ) -> Bool {
            decideTextChange(
                text: searchBar.text, ranges: ranges, replacement: text, rangesSelector: Self.shouldChangeInRanges,
                singleRangeSelector: Self.shouldChangeInRange
            ) {
                messaging($0, as: (any TextChangeRangesDelegate).self).searchBar?(
                    searchBar, shouldChangeTextInRanges: ranges, replacementText: text)
            } askFirstRange: {
                delegate($0, as: (any UISearchBarDelegate).self).searchBar?(
                    searchBar, shouldChangeTextIn: $1, replacementText: text)
            }
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            handlers.notify(.searchButtonClicked, ()) {
                delegate($0, as: (any UISearchBarDelegate).self).searchBarSearchButtonClicked?(searchBar)
            }
        }

        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            handlers.notify(.selectedScopeButtonIndexDidChange, selectedScope) {
                delegate($0, as: (any UISearchBarDelegate).self).searchBar?(
                    searchBar, selectedScopeButtonIndexDidChange: selectedScope)
            }
        }
    }

    #if os(tvOS)
        extension SearchBarDelegateProxy {
            nonisolated func claimsButton(_ selector: Selector) -> Bool? {
                nil
            }
        }
    #else
        // The bookmark, cancel and results-list buttons do not exist on tvOS.
        extension SearchBarDelegateProxy {
            nonisolated func claimsButton(_ selector: Selector) -> Bool? {
                switch selector {
                case #selector((any UISearchBarDelegate).searchBarBookmarkButtonClicked(_:)):
                    claim(handlers.hasHandlers(for: .bookmarkButtonClicked), selector)
                case #selector((any UISearchBarDelegate).searchBarCancelButtonClicked(_:)):
                    claim(handlers.hasHandlers(for: .cancelButtonClicked), selector)
                case #selector((any UISearchBarDelegate).searchBarResultsListButtonClicked(_:)):
                    claim(handlers.hasHandlers(for: .resultsListButtonClicked), selector)
                default:
                    nil
                }
            }

            func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
                handlers.notify(.bookmarkButtonClicked, ()) {
                    delegate($0, as: (any UISearchBarDelegate).self).searchBarBookmarkButtonClicked?(searchBar)
                }
            }

            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
                handlers.notify(.cancelButtonClicked, ()) {
                    delegate($0, as: (any UISearchBarDelegate).self).searchBarCancelButtonClicked?(searchBar)
                }
            }

            func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
                handlers.notify(.resultsListButtonClicked, ()) {
                    delegate($0, as: (any UISearchBarDelegate).self).searchBarResultsListButtonClicked?(searchBar)
                }
            }
        }
    #endif
#endif
