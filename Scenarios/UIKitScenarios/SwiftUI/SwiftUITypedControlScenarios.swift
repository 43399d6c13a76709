#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS) && !os(tvOS)
    import PatternKitSwiftUI
    import PatternKitUIKit
    import SwiftUI
    import UIKit

    /// Issue 26.5: a SwiftUI form's typed fields — a `Toggle`, a `DatePicker`, a `Stepper`, a
    /// `Picker` and a `TextField(value:format:)` — hosted, changed through the bindings they were
    /// given (what the controls call when the user acts), and the session's decisions checked.
    @available(iOS 15, *)
    @MainActor
    package enum SwiftUITypedControlScenarios {
        enum Field: Hashable, Sendable { case name, terms, birthDate, plan, seats, age }
        enum Plan: String, FormChoice { case free, pro, team }

        /// Midnight UTC of 26 November 2010: the last birthday old enough in these scenarios.
        static let lastBirthday = CalendarDay.storedDate(
            for: Calendar(identifier: .gregorian).date(from: DateComponents(year: 2010, month: 11, day: 26))!,
            in: Calendar(identifier: .gregorian))

        static func makeForm() -> FormSession<Field> {
            FormSession(
                FormValidator<Field>()
                    .field(.name, RequiredValidator.required)
                    .field(.terms, as: Bool.self, .mustBeOn)
                    .field(.birthDate, as: Date.self, .atMost(lastBirthday))
                    .field(.plan, as: Plan.self)
                    .field(.seats, as: Int.self, .range(1...3))
                    .field(.age, as: Int.self, .range(16...130)))
        }

        /// The form an app writes, with the bindings of the DocC article.
        struct TypedFormView: View {
            @ObservedObject var form: FormSession<Field>

            var body: some View {
                Form {
                    FormRow(.name, in: form) { TextField("Name", text: form.binding(for: .name)) }
                    FormRow(.terms, in: form) { Toggle("I accept the terms", isOn: form.binding(for: .terms)) }
                    FormRow(.birthDate, in: form) {
                        DatePicker(
                            "Birth date", selection: form.binding(for: .birthDate, default: lastBirthday),
                            displayedComponents: .date)
                    }
                    FormRow(.plan, in: form) {
                        Picker("Plan", selection: form.binding(for: .plan, default: Plan.free)) {
                            ForEach(Plan.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                        }
                    }
                    FormRow(.seats, in: form) {
                        Stepper(
                            "Seats: \(form.value(of: .seats).text)", value: form.binding(for: .seats, default: 1),
                            in: 0...10)
                    }
                    FormRow(.age, in: form) {
                        TextField("Age", value: form.binding(for: .age, default: Int?.none), format: .number)
                    }
                }
            }
        }

        /// Every scenario, for the scenario runner.
        package static var all: [Scenario] {
            [
                Scenario(
                    "SwiftUI: a Toggle's binding is the user's change; 'must be on' shows in its row at once",
                    covers: "issue 26.5: Toggle"
                ) { toggleShowsAtOnce(&$0) },
                Scenario(
                    "SwiftUI: a DatePicker's day is stored as midnight UTC and shown back as that day",
                    covers: "issue 26.5: DatePicker"
                ) { datePickerStoresTheDay(&$0) },
                Scenario(
                    "SwiftUI: Stepper, Picker and TextField(value:format:) bindings hold typed values",
                    covers: "issue 26.5: Stepper, Picker, TextField(value:format:)"
                ) { numbersAndChoices(&$0) },
                Scenario(
                    "SwiftUI: a Picker, a Stepper and a DatePicker drawn untouched hold what they show",
                    covers: "issue 40.2"
                ) { untouchedControlsHoldTheirValue(&$0) },
                Scenario(
                    "SwiftUI: Return in the last text field submits, though a Toggle and pickers follow",
                    covers: "issue 40.1"
                ) { returnSubmitsPastControls(&$0) },
            ]
        }

        static func toggleShowsAtOnce(_ e: inout Expectations) {
            let form = makeForm()
            let host = SwiftUIScenarioHost(TypedFormView(form: form))
            defer { host.tearDown() }
            let text: Binding<String> = form.binding(for: .name)
            let isOn: Binding<Bool> = form.binding(for: .terms)
            e.expect(!isOn.wrappedValue, "a switch without a value is off")
            isOn.wrappedValue = true
            e.expectEqual(form.value(of: .terms), .bool(true), "turning it on reaches the session")
            isOn.wrappedValue = false
            e.expectEqual(form.feedback(for: .terms).error?.code, .mustBeOn, "turning it off says it must be on")
            e.expectEqual(form.feedback(for: .name), .none, "the text field, untouched, stays silent")
            text.wrappedValue = "Ada"
            e.expectEqual(form.values[.name], "Ada", "the text binding still wins where the type is not given")
        }

        static func datePickerStoresTheDay(_ e: inout Expectations) {
            let form = makeForm()
            let host = SwiftUIScenarioHost(TypedFormView(form: form))
            defer { host.tearDown() }
            var tokyo = Calendar(identifier: .gregorian)
            tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            let day = form.binding(for: .birthDate, default: lastBirthday, calendar: tokyo)
            // 05:00 on 27 November 2010 in Tokyo is still the 26th in UTC: the user picked the 27th.
            day.wrappedValue = tokyo.date(from: DateComponents(year: 2010, month: 11, day: 27, hour: 5))!
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            e.expectEqual(
                form.value(of: .birthDate), .date(utc.date(from: DateComponents(year: 2010, month: 11, day: 27))!),
                "the day picked in Tokyo, as midnight UTC")
            e.expectEqual(form.feedback(for: .birthDate).error?.code, .dateTooLate, "a day too young, shown at once")
            let shown = tokyo.dateComponents([.year, .month, .day], from: day.wrappedValue)
            e.expectEqual([shown.year, shown.month, shown.day], [2010, 11, 27], "the picker shows the day picked")
        }

        /// 40.2: SwiftUI draws the form — reading each control's binding — and nobody touches
        /// the picker, the stepper or the date picker: the form holds what they show, and is no
        /// changed form.
        static func untouchedControlsHoldTheirValue(_ e: inout Expectations) {
            let form = makeForm()
            let host = SwiftUIScenarioHost(TypedFormView(form: form))
            defer { host.tearDown() }
            e.expect(host.settle { !host.textFields.isEmpty }, "the form is drawn")
            e.expectEqual(form.value(of: .plan), .text("free"), "the picker shows free: the form holds free")
            e.expectEqual(form.value(of: .seats), .integer(1), "the stepper shows 1: the form holds 1")
            e.expectEqual(form.value(of: .birthDate), .date(lastBirthday), "the date picker's day is held")
            e.expect(!form.hasChanges, "what the form started with is no change")
            form.validate()
            e.expect(form.result[.plan].isValid && form.result[.birthDate].isValid, "nothing shown is 'required'")
        }

        /// 40.1: the name is the only text field; `.onSubmit` calls `focusNextField()`, which has
        /// no field left that takes focus — the Toggle, pickers and stepper after it cannot.
        static func returnSubmitsPastControls(_ e: inout Expectations) {
            let form = makeForm()
            let host = SwiftUIScenarioHost(TypedFormView(form: form))
            defer { host.tearDown() }
            guard let name = host.textFields.first else { return e.expect(false, "the name is hosted") }
            name.becomeFirstResponder()
            host.settle { name.isFirstResponder }
            host.type("Ada", into: name)
            e.expectEqual(form.focusedField, .name, "typing proved the name has focus")
            // What Return does: `.onSubmit { if !form.focusNextField() { submit() } }`.
            e.expect(!form.focusNextField(), "nothing after the name takes focus: Return submits")
            e.expectEqual(form.focusedField, .name, "focus stays for the submit to move")
        }

        static func numbersAndChoices(_ e: inout Expectations) {
            let form = makeForm()
            let host = SwiftUIScenarioHost(TypedFormView(form: form))
            defer { host.tearDown() }
            let seats = form.binding(for: .seats, default: 1)
            e.expectEqual(seats.wrappedValue, 1, "the default while the field holds no value")
            seats.wrappedValue = 4
            e.expectEqual(form.value(of: .seats), .integer(4), "the stepper's Int")
            e.expectEqual(form.feedback(for: .seats).error?.code, .aboveMaximum, "too many seats, shown at once")
            let plan = form.binding(for: .plan, default: Plan.free)
            plan.wrappedValue = .team
            e.expectEqual(form.values.value(of: .plan, as: Plan.self), .team, "the picked case")
            let age = form.binding(for: .age, default: Int?.none)
            age.wrappedValue = 12
            e.expectEqual(form.feedback(for: .age).error?.code, .belowMinimum, "12 is too young")
            age.wrappedValue = nil
            e.expectEqual(form.feedback(for: .age).error?.code, .required, "an emptied number field is required")
            e.expect(host.settle { !host.textFields.isEmpty }, "the text fields are hosted")
        }
    }
#endif
