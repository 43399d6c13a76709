import PatternKitValidationCore

/// A validated field whose text lives in the app's state, which the platform's text field and
/// the field's adapter share through a binding (SwiftUI's `validated(by:text:)`): what such an
/// adapter sees — the view appearing, the binding's text changing, the platform reporting the
/// user's edit, focus — turned into the ``FieldController``'s events. The decisions are
/// made here, on every platform; the view only reports and draws.
///
/// **A view's appearance is not an edit.** A view appearing again (a row scrolled back) with
/// the text the controller holds changes nothing: what the field shows and the asynchronous
/// check's answer about what the user typed stay — "taken" stays taken, "required" stays
/// said. A text that differs arrived while the view was away: code's.
///
/// **Code is not typing.** The binding changes for two reasons: the user edited the field,
/// or the app set its state (a "Suggest name" or "Paste" button, a value loaded) — while the
/// field has focus, too. The platform knows which, and reports the user's edits
/// (``userDidEdit(to:)``: UIKit's and AppKit's text-did-change notifications, posted for the
/// user's edits only): a change of the binding is the user's when the field has focus and the
/// user's edit made that text; any other is code's — never refused, formatted or checked,
/// and starting no message. A platform that reports no edits (`reportsEdits` `false`) falls
/// back on focus: every change while the field has focus is the user's.
///
/// **One announcement per change of meaning.** ``onAnnouncement`` receives the field's
/// first error and each error of another code (see ``ErrorAnnouncer``), never the same error
/// with another count, and nothing when the view appears.
///
/// ```swift
/// let field = BindingField(FieldController(CharacterClassValidator.numeric), reportsEdits: true)
/// field.appear(text: "", options: FieldOptions(editFiltering: .invalidCharacters))
/// _ = field.focusDidChange(true, text: "")
/// field.userDidEdit(to: "1")
/// field.textDidChange(to: "1")    // nil: the user's "1" is taken
/// field.userDidEdit(to: "1a")
/// field.textDidChange(to: "1a")   // "1": the user's "a" is refused; the binding gets "1"
/// field.textDidChange(to: "1")    // nil: the field's own answer arriving
/// field.textDidChange(to: "1a")   // nil: the app set it (a "Paste" button): code's, kept
/// ```
@MainActor
package final class BindingField {
    /// The field's machine.
    package let controller: FieldController

    /// Called after what the field shows or its state changed.
    package var onChange: (() -> Void)?

    /// Called with each error VoiceOver should hear (see the type's discussion).
    package var onAnnouncement: ((ValidationError) -> Void)?

    /// Whether the platform reports the user's edits (``userDidEdit(to:)``).
    private let reportsEdits: Bool
    /// The texts the user's edits made since the binding last changed.
    private var editedTexts: [String] = []
    /// The text this field last asked the binding to hold, until the binding reports it.
    private var echo: String?
    /// Whether the field has focus.
    private var isFocused = false
    /// Whether the view appeared once: the first appearance hands over the app's text.
    private var hasAppeared = false
    /// `true` while the view appears: nothing is announced.
    private var isAppearing = false
    private var announcer = ErrorAnnouncer()

    /// A field driven by `controller`, on a platform that reports the user's edits or not.
    package init(_ controller: FieldController, reportsEdits: Bool) {
        self.controller = controller
        self.reportsEdits = reportsEdits
        controller.onFeedbackChange = { [weak self] feedback in self?.feedbackDidChange(feedback) }
        controller.onStateChange = { [weak self] _ in self?.onChange?() }
    }

    /// The view appeared holding `text`, with `options` around it: the options apply, and the
    /// text is code's only when it is not the one the field holds (the first appearance, or
    /// a change made while the view was away). Nothing is announced.
    package func appear(text: String, options: FieldOptions) {
        isAppearing = true
        defer {
            isAppearing = false
            announcer.hear(controller.feedback.error)
        }
        controller.options = options
        if !hasAppeared || text != controller.text {
            hasAppeared = true
            controller.textWasSet(text)
        }
        onChange?()
    }

    /// New options from around the view.
    package func configure(_ options: FieldOptions) {
        controller.options = options
    }

    /// The platform reports that the user's edit made the field hold `text`.
    package func userDidEdit(to text: String) {
        guard isFocused else { return }
        if editedTexts.count == 8 { editedTexts.removeFirst() }
        editedTexts.append(text)
    }

    /// The binding's text became `new`.
    ///
    /// - Returns: The text the binding must hold instead — the previous text when the user's
    ///   edit was refused, the formatted text when it was formatted — or `nil` to keep `new`.
    package func textDidChange(to new: String) -> String? {
        defer { editedTexts.removeAll() }
        if let echo {
            self.echo = nil
            // The text this field asked for arriving: its own answer, no one's change.
            if new == echo { return nil }
        }
        let byUser = isFocused && (!reportsEdits || editedTexts.contains(new))
        echo = controller.change(to: new, byUser: byUser)
        return echo
    }

    /// Focus came to the field or left it (then holding `text`).
    ///
    /// - Returns: The tidied text the binding must hold, when leaving the field validated it
    ///   (``FieldOptions/validatesOnEndEditing``) and its sanitizer changed the text; `nil`
    ///   otherwise.
    package func focusDidChange(_ focused: Bool, text: String) -> String? {
        isFocused = focused
        editedTexts.removeAll()
        guard !focused, controller.editingDidEnd(text) else { return nil }
        let validated = controller.validate(text, cursor: text.utf16.count)
        echo = validated.wasTidied ? validated.text : nil
        return echo
    }

    private func feedbackDidChange(_ feedback: FieldFeedback) {
        let error = feedback.error
        if !isAppearing, let error, announcer.isNew(error) {
            onAnnouncement?(error)
        }
        announcer.hear(error)
        onChange?()
    }
}
