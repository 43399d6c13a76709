/// What one field of a form shows — its text and its feedback — to tell when it changed.
struct FieldDisplaySnapshot: Equatable {
    /// The text the field shows.
    let text: String

    /// The feedback under it.
    let feedback: FieldFeedback
}
