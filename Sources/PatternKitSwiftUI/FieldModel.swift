#if canImport(SwiftUI) && !os(watchOS)
    import Combine
    import Foundation
    import PatternKitValidation
    #if canImport(UIKit)
        import UIKit
    #elseif canImport(AppKit)
        import AppKit
    #endif

    /// One validated SwiftUI field's ``BindingField``, observable: the view state behind
    /// `validated(by:text:)`. It only forwards the view's events to the model — the same
    /// `FieldController`, options and decisions as UIKit's `CustomTextField` and the terminal's
    /// field — and posts the announcements the model decides.
    @available(iOS 15, macOS 12, tvOS 15, *)
    @MainActor
    final class FieldModel: ObservableObject {
        @Published private(set) var feedback: FieldFeedback = .none
        @Published private(set) var state: ValidationState = .pristine
        /// The model the view's events go to.
        let field: BindingField
        /// The language VoiceOver hears the field's errors in (the environment's locale).
        var language: String?

        init(_ controller: FieldController) {
            field = BindingField(controller, reportsEdits: Self.platformReportsEdits)
            field.onChange = { [weak self] in self?.publish() }
            field.onAnnouncement = { [weak self] error in
                ValidationMessageRow.announce(error.localizedFailureReason(in: self?.language))
            }
        }

        private func publish() {
            let controller = field.controller
            if feedback != controller.feedback { feedback = controller.feedback }
            if state != controller.state { state = controller.state }
        }

        /// Whether ``userEdits`` reports the user's edits here: UIKit and AppKit post a text
        /// field's did-change notification for the user's edits only, never for text set in code.
        static var platformReportsEdits: Bool {
            #if canImport(UIKit) || canImport(AppKit)
                true
            #else
                false
            #endif
        }

        /// The notifications a text field (or a multi-line one's text view) posts when the
        /// user, and only the user, changed its text.
        static let userEdits: AnyPublisher<Notification, Never> = {
            #if canImport(UIKit)
                NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification)
                    .merge(with: NotificationCenter.default.publisher(for: UITextView.textDidChangeNotification))
                    .eraseToAnyPublisher()
            #elseif canImport(AppKit)
                NotificationCenter.default.publisher(for: NSControl.textDidChangeNotification)
                    .merge(with: NotificationCenter.default.publisher(for: NSText.didChangeNotification))
                    .eraseToAnyPublisher()
            #else
                Empty().eraseToAnyPublisher()
            #endif
        }()

        /// The text the user's edit left in the field that posted `notification`.
        static func editedText(_ notification: Notification) -> String? {
            #if canImport(UIKit)
                if let field = notification.object as? UITextField { return field.text ?? "" }
                return (notification.object as? UITextView)?.text
            #elseif canImport(AppKit)
                if let field = notification.object as? NSTextField { return field.stringValue }
                return (notification.object as? NSText)?.string
            #else
                return nil
            #endif
        }
    }
#endif
