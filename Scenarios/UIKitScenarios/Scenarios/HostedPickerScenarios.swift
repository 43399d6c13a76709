#if os(iOS)
    import PatternKitUIKit
    import UIKit

    /// Pickers in the app's window: UIKit asks components, rows and widths itself; a spin of a
    /// wheel is replayed with `UserGestures.spin` (UIKit sends `didSelectRow` only for a user's
    /// spin).
    enum HostedPickerScenarios {
        @MainActor
        static let all: [Scenario] = [
            Scenario(
                "picker: the app's delegate set through forwardingDelegate after the closures goes behind them; UIKit asks it for widths, the closures for rows",
                covers: "issue 18 item 2: picker delegate set after closures"
            ) { e in
                let picker = UIPickerView()
                var selected: [Int] = []
                picker
                    .numberOfComponents { _ in 1 }
                    .numberOfRowsInComponent { _, _ in 7 }
                    .titleForRow { _, row, _ in "closure \(row)" }
                    .didSelectRow { _, row, _ in selected.append(row) }
                let app = RecordingPickerSource()
                picker.forwardingDelegate = app
                e.expect(picker.delegate !== app, "the closures' proxy keeps the slot")
                e.expect(picker.forwardingDelegate === app, "the app's delegate went behind the closures")
                e.expect(
                    picker.delegate?.responds(to: #selector(UIPickerViewDelegate.pickerView(_:widthForComponent:)))
                        == true, "its width method is claimed")
                e.layOut(picker, frame: CGRect(x: 0, y: 0, width: 320, height: 216))
                e.expectEqual(picker.numberOfComponents, 1, "UIKit's components, from the closure")
                e.expectEqual(picker.numberOfRows(inComponent: 0), 7, "UIKit's rows, from the closure")
                e.expectEqual(picker.rowSize(forComponent: 0).width, 120, "UIKit's row width, from the app's delegate")
                UserGestures.spin(picker, to: 3, inComponent: 0)
                e.expectEqual(selected, [3], "the closure hears the spin")
                e.expectEqual(app.selections, ["3/0"], "and the app's delegate")
            },
            Scenario(
                "picker: the app's data source set through forwardingDataSource after the closures answers what they leave open",
                covers: "issue 18 item 2: picker delegate set after closures"
            ) { e in
                let picker = UIPickerView()
                picker.numberOfRowsInComponent { _, component in component == 0 ? 12 : nil }
                let app = RecordingPickerSource()
                picker.forwardingDataSource = app
                picker.forwardingDelegate = app
                e.expect(picker.dataSource !== app, "the closures' proxy keeps the data source slot")
                e.expect(picker.forwardingDataSource === app, "the app's data source went behind the closures")
                e.layOut(picker, frame: CGRect(x: 0, y: 0, width: 320, height: 216))
                e.expectEqual(picker.numberOfComponents, 2, "components from the app's data source")
                e.expectEqual(picker.numberOfRows(inComponent: 0), 12, "rows of column 0 from the closure")
                e.expectEqual(picker.numberOfRows(inComponent: 1), 5, "rows of column 1 from the app's data source")
            },
            Scenario(
                "picker: a data source assigned after the closures replaces the proxy, the closures are silent; the next registration puts it behind them",
                covers: "issue 18 item 2: picker delegate set after closures; no setter hook"
            ) { e in
                let picker = UIPickerView()
                picker.numberOfRowsInComponent { _, component in component == 0 ? 12 : nil }
                let app = RecordingPickerSource()
                picker.dataSource = app  // a plain assignment after the closures (not forwardingDataSource)
                picker.delegate = app
                e.expect(picker.dataSource === app, "the plain assignment replaced the closures' proxy")
                e.layOut(picker, frame: CGRect(x: 0, y: 0, width: 320, height: 216))
                e.expectEqual(
                    picker.numberOfRows(inComponent: 0), 5,
                    "rows of column 0 from the app's data source: the closure is silent")
                picker.addHandler(for: .numberOfRowsInComponent) { _, component in component == 1 ? 9 : nil }
                e.expect(picker.dataSource !== app, "the next registration takes the slot back")
                e.expect(picker.forwardingDataSource === app, "and puts the app's data source behind the closures")
                picker.reloadAllComponents()
                e.expectEqual(picker.numberOfComponents, 2, "components from the app's data source")
                e.expectEqual(picker.numberOfRows(inComponent: 0), 12, "rows of column 0 from the first closure again")
                e.expectEqual(picker.numberOfRows(inComponent: 1), 9, "rows of column 1 from the new closure")
            },
            Scenario(
                "picker with closures only: UIKit lays it out from them and leaves widths to itself",
                covers: "issue 12: picker view"
            ) { e in
                let picker = UIPickerView()
                let sizes = ["S", "M", "L"]
                var selected: [String] = []
                picker
                    .numberOfComponents { _ in 1 }
                    .numberOfRowsInComponent { _, _ in sizes.count }
                    .titleForRow { _, row, _ in sizes[row] }
                    .didSelectRow { _, row, _ in selected.append(sizes[row]) }
                e.layOut(picker, frame: CGRect(x: 0, y: 0, width: 320, height: 216))
                e.expectEqual(picker.numberOfRows(inComponent: 0), 3, "rows")
                e.expect(
                    picker.delegate?.responds(to: #selector(UIPickerViewDelegate.pickerView(_:widthForComponent:)))
                        == false, "widths are left to UIKit")
                UserGestures.spin(picker, to: 2, inComponent: 0)
                e.expectEqual(selected, ["L"], "selection")
            },
        ]
    }
#endif
