public import Foundation

/// A validator object for text: an `NSObject` that holds one `Validator<String>`
/// strategy, so it can live in Interface Builder, in Objective-C code or in any
/// property typed `InputValidator`.
///
/// The class does not define rules of its own; it runs its ``strategy``. Subclasses
/// pick a strategy in their initializer — that is all ``NumericInputValidator`` and
/// ``AlphaInputValidator`` do:
///
/// ```swift
/// final class PINInputValidator: InputValidator {
///     init() {
///         // `message(_:)` comes with `import PatternKitValidation`.
///         super.init(CharacterClassValidator.numeric.message("A PIN has digits only"))
///     }
/// }
///
/// try NumericInputValidator().validate("123")       // passes
/// let validator: InputValidator = PINInputValidator()
/// validator.isValid("12a4")                         // false
/// ```
///
/// An `InputValidator` is itself a ``Validator``, so it composes with every other
/// strategy. It may also tidy text before it is checked, as the Strategy article allows ("for
/// example, by deleting the wrong characters"): give it a `sanitizer`, or override
/// ``sanitize(_:)``, and call ``validate(sanitizing:)``.
///
/// In Interface Builder, use a subclass with an `init()`, such as
/// ``NumericInputValidator`` or your own; `InputValidator` itself needs a strategy.
///
/// Instances are immutable and safe to share between threads. A subclass must keep
/// it so: stored properties `let` and `Sendable`.
open class InputValidator: NSObject, Validator, @unchecked Sendable {
    // @unchecked: a non-final class cannot be checked by the compiler; this class's
    // stored properties are immutable and Sendable, and subclasses are documented to
    // keep them so.

    /// The rule this validator runs.
    public let strategy: AnyValidator<String>

    /// Rewrites text before ``validate(sanitizing:)`` checks it; `nil` keeps text as is.
    ///
    /// Call it like a function, `validator.sanitizer?(text)`, or use its caret mapping
    /// through ``sanitize(_:cursor:)``.
    public let sanitizer: AnySanitizer?

    /// A validator running `strategy`.
    ///
    /// - Parameters:
    ///   - strategy: The rule to run, such as ``CharacterClassValidator`` or a composition.
    ///   - sanitizer: Rewrites text before ``validate(sanitizing:)`` checks it.
    public init(_ strategy: some Validator<String>, sanitizer: (@Sendable (String) -> String)? = nil) {
        self.strategy = AnyValidator(strategy)
        self.sanitizer = sanitizer.map(AnySanitizer.init)
        super.init()
    }

    /// A validator running an already type-erased `strategy` (no re-wrapping, no cast).
    ///
    /// - Parameters:
    ///   - strategy: The rule to run.
    ///   - sanitizer: Rewrites text before ``validate(sanitizing:)`` checks it.
    public init(_ strategy: AnyValidator<String>, sanitizer: (@Sendable (String) -> String)? = nil) {
        self.strategy = strategy
        self.sanitizer = sanitizer.map(AnySanitizer.init)
        super.init()
    }

    /// A validator running `strategy` on text that `sanitizer` tidies first, such as an
    /// `InputMask` or `Sanitizer.trimmingWhitespace`.
    ///
    /// ```swift
    /// let phone = InputValidator(MaskValidator(mask), sanitizer: mask)
    /// ```
    public init(_ strategy: some Validator<String>, sanitizer: some Sanitizer) {
        self.strategy = AnyValidator(strategy)
        self.sanitizer = AnySanitizer(sanitizer)
        super.init()
    }

    /// A validator for a sanitize-then-validate strategy: its sanitizer also fills
    /// ``sanitizer``, so ``validate(sanitizing:)`` shows the user the text that was checked.
    public init<S: Sanitizer, Base: Validator<String>>(_ strategy: SanitizingValidator<S, Base>) {
        self.strategy = AnyValidator(strategy)
        self.sanitizer = AnySanitizer(strategy.sanitizer)
        super.init()
    }

    /// Runs ``strategy`` on `input`.
    ///
    /// - Throws: The strategy's ``ValidationError``; `error as NSError` has domain
    ///   ``InputValidationErrorDomain``, the error's code and localized messages.
    public func validate(_ input: String) throws(ValidationError) {
        try strategy.validate(input)
    }

    /// Whether ``strategy`` accepts `input`.
    public func isValid(_ input: String) -> Bool {
        strategy.isValid(input)
    }

    /// Every failure ``strategy`` finds in `input`.
    public func failures(_ input: String) -> [ValidationError] {
        strategy.failures(input)
    }

    /// Whether ``strategy`` is per-character (see ``Validator/isPerCharacter``).
    public var isPerCharacter: Bool {
        strategy.isPerCharacter
    }

    /// The text ``validate(sanitizing:)`` checks instead of `text`: the ``sanitizer``'s
    /// result, or `text` unchanged. Subclasses may override it.
    open func sanitize(_ text: String) -> String {
        sanitizer?(text) ?? text
    }

    /// ``sanitize(_:)``'s text with a caret at `cursor` (UTF-16 units) carried over: what a
    /// text field shows when it rewrites its text while the user types.
    ///
    /// The ``sanitizer``'s own caret mapping is used; a subclass that overrides only
    /// ``sanitize(_:)`` gets the caret placed by comparing the text before and after
    /// (``SanitizedText/mapping(cursor:from:to:)``), and may override this method for an
    /// exact mapping.
    open func sanitize(_ text: String, cursor: Int) -> SanitizedText {
        let sanitized = sanitize(text)
        if let tracked = sanitizer?.sanitize(text, cursor: cursor), tracked.text == sanitized {
            return tracked
        }
        return SanitizedText.mapping(cursor: cursor, from: text, to: sanitized)
    }

    /// Replaces `text` with ``sanitize(_:)``'s result, then validates it.
    ///
    /// A text field calls this when editing ends and shows the sanitized text whether
    /// or not it passed, so nothing the user typed is lost silently:
    ///
    /// ```swift
    /// var text = field.text ?? ""
    /// defer { field.text = text }
    /// try validator.validate(sanitizing: &text)
    /// ```
    public func validate(sanitizing text: inout String) throws(ValidationError) {
        text = sanitize(text)
        try validate(text)
    }

    /// Replaces `text` with ``sanitize(_:cursor:)``'s result and moves `cursor` (UTF-16
    /// units) with it, then validates the text.
    ///
    /// ```swift
    /// var text = field.text ?? ""
    /// var caret = field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.end)
    /// defer { field.text = text /* and put the caret at `caret` */ }
    /// try validator.validate(sanitizing: &text, cursor: &caret)
    /// ```
    public func validate(sanitizing text: inout String, cursor: inout Int) throws(ValidationError) {
        let sanitized = sanitize(text, cursor: cursor)
        text = sanitized.text
        cursor = sanitized.cursor
        try validate(text)
    }
}
