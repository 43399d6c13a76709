#if canImport(UIKit) && !os(watchOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The recognizers a view's gesture shortcuts (`onTap`, `onPan`…) created, by kind and
    /// configuration, so that configuring the same view twice reuses the recognizer and
    /// replaces its handler instead of stacking recognizers.
    @MainActor
    final class ViewGestureShortcuts {
        private static let slot = AssociatedObject<ViewGestureShortcuts>()

        private final class WeakRecognizer {
            weak var recognizer: UIGestureRecognizer?

            init(_ recognizer: UIGestureRecognizer) {
                self.recognizer = recognizer
            }
        }

        private var recognizers: [String: WeakRecognizer] = [:]

        /// The shortcut recognizer stored under `key` on `view`, created and added if there is none
        /// (or if the app removed it from the view). Makes the view interactive, since labels and
        /// image views are not by default.
        static func recognizer<Recognizer: UIGestureRecognizer>(_ key: String, on view: UIView, make: () -> Recognizer)
            -> Recognizer
        {
            let shortcuts = slot.value(on: view) { ViewGestureShortcuts() }
            view.isUserInteractionEnabled = true
            if let existing = shortcuts.recognizers[key]?.recognizer as? Recognizer, existing.view === view {
                return existing
            }
            let recognizer = make()
            if let tap = recognizer as? UITapGestureRecognizer {
                shortcuts.orderTaps(with: tap)
            }
            view.addGestureRecognizer(recognizer)
            shortcuts.recognizers[key] = WeakRecognizer(recognizer)
            return recognizer
        }

        /// A single tap must not fire on the way to a double tap: fewer taps wait for more taps
        /// to fail.
        private func orderTaps(with new: UITapGestureRecognizer) {
            for case let other as UITapGestureRecognizer in recognizers.values.compactMap(\.recognizer) {
                if other.numberOfTapsRequired < new.numberOfTapsRequired {
                    other.require(toFail: new)
                } else if other.numberOfTapsRequired > new.numberOfTapsRequired {
                    new.require(toFail: other)
                }
            }
        }
    }
#endif
