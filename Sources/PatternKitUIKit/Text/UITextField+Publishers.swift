#if canImport(Combine) && canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlersUIKit
    public import UIKit

    /// A text field's text and editing events as publishers, with CombineCocoa's names.
    ///
    /// ```swift
    /// emailField.textPublisher
    ///     .map { EmailValidator().isValid($0 ?? "") }
    ///     .assign(to: \.isEnabled, on: signUpButton)
    ///     .store(in: &cancellables)
    /// ```
    @MainActor
    extension HandlersKit where Self: UITextField {
        /// The text, starting with the current one, then at each edit (typing, pasting,
        /// clearing, and `.valueChanged` sent by code that sets the text).
        public var textPublisher: EventPublisher<String?> {
            propertyPublisher(for: [.allEditingEvents, .valueChanged]) { $0.text }
        }

        /// The attributed text, starting with the current one, then at each edit.
        public var attributedTextPublisher: EventPublisher<NSAttributedString?> {
            propertyPublisher(for: [.allEditingEvents, .valueChanged]) { $0.attributedText }
        }

        /// Each time editing begins.
        public var didBeginEditingPublisher: EventPublisher<Void> {
            signalPublisher(for: .editingDidBegin)
        }

        /// Each time editing ends.
        public var didEndEditingPublisher: EventPublisher<Void> {
            signalPublisher(for: .editingDidEnd)
        }

        /// Each time the return key ends editing (`.editingDidEndOnExit`).
        public var returnPublisher: EventPublisher<Void> {
            signalPublisher(for: .editingDidEndOnExit)
        }
    }
#endif
