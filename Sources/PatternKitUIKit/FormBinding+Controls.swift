#if canImport(UIKit) && !os(watchOS)
    public import Foundation
    import PatternKitHandlersUIKit
    import PatternKitValidation
    public import PatternKitValidationUIKit
    public import UIKit

    /// Typed controls: a switch, a date picker, a segmented control, a stepper, and a text field
    /// holding a number or a date. Each `bind` watches the control's `.valueChanged` (or its
    /// text's changes) and hands the user's change to ``FormBinding/session``; the field's
    /// state goes to `presenter` (``ValidationPresenter/show(_:forControl:)``); a value set by
    /// code (`FormSession.set(_:to:)`, `FormSession.reset(to:)`) sets the
    /// control. A binding starts from the value the control holds, as it does for text fields.
    ///
    /// ```swift
    /// enum Plan: String, FormChoice { case free, pro, team }
    ///
    /// let form = FormValidator<SignUpField>()
    ///     .field(.terms, as: Bool.self, .mustBeOn)
    ///     .field(.birthDate, as: Date.self, .atMost(sixteenYearsAgo))
    ///     .field(.plan, as: Plan.self)
    ///     .field(.seats, as: Int.self, .range(1...10))
    ///
    /// let binding = FormBinding(form, fields: [.email: emailField])
    ///     .bind(termsSwitch, to: .terms, presenter: .errorLabel(termsError))
    ///     .bind(birthDatePicker, to: .birthDate, presenter: .errorLabel(birthDateError))
    ///     .bind(planControl, to: .plan)        // segment i is Plan.allCases[i]
    ///     .bind(seatsStepper, to: .seats)
    /// ```
    ///
    /// A switch, a picker, a segmented control and a stepper have no editing phase: each
    /// change is complete, so the field shows its state at once (``FormSession/commit(_:to:)``).
    /// A formatted text field is typed into like any text field, and shows its state once
    /// editing it ended.
    ///
    /// These live in the `PatternKitUIKit` umbrella, beside `apply(_:)`: an app that depends
    /// only on the small `PatternKitValidationUIKit` product (a validated text field, a form of
    /// text fields) neither compiles nor links them.
    extension FormBinding {
        #if !os(tvOS)
            /// Binds `toggle` to the `Bool` field `field`: on is `true`.
            ///
            /// - Parameters:
            ///   - toggle: The switch (held weakly).
            ///   - field: A field of the form declared `as: Bool.self`.
            ///   - presenter: How the field shows its state (an error label under the switch).
            /// - Returns: This binding, to chain the next `bind`.
            @discardableResult
            public func bind(_ toggle: UISwitch, to field: Field, presenter: ValidationPresenter? = nil) -> Self {
                session.set(field, to: .bool(toggle.isOn))
                attach(toggle, to: field, presenter: presenter) { [weak toggle, weak session] in
                    guard let toggle, let session else { return }
                    let isOn = Bool(formValue: session.value(of: field)) ?? false
                    if toggle.isOn != isOn { toggle.setOn(isOn, animated: false) }
                }
                tokens.append(
                    toggle.addHandler(for: .valueChanged) { [weak self] toggle in
                        self?.session.commit(field, to: .bool(toggle.isOn))
                    })
                return self
            }

            /// Binds `picker` to the `Date` field `field` as a **calendar day**: the field holds
            /// midnight UTC of the day the user picked, in the picker's calendar and time zone
            /// (``CalendarDay``), so a rule such as "at least 16 years old" answers as the server
            /// does; a day set by code shows as that day.
            ///
            /// - Parameters:
            ///   - picker: The date picker (held weakly), in `.date` mode.
            ///   - field: A field of the form declared `as: Date.self`.
            ///   - presenter: How the field shows its state.
            /// - Returns: This binding, to chain the next `bind`.
            @discardableResult
            public func bind(_ picker: UIDatePicker, to field: Field, presenter: ValidationPresenter? = nil) -> Self {
                session.set(field, to: .date(CalendarDay.storedDate(for: picker.date, in: Self.calendar(of: picker))))
                attach(picker, to: field, presenter: presenter) { [weak picker, weak session] in
                    guard let picker, let session, case .date(let day) = session.value(of: field) else { return }
                    let calendar = Self.calendar(of: picker)
                    if CalendarDay.storedDate(for: picker.date, in: calendar) != day {
                        picker.setDate(CalendarDay.pickerDate(for: day, in: calendar), animated: false)
                    }
                }
                tokens.append(
                    picker.addHandler(for: .valueChanged) { [weak self] picker in
                        let day = CalendarDay.storedDate(for: picker.date, in: Self.calendar(of: picker))
                        self?.session.commit(field, to: .date(day))
                    })
                return self
            }
        #endif

        /// Binds `control` to the choice field `field` (declared `as:` a ``FormChoice``):
        /// segment `i` is the choice's case `i`, in `allCases` order; no segment selected is no
        /// value (`required`, unless the field is optional).
        ///
        /// - Parameters:
        ///   - control: The segmented control (held weakly), one segment per case.
        ///   - field: A field of the form declared `as:` a ``FormChoice`` type.
        ///   - presenter: How the field shows its state.
        /// - Returns: This binding, to chain the next `bind`.
        @discardableResult
        public func bind(
            _ control: UISegmentedControl, to field: Field, presenter: ValidationPresenter? = nil
        ) -> Self {
            let kind = session.form.kind(of: field)
            session.set(field, to: FormValue(choiceAt: control.selectedSegmentIndex, of: kind))
            attach(control, to: field, presenter: presenter) { [weak control, weak session] in
                guard let control, let session else { return }
                let index = session.value(of: field).choiceIndex(in: kind) ?? UISegmentedControl.noSegment
                if control.selectedSegmentIndex != index { control.selectedSegmentIndex = index }
            }
            tokens.append(
                control.addHandler(for: .valueChanged) { [weak self] control in
                    self?.session.commit(field, to: FormValue(choiceAt: control.selectedSegmentIndex, of: kind))
                })
            return self
        }

        #if !os(tvOS)
            /// Binds `stepper` to the number field `field`: its value is a whole number for a field
            /// declared `as: Int.self`, a `Double` or a `Decimal` for those types.
            ///
            /// - Parameters:
            ///   - stepper: The stepper (held weakly), its range and step set by the app.
            ///   - field: A field of the form declared `as: Int.self`, `Double.self` or `Decimal.self`.
            ///   - presenter: How the field shows its state.
            /// - Returns: This binding, to chain the next `bind`.
            @discardableResult
            public func bind(_ stepper: UIStepper, to field: Field, presenter: ValidationPresenter? = nil) -> Self {
                let kind = session.form.kind(of: field)
                session.set(field, to: FormValue(number: stepper.value, as: kind))
                attach(stepper, to: field, presenter: presenter) { [weak stepper, weak session] in
                    guard let stepper, let session, let value = session.value(of: field).doubleValue else { return }
                    if stepper.value != value { stepper.value = value }
                }
                tokens.append(
                    stepper.addHandler(for: .valueChanged) { [weak self] stepper in
                        self?.session.commit(field, to: FormValue(number: stepper.value, as: kind))
                    })
                return self
            }
        #endif

        /// Binds `textField` to the number field `field`, its text read and written by
        /// `formatter`: "1,234" is 1234 in an `Int` field; blank text is no value; text that is
        /// not a number keeps the field invalid with its kind's "must be a number". Typed like
        /// any text field: the field shows its state once editing ended, and its text is then
        /// written as `formatter` writes the number.
        ///
        /// ```swift
        /// let number = NumberFormatter()
        /// number.numberStyle = .decimal
        /// binding.bind(ageField, to: .age, formatter: number, presenter: .errorLabel(ageError))
        /// ```
        ///
        /// - Parameters:
        ///   - textField: The text field (held weakly).
        ///   - field: A field of the form declared `as: Int.self`, `Double.self` or `Decimal.self`
        ///     (or optional).
        ///   - formatter: How the number is written and read.
        ///   - presenter: How the field shows its state; a ``CustomTextField``'s own presenter
        ///     when `nil`.
        /// - Returns: This binding, to chain the next `bind`.
        @discardableResult
        public func bind(
            _ textField: UITextField, to field: Field, formatter: NumberFormatter,
            presenter: ValidationPresenter? = nil
        ) -> Self {
            let kind = session.form.kind(of: field)
            return bind(
                textField, to: field, presenter: presenter,
                read: { FormValue(reading: $0, as: kind, with: formatter) },
                write: { $0.text(with: formatter) })
        }

        /// Binds `textField` to the date field `field`, its text read and written by
        /// `formatter` as a **calendar day** in the formatter's time zone (``CalendarDay``):
        /// text the formatter cannot read keeps the field invalid ("not a date"); blank text is
        /// no value.
        ///
        /// ```swift
        /// let day = DateFormatter()
        /// day.dateStyle = .medium
        /// binding.bind(birthDateField, to: .birthDate, formatter: day)
        /// ```
        ///
        /// - Parameters:
        ///   - textField: The text field (held weakly).
        ///   - field: A field of the form declared `as: Date.self` (or `Date?.self`).
        ///   - formatter: How the day is written and read.
        ///   - presenter: How the field shows its state; a ``CustomTextField``'s own presenter
        ///     when `nil`.
        /// - Returns: This binding, to chain the next `bind`.
        @discardableResult
        public func bind(
            _ textField: UITextField, to field: Field, formatter: DateFormatter,
            presenter: ValidationPresenter? = nil
        ) -> Self {
            bind(
                textField, to: field, presenter: presenter,
                read: { FormValue(reading: $0, with: formatter) },
                write: { $0.text(with: formatter) })
        }

        // MARK: Wiring

        private func bind(
            _ textField: UITextField, to field: Field, presenter: ValidationPresenter?,
            read: @escaping @MainActor (String) -> FormValue, write: @escaping @MainActor (FormValue) -> String
        ) -> Self {
            session.set(field, to: read(textField.text ?? ""))
            attach(textField, to: field, presenter: presenter) { [weak textField, weak session] in
                // Only a value the text does not already mean was set by code: typing is left alone.
                guard let textField, let session else { return }
                let value = session.value(of: field)
                if read(textField.text ?? "") != value { textField.text = write(value) }
            }
            tokens.append(
                textField.addHandler(for: .editingChanged) { [weak self] textField in
                    self?.session.update(field, to: read(textField.text ?? ""))
                })
            tokens.append(
                textField.addHandler(for: .editingDidEnd) { [weak self] textField in
                    guard let self else { return }
                    let value = read(textField.text ?? "")
                    if session.value(of: field) != value { session.update(field, to: value) }
                    switch value {
                    case .text: break  // not a number or a date: left as typed, for the user to fix
                    default: textField.text = write(value)
                    }
                    session.editingDidEnd(field)
                })
            return self
        }

        /// Records `control` as the one showing `field`; the first one makes every bound
        /// control follow the values code sets.
        private func attach(
            _ control: UIControl, to field: Field, presenter: ValidationPresenter?,
            follow: @escaping @MainActor () -> Void
        ) {
            if controls.isEmpty {
                session.onChange = { [weak self] in
                    guard let self else { return }
                    for bound in controls.values { bound.follow() }
                }
            }
            controls[field] = BoundControl(control: control, presenter: presenter, follow: follow)
        }

        /// The calendar whose days `picker` shows: its own, in its time zone when it has one.
        private static func calendar(of picker: UIDatePicker) -> Calendar {
            var calendar = picker.calendar ?? .current
            if let timeZone = picker.timeZone { calendar.timeZone = timeZone }
            return calendar
        }
    }
#endif
