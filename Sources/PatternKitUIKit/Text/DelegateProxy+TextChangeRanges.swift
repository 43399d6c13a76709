#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    extension DelegateProxy where Owner: EditableTextHandling {
        /// iOS 26's multi-range edit decision of text views and search bars
        /// (`…shouldChangeTextInRanges:…`; a text field's is its proxy's own), decided as the
        /// single-range one: the app's delegate
        /// first — its ranges method (`askRanges`) if it implements `rangesSelector`, else its
        /// single-range one (`askFirstRange`, with the first range) if it implements
        /// `singleRangeSelector` — then the closures of `.shouldChangeText`, with a `TextEdit` of the
        /// first range of `text` (see `TextChangeRanges`).
        func decideTextChange(
            text: String?, ranges: [NSValue], replacement: String, rangesSelector: Selector,
            singleRangeSelector: Selector, askRanges: (AnyObject) -> Bool?,
            askFirstRange: (AnyObject, NSRange) -> Bool?
        ) -> Bool {
            let edit = TextChangeRanges.edit(
                text: text ?? "", firstRange: ranges.first?.rangeValue, replacement: replacement)
            return handlers.decide(.shouldChangeText, edit) { forwardee in
                let object = forwardee as? any NSObjectProtocol
                switch TextChangeRanges.forwardeeCall(
                    respondsToRanges: object?.responds(to: rangesSelector) ?? false,
                    respondsToSingleRange: object?.responds(to: singleRangeSelector) ?? false)
                {
                case .ranges: return askRanges(forwardee)
                case .firstRange: return askFirstRange(forwardee, edit.range)
                case .none: return nil
                }
            }
        }
    }
#endif
