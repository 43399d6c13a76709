#if canImport(Combine) && canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlersUIKit
    public import UIKit

    /// A value of a text field, text view or search bar read at each delegate notification;
    /// their notifications themselves come from `DelegateHandling`'s `publisher(for:)`.
    @MainActor
    extension EditableTextHandling where Self: Sendable {
        /// A value of the control, read when `method` is called, starting with the current one.
        func delegatePropertyPublisher<Input, Value>(
            for method: DelegateMethod<Self, Input, Void>, _ read: @escaping @MainActor @Sendable (Self) -> Value
        ) -> EventPublisher<Value> {
            EventPublisher(self, initial: read) { control, send in
                control.addHandler(for: method) { control, _ in send(read(control)) }
            }
        }
    }

    @MainActor
    extension HandlersKit where Self: UITextView {
        /// The text, starting with the current one, then at each change by the user.
        public var textPublisher: EventPublisher<String?> {
            delegatePropertyPublisher(for: .didChange) { $0.text }
        }

        /// Each time editing begins.
        public var didBeginEditingPublisher: EventPublisher<Void> { publisher(for: .didBeginEditing) }

        /// Each time editing ends.
        public var didEndEditingPublisher: EventPublisher<Void> { publisher(for: .didEndEditing) }
    }

    @MainActor
    extension HandlersKit where Self: UISearchBar {
        /// The text, starting with the current one, then at each change (typing, clearing).
        public var textPublisher: EventPublisher<String> {
            delegatePropertyPublisher(for: .textDidChange) { $0.text ?? "" }
        }

        /// The new text at each change, without the current one (CombineCocoa's name).
        public var textDidChangePublisher: EventPublisher<String> { publisher(for: .textDidChange) }

        /// Each tap on the keyboard's search button (CombineCocoa's name).
        public var searchButtonClickedPublisher: EventPublisher<Void> { publisher(for: .searchButtonClicked) }

        /// The selected scope button's index at each change (CombineCocoa's name).
        public var selectedScopeButtonIndexDidChangePublisher: EventPublisher<Int> {
            publisher(for: .selectedScopeButtonIndexDidChange)
        }

        #if !os(tvOS)
            /// Each tap on the cancel button (CombineCocoa's name).
            public var cancelButtonClickedPublisher: EventPublisher<Void> { publisher(for: .cancelButtonClicked) }

            /// Each tap on the bookmark button (CombineCocoa's name).
            public var bookmarkButtonClickedPublisher: EventPublisher<Void> { publisher(for: .bookmarkButtonClicked) }
        #endif
    }
#endif
