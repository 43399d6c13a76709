#if os(iOS)
    import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    import UIKit

    /// The `UIPickerViewDataSource` behind a picker's closures (`numberOfComponents`,
    /// `numberOfRowsInComponent`): one per picker, found by its identity, owned by it. A closure
    /// that answers wins; one that returns `nil`, or none, leaves the answer to the app's data
    /// source, then to zero.
    @MainActor
    final class PickerViewDataSourceProxy: DelegateProxy<UIPickerView>, UIPickerViewDataSource {
        override var ownerDelegate: AnyObject? {
            get { owner?.dataSource }
            set { owner?.dataSource = newValue.map { messaging($0, as: (any UIPickerViewDataSource).self) } }
        }

        override nonisolated func claims(_ selector: Selector) -> Bool? {
            handlers.claims(NSStringFromSelector(selector), in: .pickerViewDataSource) {
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
