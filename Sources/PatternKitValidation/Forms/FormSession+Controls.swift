package import Foundation

/// What the bindings of a form's controls read and write: a control that must show a value (a
/// date picker, a stepper, a picker) shows only what the form holds, and a date is a calendar day
/// whatever the device's time zone.
extension FormSession {
    /// The value a control bound to `field` shows: the field's value, its dates as the days
    /// `calendar` shows them (`CalendarDay`). When the field holds none, the control's
    /// `defaultValue` — a value as the form holds it, a date as a stored day — becomes the
    /// field's value first (``holdDefault(_:for:)``), provided it is of the field's `kind`: what
    /// the control shows is what is validated and sent.
    package func controlValue(
        of field: Field, default defaultValue: FormValue, kind: FormValueKind, calendar: Calendar
    ) -> FormValue {
        if form.kind(of: field) == kind { holdDefault(defaultValue, for: field) }
        return value(of: field).showingCalendarDays(in: calendar)
    }

    /// The user set the control bound to `field` to `value` (a date as the moment the picker
    /// hands over, stored as its day in `calendar`): a complete change (``commit(_:to:)``).
    package func controlDidChange(_ field: Field, to value: FormValue, calendar: Calendar) {
        commit(field, to: value.storingCalendarDays(in: calendar))
    }

    /// A text binding was made for `field`: a text field shows it, so it takes focus unless the
    /// app said otherwise (``setTakesFocus(_:for:)``).
    package func bindsText(_ field: Field) {
        if focusTaking[field] == nil { focusTaking[field] = true }
    }
}
