// A picker's data source and delegate (`UIPickerViewDataSource`, `UIPickerViewDelegate`):
// questions whose closures return a value, or `nil` to let the next closure or the app's
// own data source answer (see `DelegateHandlers/answer(_:_:forwarding:)`).

extension DelegateMethod where Input == Void, Output == Int? {
    /// How many columns (`numberOfComponents(in:)`).
    public static var numberOfComponents: Self { Self("numberOfComponents") }
}

extension DelegateMethod where Input == Int, Output == Int? {
    /// How many rows in a column; the input is the column (`pickerView(_:numberOfRowsInComponent:)`).
    public static var numberOfRowsInComponent: Self { Self("numberOfRowsInComponent") }
}

extension DelegateMethod where Input == (row: Int, component: Int), Output == String? {
    /// A row's title (`pickerView(_:titleForRow:forComponent:)`).
    public static var titleForRow: Self { Self("titleForRow") }
}

extension DelegateMethod where Input == (row: Int, component: Int), Output == Void {
    /// The user settled on a row (`pickerView(_:didSelectRow:inComponent:)`).
    ///
    /// A table's `.didSelectRow` has the same name: where the types leave both open, the
    /// table's is chosen, and a picker's `addHandler(for:_:)` picks this one.
    @_disfavoredOverload
    public static var didSelectRow: Self { Self("didSelectRow") }
}
