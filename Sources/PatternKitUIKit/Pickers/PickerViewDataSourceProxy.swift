#if os(iOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit
    import os

    /// The `UIPickerViewDataSource` behind a picker's closures (`numberOfComponents`,
    /// `numberOfRowsInComponent`): one per picker, found by its identity, owned by it. A closure
    /// that answers wins; one that returns `nil`, or none, leaves the answer to the app's data
    /// source, then to zero.
    @MainActor
    final class PickerViewDataSourceProxy: DelegateProxy<UIPickerView>, UIPickerViewDataSource {
        private var didReportRefusal = false

        /// Never behind RxCocoa's data source proxy (`rx.items`): it answers the required
        /// `numberOfComponents(in:)` and `pickerView(_:numberOfRowsInComponent:)` from a data
        /// source that only its Swift `setForwardToDelegate(_:retainDelegate:)` records, which
        /// the Objective-C forwarding API bypasses (RxCocoa's `RxPickerViewDataSourceProxy`): the
        /// closures would never run. Said once, at runtime.
        override func mayGoBehind(_ forwardingProxy: AnyObject) -> Bool {
            if !didReportRefusal {
                didReportRefusal = true
                os_log(
                    .fault, log: OSLog(subsystem: "PatternKit", category: "Delegates"), "%{public}@",
                    "PatternKit: this picker's data source is \(type(of: forwardingProxy)), RxCocoa's proxy (rx.items): "
                        + "data source closures cannot go behind it and do not run. Use rx.items or the closures.")
            }
            return false
        }

        override var ownerDelegate: AnyObject? {
            get { owner?.dataSource }
            set { owner?.dataSource = newValue.map { messaging($0, as: (any UIPickerViewDataSource).self) } }
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(selector, in: .pickerViewDataSource) {
                forwardeeResponds(to: selector)
            }
        }

        override nonisolated class var delegateProtocols: [Protocol] {
            [(any UIPickerViewDataSource).self]
        }

        func numberOfComponents(in pickerView: UIPickerView) -> Int {
            handlers.answer(.numberOfComponents, ()) {
                delegate(
                    $0, as: (any UIPickerViewDataSource).self,
                    implementing: #selector((any UIPickerViewDataSource).numberOfComponents(in:)))?.numberOfComponents(
                        in: pickerView)
            } ?? 0
        }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            handlers.answer(.numberOfRowsInComponent, component) {
                delegate(
                    $0, as: (any UIPickerViewDataSource).self,
                    implementing: #selector((any UIPickerViewDataSource).pickerView(_:numberOfRowsInComponent:)))?
                    .pickerView(pickerView, numberOfRowsInComponent: component)
            } ?? 0
        }
    }
#endif
