#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitTextEditing
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UITextViewDelegate` behind a text view's closures: one per text view, found by its
    /// identity, owned by it. The app's delegate keeps receiving every call, its
    /// `UIScrollViewDelegate` methods included; the text view's scroll closures (`didScroll`…)
    /// live here too, since a text view has one delegate.
    @MainActor
    final class TextViewDelegateProxy: ScrollingDelegateProxy<UITextView>, UITextViewDelegate {
        override var ownerDelegate: AnyObject? {
            get { owner?.delegate }
            set { owner?.delegate = newValue.map { messaging($0, as: (any UITextViewDelegate).self) } }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UITextViewDelegate).self, (any UIScrollViewDelegate).self]
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            switch selector {
            case #selector((any UITextViewDelegate).textViewShouldBeginEditing(_:)):
                claim(handlers.hasHandlers(for: .shouldBeginEditing), selector)
            case #selector((any UITextViewDelegate).textViewDidBeginEditing(_:)):
                claim(handlers.hasHandlers(for: .didBeginEditing), selector)
            case #selector((any UITextViewDelegate).textViewShouldEndEditing(_:)):
                claim(handlers.hasHandlers(for: .shouldEndEditing), selector)
            case #selector((any UITextViewDelegate).textViewDidEndEditing(_:)):
                claim(handlers.hasHandlers(for: .didEndEditing), selector)
            case #selector((any UITextViewDelegate).textView(_:shouldChangeTextIn:replacementText:)):
                claim(handlers.hasHandlers(for: .shouldChangeText), selector)
            case Self.shouldChangeInRanges:
                forwardeeResponds(to: selector)  // exactly when the app's delegate implements it
            case #selector((any UITextViewDelegate).textViewDidChange(_:)):
                claim(handlers.hasHandlers(for: .didChange), selector)
            case #selector((any UITextViewDelegate).textViewDidChangeSelection(_:)):
                claim(handlers.hasHandlers(for: .didChangeSelection), selector)
            case Self.shouldInteractWithURL:
                claim(handlers.hasHandlers(for: .shouldInteractWithURL), selector)
            case Self.shouldInteractWithAttachment:
                claim(handlers.hasHandlers(for: .shouldInteractWithAttachment), selector)
            default:
                super.claims(selector)
            }
        }

        // The two `textView(_:shouldInteractWith:in:interaction:)` methods differ only in the
        // type of their second argument.
        private nonisolated static let shouldInteractWithURL =
            #selector(
                (any UITextViewDelegate).textView(_:shouldInteractWith:in:interaction:)
                    as (any UITextViewDelegate) -> ((UITextView, URL, NSRange, UITextItemInteraction) -> Bool)?)
        private nonisolated static let shouldInteractWithAttachment =
            #selector(
                (any UITextViewDelegate).textView(_:shouldInteractWith:in:interaction:)
                    as (any UITextViewDelegate) -> (
                        (UITextView, NSTextAttachment, NSRange, UITextItemInteraction) -> Bool
                    )?
            )

        /// iOS 26's multi-range edit decision (``TextChangeRangesDelegate``).
        private nonisolated static let shouldChangeInRanges =
            #selector((any TextChangeRangesDelegate).textView(_:shouldChangeTextInRanges:replacementText:))
        private nonisolated static let shouldChangeInRange =
            #selector((any UITextViewDelegate).textView(_:shouldChangeTextIn:replacementText:))

        // MARK: UITextViewDelegate

        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            handlers.decide(.shouldBeginEditing, ()) {
                delegate($0, as: (any UITextViewDelegate).self).textViewShouldBeginEditing?(textView)
            }
        }

        func textViewDidBeginEditing(_ textView: UITextView) {
            handlers.notify(.didBeginEditing, ()) {
                delegate($0, as: (any UITextViewDelegate).self).textViewDidBeginEditing?(textView)
            }
        }

        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            handlers.decide(.shouldEndEditing, ()) {
                delegate($0, as: (any UITextViewDelegate).self).textViewShouldEndEditing?(textView)
            }
        }

        func textViewDidEndEditing(_ textView: UITextView) {
            handlers.notify(.didEndEditing, ()) {
                delegate($0, as: (any UITextViewDelegate).self).textViewDidEndEditing?(textView)
            }
        }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            let edit = TextEdit(text: textView.text ?? "", range: range, replacement: text)
            return handlers.decide(.shouldChangeText, edit) {
                delegate($0, as: (any UITextViewDelegate).self).textView?(
                    textView, shouldChangeTextIn: range, replacementText: text)
            }
        }

        /// iOS 26's multi-range edit decision, claimed when the app's delegate implements it (UIKit
        /// then calls it instead of the single-range one): the app's delegate is asked first (its
        /// ranges method, or its single-range one with the first range), then the closures, with a
        /// `TextEdit` of the first range (see `TextChangeRanges`).
        @objc(textView:shouldChangeTextInRanges:replacementText:)
        func textView(
            _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
        ) -> Bool {
            decideTextChange(
                text: textView.text, ranges: ranges, replacement: text, rangesSelector: Self.shouldChangeInRanges,
                singleRangeSelector: Self.shouldChangeInRange
            ) {
                messaging($0, as: (any TextChangeRangesDelegate).self).textView?(
                    textView, shouldChangeTextInRanges: ranges, replacementText: text)
            } askFirstRange: {
                delegate($0, as: (any UITextViewDelegate).self).textView?(
                    textView, shouldChangeTextIn: $1, replacementText: text)
            }
        }

        func textViewDidChange(_ textView: UITextView) {
            handlers.notify(.didChange, ()) {
                delegate($0, as: (any UITextViewDelegate).self).textViewDidChange?(textView)
            }
        }

        func textViewDidChangeSelection(_ textView: UITextView) {
            handlers.notify(.didChangeSelection, ()) {
                delegate($0, as: (any UITextViewDelegate).self).textViewDidChangeSelection?(textView)
            }
        }

        @available(iOS, introduced: 10.0, deprecated: 17.0)
        func textView(
            _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            handlers.decide(.shouldInteractWithURL, (URL, characterRange, interaction)) {
                delegate($0, as: (any UITextViewDelegate).self).textView?(
                    textView, shouldInteractWith: URL, in: characterRange, interaction: interaction)
            }
        }

        @available(iOS, introduced: 10.0, deprecated: 17.0)
        func textView(
            _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            handlers.decide(.shouldInteractWithAttachment, (textAttachment, characterRange, interaction)) {
                delegate($0, as: (any UITextViewDelegate).self).textView?(
                    textView, shouldInteractWith: textAttachment, in: characterRange, interaction: interaction)
            }
        }
    }
#endif
