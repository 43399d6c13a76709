import Foundation

/// What an alert says about a failed validation, as the Strategy article's text field showed it: the
/// error's description as the title, its failure reason as the message (followed, on a line
/// of its own, by its recovery suggestion when it has one), and one "OK" button — all
/// localized.
///
/// ```swift
/// let error = NumericInputValidator().failures("12a")[0]
/// let alert = ValidationAlert(error, language: "en")
/// alert.title          // "Input Validation Failed"
/// alert.message        // "The input can contain only numerical values\nUse only the digits 0–9"
/// alert.dismissTitle   // "OK"
/// ```
///
/// UIKit's `CustomTextField` turns it into a `UIAlertController` and the showcase's terminal
/// `TUICustomTextField` into its terminal alert; a SwiftUI `.alert` can show the same three
/// strings.
public struct ValidationAlert: Hashable, Sendable {
    /// The alert's title: the error's localized description.
    public var title: String

    /// The alert's message: the error's localized failure reason, and its recovery suggestion
    /// on the next line when it has one; `nil` when the error has neither.
    public var message: String?

    /// The title of the alert's only button, ``ValidationInterfaceText/ok``.
    public var dismissTitle: String

    /// An alert with the given texts.
    public init(title: String, message: String?, dismissTitle: String) {
        self.title = title
        self.message = message
        self.dismissTitle = dismissTitle
    }

    /// The alert for `error`, in `language` (`ValidationLocalization.currentLanguage`
    /// when `nil`).
    public init(_ error: ValidationError, language: String? = nil) {
        self.init(
            title: error.localizedDescription(in: language),
            message: Self.message(
                reason: error.localizedFailureReason(in: language),
                suggestion: error.localizedRecoverySuggestion(in: language)),
            dismissTitle: ValidationInterfaceText.ok.localized(in: language)
        )
    }

    /// The alert for any error: a `ValidationError` as above; any other error with its
    /// `NSError` description, failure reason and recovery suggestion, which the error's own code localizes, and
    /// the button in `language`.
    public init(_ error: any Error, language: String? = nil) {
        if let error = error as? ValidationError {
            self.init(error, language: language)
            return
        }
        let nsError = error as NSError
        self.init(
            title: nsError.localizedDescription,
            message: Self.message(
                reason: nsError.localizedFailureReason, suggestion: nsError.localizedRecoverySuggestion),
            dismissTitle: ValidationInterfaceText.ok.localized(in: language)
        )
    }

    /// The reason, then the suggestion on a line of its own; either alone when the other is
    /// missing or empty.
    private static func message(reason: String?, suggestion: String?) -> String? {
        let parts = [reason, suggestion].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? reason : parts.joined(separator: "\n")
    }

    /// The title and the message as one sentence each, for a screen reader to announce:
    /// "Input Validation Failed. The input can contain only numerical values".
    public var announcement: String {
        guard let message, !message.isEmpty else { return title }
        let title = title.last.map { ".!?。！？।".contains($0) } == true ? title : title + "."
        return title + " " + message
    }
}
