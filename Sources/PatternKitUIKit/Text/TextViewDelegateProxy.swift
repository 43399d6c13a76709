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
                claimsTextItemQuestion(selector) ?? super.claims(selector)
            }
        }

        /// iOS 17's text item questions (`TextItemInteractions`): claimed exactly when the app's
        /// delegate implements them (UIKit then asks them instead of `shouldInteractWith…`).
        private nonisolated func claimsTextItemQuestion(_ selector: Selector) -> Bool? {
            #if os(tvOS)
                nil
            #else
                selector == Self.primaryActionForTextItem || selector == Self.menuConfigurationForTextItem
                    ? forwardeeResponds(to: selector) : nil
            #endif
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

        #if !os(tvOS)
            /// iOS 17's text item questions (``TextItemDelegate``).
            private nonisolated static let primaryActionForTextItem =
                #selector((any TextItemDelegate).textView(_:primaryActionForTextItem:defaultAction:))
            private nonisolated static let menuConfigurationForTextItem =
                #selector((any TextItemDelegate).textView(_:menuConfigurationForTextItem:defaultMenu:))
        #endif

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

        #if !os(tvOS)
            /// iOS 17's primary action for a link or an attachment, claimed when the app's delegate
            /// implements it (UIKit then asks it instead of `shouldInteractWith…`): the app's delegate
            /// first, then the `shouldInteractWith…` closures with `.invokeDefaultAction`; `nil` (no
            /// action) when one of them refuses (see `TextItemInteractions`).
            @objc(textView:primaryActionForTextItem:defaultAction:)
            func textView(_ textView: UITextView, primaryActionForTextItem textItem: AnyObject, defaultAction: UIAction)
                -> AnyObject?
            {
                answer(.primaryAction, about: textItem, asking: Self.primaryActionForTextItem) {
                    defaultAction
                } forwarding: {
                    messaging($0, as: (any TextItemDelegate).self).textView?(
                        textView, primaryActionForTextItem: textItem, defaultAction: defaultAction)
                }
            }

            /// iOS 17's menu for a link or an attachment (a `UITextItemMenuConfiguration`), claimed when
            /// the app's delegate implements it: the app's delegate first, then the
            /// `shouldInteractWith…` closures with `.presentActions`; `nil` (no menu) when one of them
            /// refuses (see `TextItemInteractions`).
            @objc(textView:menuConfigurationForTextItem:defaultMenu:)
            func textView(_ textView: UITextView, menuConfigurationForTextItem textItem: AnyObject, defaultMenu: UIMenu)
                -> AnyObject?
            {
                answer(.menu, about: textItem, asking: Self.menuConfigurationForTextItem) {
                    // UIKit's default for a delegate without the method: the default menu.
                    NSClassFromString("UITextItemMenuConfiguration").map {
                        messaging($0 as AnyObject, as: (any TextItemMenuConfigurationClass).self).configuration(
                            with: defaultMenu)
                    }
                } forwarding: {
                    messaging($0, as: (any TextItemDelegate).self).textView?(
                        textView, menuConfigurationForTextItem: textItem, defaultMenu: defaultMenu)
                }
            }

            /// A text item `question` about `textItem` (read through ``TextItemProperties``): the
            /// app's delegate (`forwarding`, after `responds(to: selector)`), then the closures of the
            /// item's kind; a custom tag goes to the app's delegate alone. `fallback` is UIKit's
            /// default, for when the app's delegate has no say. (Both answers, a `UIAction` and a
            /// `UITextItemMenuConfiguration`, are objects: one specialization serves both.)
            private func answer(
                _ question: TextItemInteractions.Question, about textItem: AnyObject, asking selector: Selector,
                fallback: () -> AnyObject?, forwarding: @escaping (AnyObject) -> AnyObject?
            ) -> AnyObject? {
                let ask: (AnyObject) -> AnyObject?? = { forwardee in
                    guard (forwardee as? any NSObjectProtocol)?.responds(to: selector) == true else { return .none }
                    return .some(forwarding(forwardee))
                }
                let item = messaging(textItem, as: (any TextItemProperties).self)
                let interaction = UITextItemInteraction(rawValue: question.interactionRawValue) ?? .invokeDefaultAction
                switch TextItemInteractions.Closures(contentType: item.contentType) {
                case .url:
                    if let url = item.link {
                        return TextItemInteractions.answer(
                            handlers, .shouldInteractWithURL, (url, item.range, interaction), fallback: fallback,
                            forwarding: ask)
                    }
                case .attachment:
                    if let attachment = item.textAttachment {
                        return TextItemInteractions.answer(
                            handlers, .shouldInteractWithAttachment, (attachment, item.range, interaction),
                            fallback: fallback, forwarding: ask)
                    }
                case .none:
                    break
                }
                return usableForwardee().flatMap(ask) ?? fallback()
            }
        #endif

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
