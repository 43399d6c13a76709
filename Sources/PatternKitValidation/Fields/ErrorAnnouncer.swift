import PatternKitValidationCore

/// What VoiceOver last heard about one field, so that it hears one announcement per change of
/// meaning: a field's first error, then an error of another code — never the same error again
/// because its count changed ("at least 8 characters, 3 typed", then 4) or a keystroke was
/// refused once more. Once the field shows no error (valid, checking, nothing), the next error
/// is news again. A form keeps one per field; a field on its own (`BindingField`) one.
package struct ErrorAnnouncer: Sendable, Equatable {
    /// The code of the error last heard, while the field kept showing an error.
    private var heardCode: ValidationError.Code?

    /// An announcer that has heard nothing.
    package init() {}

    /// Whether `error`, the field's shown error (`nil` when it shows none), is news.
    package func isNew(_ error: ValidationError?) -> Bool {
        guard let error else { return false }
        return error.code != heardCode
    }

    /// VoiceOver heard `error`, or the field now shows no error (`nil`).
    package mutating func hear(_ error: ValidationError?) {
        heardCode = error?.code
    }
}
