#if canImport(UIKit) && !os(watchOS)
    public import PatternKitHandlers
    public import UIKit

    // A picker's data source and delegate (`UIPickerViewDataSource`, `UIPickerViewDelegate`), keys of
    // pickers only: questions whose closures return a value, or `nil` to let the next closure or the
    // app's own data source answer (see `DelegateHandlers`).

    extension DelegateMethod where Owner: UIPickerView, Input == Void, Output == Int? {
        /// How many columns (`numberOfComponents(in:)`).
        public static var numberOfComponents: Self { Self("numberOfComponents") }
    }

    extension DelegateMethod where Owner: UIPickerView, Input == Int, Output == Int? {
        /// How many rows in a column; the input is the column (`pickerView(_:numberOfRowsInComponent:)`).
        public static var numberOfRowsInComponent: Self { Self("numberOfRowsInComponent") }
    }

    extension DelegateMethod where Owner: UIPickerView, Input == (row: Int, component: Int), Output == String? {
        /// A row's title (`pickerView(_:titleForRow:forComponent:)`).
        public static var titleForRow: Self { Self("titleForRow") }
    }

    extension DelegateMethod where Owner: UIPickerView, Input == (row: Int, component: Int), Output == Void {
        /// The user settled on a row (`pickerView(_:didSelectRow:inComponent:)`).
        public static var didSelectRow: Self { Self("didSelectRow") }
    }
#endif
