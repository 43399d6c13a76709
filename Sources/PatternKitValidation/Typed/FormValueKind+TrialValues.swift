import Foundation

extension FormValueKind {
    /// Values of this kind that an app's type must be able to hold, chosen where a narrower
    /// type fails: both ends of `Int`, a fraction, each choice, an empty and a one-item list.
    /// `TypedForm` decodes its output from them once, when it is built.
    var trialValues: [FormValue] {
        switch shape {
        case .text: [.text("")]
        case .integer: [.integer(.max), .integer(.min)]
        case .number: [.number(-1.5)]
        case .decimal: [.decimal(Decimal(sign: .minus, exponent: -1, significand: 15))]
        case .bool: [.bool(true)]
        case .date: [.date(Date(timeIntervalSince1970: 0))]
        case .choice: choices.isEmpty ? [.text("")] : choices.map(FormValue.text)
        case .list: [.list([])] + (element?.trialValues ?? []).map { .list([$0]) }
        }
    }
}
