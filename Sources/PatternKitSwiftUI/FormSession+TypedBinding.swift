#if canImport(SwiftUI) && !os(watchOS)
    public import Foundation
    public import PatternKitValidation
    public import SwiftUI

    extension FormSession {
        /// The typed `field` as a binding for a `Toggle`, a `DatePicker`, a `Stepper`, a `Picker`
        /// or a `TextField(value:format:)`: the getter reads `FormSession/value(of:)` as
        /// `Value`, the setter hands the user's change to `FormSession/commit(_:to:)`.
        ///
        /// **The control shows what the form holds.** A picker, a stepper and a date picker must
        /// show a value; while the field holds none, `defaultValue` becomes its value, as if the
        /// form had started with it — validated, sent, and no change (`FormSession/hasChanges`
        /// stays `false`) — so a picker left on "free" holds "free" rather than failing
        /// "required" with nothing on screen saying why. Give a date as a stored day
        /// (`CalendarDay.storedDate(for:)`), as the form holds it.
        ///
        /// ```swift
        /// enum Plan: String, FormChoice { case free, pro, team }
        ///
        /// Stepper("Seats: \(form.value(of: .seats).text)", value: form.binding(for: .seats, default: 1), in: 1...10)
        ///     .validated(.seats, in: form)
        /// Picker("Plan", selection: form.binding(for: .plan, default: Plan.free)) {
        ///     ForEach(Plan.allCases, id: \.self) { Text($0.rawValue).tag($0) }
        /// }
        /// DatePicker(
        ///     "Birth date", selection: form.binding(for: .birthDate, default: CalendarDay.storedDate(for: .now)),
        ///     displayedComponents: .date)
        ///     .validated(.birthDate, in: form)
        /// TextField("Age", value: form.binding(for: .age, default: Int?.none), format: .number)
        ///     .validated(.age, in: form)
        /// ```
        ///
        /// **Dates are calendar days.** A date the user picks is stored as midnight UTC of the
        /// day they picked in `calendar` (its time zone: the device's by default, as a
        /// `DatePicker` uses unless its environment says otherwise), and a stored day is shown
        /// as that same day (`CalendarDay`): so "at least 16 years old"
        /// (`.field(.birthDate, as: Date.self, .atMost(sixteenYearsAgo))`) answers on the device
        /// as on the server, whatever the user's time zone. Pass the picker's calendar when its
        /// environment sets another `\.calendar` or `\.timeZone`.
        ///
        /// **When the message shows.** A switch, a picker, a date picker and a stepper have no
        /// editing phase, so every change is complete: the field shows its state at once
        /// (under the default `FeedbackTiming/afterEditing`). SwiftUI sets a
        /// `TextField(value:format:)`'s binding when the user submits or leaves the field,
        /// which is the end of its editing too. Show the message with
        /// ``SwiftUI/View/validated(_:in:)``, as for a text field.
        ///
        /// Use `Value?` with `nil` for a field that may hold no value (a `TextField` left
        /// empty); a `Value` the field's declared type is not (`Double` for an `Int` field)
        /// reads as `defaultValue` and, set, fails the field's type check. Text fields bind
        /// with `FormSession/binding(for:)` (`Binding<String>`), which formats and
        /// filters keystrokes.
        ///
        /// - Parameters:
        ///   - field: A field declared `as:` `Value`'s type.
        ///   - defaultValue: The value the field takes while it holds none (a date as a stored
        ///     day); what the control shows when the field holds a value of another type.
        ///   - calendar: The calendar (its time zone) in which a date's day is read and shown.
        public func binding<Value: FormFieldValue>(
            for field: Field, default defaultValue: Value, calendar: Calendar = .current
        ) -> Binding<Value> {
            Binding(
                get: {
                    let shown = self.controlValue(
                        of: field, default: defaultValue.formValue, kind: Value.formValueKind, calendar: calendar)
                    return Value(formValue: shown) ?? defaultValue
                },
                set: { new in self.controlDidChange(field, to: new.formValue, calendar: calendar) }
            )
        }

        /// The `Bool` field `field` as a binding for a `Toggle`: off while the field holds no
        /// value; each flip goes to `FormSession/commit(_:to:)`, so "must be on" shows as
        /// soon as the switch is turned off.
        ///
        /// ```swift
        /// Toggle("I accept the terms", isOn: form.binding(for: .terms))
        ///     .validated(.terms, in: form)
        /// ```
        ///
        /// Where the type is not given by the control (`let binding = form.binding(for: .name)`),
        /// the text binding wins.
        @_disfavoredOverload
        public func binding(for field: Field) -> Binding<Bool> {
            binding(for: field, default: false)
        }
    }
#endif
