#if os(iOS)
    import Foundation
    import PatternKitUIKit
    import UIKit

    /// Issue 26.5: a form's typed fields bound to UIKit's own controls, changed as UIKit changes
    /// them — the property set, then `.valueChanged` sent through `sendActions(for:)` — and code
    /// setting values that the controls then show.
    enum TypedControlScenarios {
        enum Field: Hashable, Sendable { case terms, birthDate, plan, seats, age, start }
        enum Plan: String, FormChoice { case free, pro, team }

        /// Midnight UTC of `year-month-day`.
        static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
            CalendarDay.storedDate(
                for: Calendar(identifier: .gregorian).date(from: DateComponents(year: year, month: month, day: day))!,
                in: Calendar(identifier: .gregorian))
        }

        static let form = FormValidator<Field>()
            .field(.terms, as: Bool.self, .mustBeOn)
            .field(.birthDate, as: Date.self, .atMost(day(2010, 11, 26)))
            .field(.plan, as: Plan.self)
            .field(.seats, as: Int.self, .range(1...3))
            .field(.age, as: Int.self, .range(16...130))
            .field(.start, as: Date?.self, .atLeast(day(2025, 1, 1)))

        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "a bound switch: flipping it is the user's change, 'must be on' shows at once, code sets it",
                covers: "issue 26.5: UISwitch"
            ) { e in
                let toggle = e.layOut(UISwitch(), frame: CGRect(x: 0, y: 0, width: 51, height: 31))
                let label = UILabel()
                let binding = FormBinding(form, fields: [:]).bind(toggle, to: .terms, presenter: .errorLabel(label))
                e.expectEqual(binding.session.value(of: .terms), .bool(false), "the session starts from the switch")
                e.expect(!binding.session.isShowingFeedback(for: .terms), "and shows nothing yet")
                toggle.isOn = true
                toggle.sendActions(for: .valueChanged)
                e.expectEqual(binding.session.value(of: .terms), .bool(true), "turning it on reaches the session")
                e.expectEqual(binding.session.feedback(for: .terms), .valid, "and shows at once")
                toggle.isOn = false
                toggle.sendActions(for: .valueChanged)
                e.expectEqual(
                    binding.session.feedback(for: .terms).error?.code, .mustBeOn, "turning it off says it must be on")
                e.expect(
                    label.text?.isEmpty == false && !label.isHidden, "in the presenter's label: \(label.text ?? "nil")")
                binding.session.set(.terms, to: .bool(true))
                e.expect(toggle.isOn, "a value set by code turns the switch on")
                binding.unbind()
            },
            Scenario(
                "a bound date picker stores the day the user picked, in the picker's time zone, as midnight UTC",
                covers: "issue 26.5: UIDatePicker"
            ) { e in
                let picker = e.layOut(UIDatePicker(), frame: CGRect(x: 0, y: 0, width: 320, height: 216))
                picker.datePickerMode = .date
                let tokyo = TimeZone(identifier: "Asia/Tokyo")!
                picker.timeZone = tokyo
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = tokyo
                let binding = FormBinding(form, fields: [:]).bind(picker, to: .birthDate)
                // 05:00 on 27 November 2010 in Tokyo is still the 26th in UTC.
                picker.date = calendar.date(from: DateComponents(year: 2010, month: 11, day: 27, hour: 5))!
                picker.sendActions(for: .valueChanged)
                e.expectEqual(
                    binding.session.value(of: .birthDate), .date(day(2010, 11, 27)), "the day picked in Tokyo")
                e.expectEqual(
                    binding.session.feedback(for: .birthDate).error?.code, .dateTooLate,
                    "one day short of sixteen years, shown at once")
                picker.date = calendar.date(from: DateComponents(year: 2010, month: 11, day: 26, hour: 23))!
                picker.sendActions(for: .valueChanged)
                e.expectEqual(binding.session.feedback(for: .birthDate), .valid, "the 26th is old enough")
                binding.session.set(.birthDate, to: .date(day(2001, 2, 3)))
                let shown = calendar.dateComponents([.year, .month, .day], from: picker.date)
                e.expectEqual(
                    [shown.year, shown.month, shown.day], [2001, 2, 3], "a day set by code shows as that day")
                binding.unbind()
            },
            Scenario(
                "a bound segmented control: segment i is the choice's case i; code selects the segment",
                covers: "issue 26.5: UISegmentedControl"
            ) { e in
                let control = e.layOut(
                    UISegmentedControl(items: Plan.allCases.map(\.rawValue)),
                    frame: CGRect(x: 0, y: 0, width: 240, height: 32))
                let binding = FormBinding(form, fields: [:]).bind(control, to: .plan)
                e.expectEqual(binding.session.value(of: .plan), .null, "no segment selected is no value")
                e.expect(!binding.session.result.errors(for: .plan).isEmpty, "and the plan is required")
                control.selectedSegmentIndex = 1
                control.sendActions(for: .valueChanged)
                e.expectEqual(binding.values.value(of: .plan, as: Plan.self), .pro, "segment 1 is .pro")
                e.expectEqual(binding.session.feedback(for: .plan), .valid, "shown at once")
                binding.session.set(.plan, to: .text(Plan.team.rawValue))
                e.expectEqual(control.selectedSegmentIndex, 2, "code's choice selects its segment")
                binding.unbind()
            },
            Scenario(
                "a bound stepper holds a whole number for an Int field; past the range it says so at once",
                covers: "issue 26.5: UIStepper"
            ) { e in
                let stepper = e.layOut(UIStepper(), frame: CGRect(x: 0, y: 0, width: 94, height: 32))
                stepper.minimumValue = 0
                stepper.maximumValue = 10
                stepper.value = 1
                let binding = FormBinding(form, fields: [:]).bind(stepper, to: .seats)
                e.expectEqual(binding.session.value(of: .seats), .integer(1), "the session starts from the stepper")
                stepper.value = 4
                stepper.sendActions(for: .valueChanged)
                e.expectEqual(binding.values.value(of: .seats, as: Int.self), 4, "the stepper's value, as an Int")
                e.expectEqual(binding.session.feedback(for: .seats).error?.code, .aboveMaximum, "4 seats is too many")
                binding.session.set(.seats, to: .integer(2))
                e.expectEqual(stepper.value, 2, "a number set by code moves the stepper")
                binding.unbind()
            },
            Scenario(
                "a text field with a number formatter: typed text is the number, shown once editing ends",
                covers: "issue 26.5: UITextField with a NumberFormatter"
            ) { e in
                let field = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                let number = NumberFormatter()
                number.locale = Locale(identifier: "en_US")
                number.numberStyle = .decimal
                let binding = FormBinding(form, fields: [:]).bind(field, to: .age, formatter: number)
                field.becomeFirstResponder()
                field.insertText("1")  // the keyboard's path: UIKit sends .editingChanged
                e.expectEqual(binding.session.value(of: .age), .integer(1), "each keystroke reaches the session")
                e.expectEqual(binding.session.feedback(for: .age), .none, "nothing shows while typing")
                field.insertText("2a")
                e.expectEqual(binding.session.value(of: .age), .text("12a"), "text that is not a number stays text")
                field.resignFirstResponder()
                e.expectEqual(
                    binding.session.feedback(for: .age).error?.code.rawValue, 1120,
                    "and says it must be a whole number when editing ends")
                binding.session.set(.age, to: .integer(1_234))
                e.expectEqual(field.text, "1,234", "a number set by code is written by the formatter")
                binding.unbind()
            },
            Scenario(
                "a text field with a date formatter holds the day it names; blank is no value",
                covers: "issue 26.5: UITextField with a DateFormatter"
            ) { e in
                let field = e.layOut(UITextField(), frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = TimeZone(identifier: "America/Los_Angeles")
                formatter.dateFormat = "yyyy-MM-dd"
                let binding = FormBinding(form, fields: [:]).bind(field, to: .start, formatter: formatter)
                e.expectEqual(binding.session.value(of: .start), .null, "an empty field is no value")
                e.expect(binding.session.result.errors(for: .start).isEmpty, "which an optional date allows")
                field.becomeFirstResponder()
                field.insertText("2025-03-01")
                field.resignFirstResponder()
                e.expectEqual(binding.session.value(of: .start), .date(day(2025, 3, 1)), "the day the text names")
                e.expectEqual(binding.session.feedback(for: .start), .valid, "on or after 1 January 2025")
                binding.session.set(.start, to: .date(day(2024, 12, 31)))
                e.expectEqual(field.text, "2024-12-31", "a day set by code is written as that day")
                binding.unbind()
            },
            Scenario(
                async: "validateIncludingChecks tells the first invalid typed control's presenter, as for a text field",
                covers: "issue 26.5: presenters"
            ) { e in
                let toggle = e.layOut(UISwitch(), frame: CGRect(x: 0, y: 0, width: 51, height: 31))
                final class Recorder: ValidationPresenter {
                    var shown: [FieldFeedback] = []
                    var failed: [ValidationError] = []
                    override func show(_ feedback: FieldFeedback, forControl control: UIControl) {
                        shown.append(feedback)
                    }
                    override func validationDidFail(_ error: ValidationError, forControl control: UIControl) {
                        failed.append(error)
                    }
                }
                let recorder = Recorder()
                let rules = FormValidator<Field>().field(.terms, as: Bool.self, .mustBeOn)
                let binding = FormBinding(rules, fields: [:]).bind(toggle, to: .terms, presenter: recorder)
                let result = await binding.validateIncludingChecks()
                e.expect(!result.isValid, "the switch is off")
                e.expectEqual(recorder.failed.map(\.code), [.mustBeOn], "its presenter is told validation failed")
                e.expectEqual(recorder.shown.last?.error?.code, .mustBeOn, "and shows the failure")
                binding.unbind()
            },
        ]
    }
#endif
