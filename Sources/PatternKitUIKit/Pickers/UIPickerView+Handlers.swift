#if os(iOS)
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit
    public import UIKit

    /// Picker views take closures for their data source and delegate, so a picker needs no
    /// object of its own: `numberOfComponents`, `numberOfRowsInComponent`, `titleForRow`,
    /// `didSelectRow`.
    ///
    /// ```swift
    /// let sizes = ["S", "M", "L", "XL"]
    /// picker
    ///     .numberOfComponents { _ in 1 }
    ///     .numberOfRowsInComponent { _, _ in sizes.count }
    ///     .titleForRow { _, row, _ in sizes[row] }
    ///     .didSelectRow { _, row, _ in order.size = sizes[row] }
    /// ```
    ///
    /// The closures live in two proxies, one for the data source and one for the delegate,
    /// each installed when its first closure is registered. A data source or delegate the app
    /// sets before the first closure, or through `forwardingDataSource`/`forwardingDelegate` after it, goes behind them: it answers what no closure answers (a closure
    /// returning `nil` passes) and receives every `didSelectRow`. Widths, row heights and
    /// custom row views stay with the app's delegate.
    extension UIPickerView {
        /// The picker's data source closures (`.numberOfComponents`, `.numberOfRowsInComponent`), for
        /// `add(_:_:)` and tokens; registering one installs the data source proxy.
        package var pickerDataSourceHandlers: DelegateHandlers<UIPickerView> {
            PickerViewDataSourceProxy.proxy(on: self).handlers
        }

        /// The picker's delegate closures (`.titleForRow`, `.didSelectRow`), for `add(_:_:)`
        /// and tokens; registering one installs the delegate proxy.
        package var pickerDelegateHandlers: DelegateHandlers<UIPickerView> {
            PickerViewDelegateProxy.proxy(on: self).handlers
        }

        /// The app's own data source, behind the closures. Without closures it is `dataSource`.
        public var forwardingDataSource: (any UIPickerViewDataSource)? {
            get {
                PickerViewDataSourceProxy.forwardingDelegate(of: self, delegate: dataSource).map {
                    messaging($0, as: (any UIPickerViewDataSource).self)
                }
            }
            set {
                if !PickerViewDataSourceProxy.setForwardingDelegate(newValue, of: self) { dataSource = newValue }
            }
        }

        /// The app's own delegate, behind the closures. Without closures it is `delegate`.
        public var forwardingDelegate: (any UIPickerViewDelegate)? {
            get {
                PickerViewDelegateProxy.forwardingDelegate(of: self, delegate: delegate).map {
                    messaging($0, as: (any UIPickerViewDelegate).self)
                }
            }
            set {
                if !PickerViewDelegateProxy.setForwardingDelegate(newValue, of: self) { delegate = newValue }
            }
        }
    }

    @MainActor
    extension HandlersKit where Self: UIPickerView {
        /// Sets the closure that gives the number of columns.
        @discardableResult
        public func numberOfComponents(handler: @escaping (Self) -> Int?) -> Self {
            pickerDataSourceHandlers.set(.numberOfComponents) { picker, _ in (picker as? Self).flatMap(handler) }
            return self
        }

        /// Sets the closure that gives the number of rows of a column (`nil`: the app's data
        /// source answers).
        @discardableResult
        public func numberOfRowsInComponent(handler: @escaping (Self, Int) -> Int?) -> Self {
            pickerDataSourceHandlers.set(.numberOfRowsInComponent) { picker, component in
                (picker as? Self).flatMap { handler($0, component) }
            }
            return self
        }

        /// Sets the closure that gives a row's title: `(picker, row, component)`.
        @discardableResult
        public func titleForRow(handler: @escaping (Self, Int, Int) -> String?) -> Self {
            pickerDelegateHandlers.set(.titleForRow) { picker, input in
                (picker as? Self).flatMap { handler($0, input.row, input.component) }
            }
            return self
        }

        /// Sets the closure called when the user settled on a row: `(picker, row, component)`.
        @discardableResult
        public func didSelectRow(handler: @escaping (Self, Int, Int) -> Void) -> Self {
            pickerDelegateHandlers.set(.didSelectRow) { picker, input in
                if let picker = picker as? Self { handler(picker, input.row, input.component) }
            }
            return self
        }

        /// Adds a closure for a data source question (`.numberOfComponents`,
        /// `.numberOfRowsInComponent`) or a delegate method (`.titleForRow`, `.didSelectRow`)
        /// beside the one the named method set; the token removes it. A question's closure
        /// returns `nil` to let the next closure, or the app's data source, answer.
        ///
        /// ```swift
        /// let token = picker.addHandler(for: .didSelectRow) { picker, selection in
        ///     analytics.log("row \(selection.row) of column \(selection.component)")
        /// }
        /// ```
        @discardableResult
        public func addHandler<Input, Output>(
            for method: DelegateMethod<Self, Input, Output>, _ handler: @escaping (Self, Input) -> Output
        ) -> HandlerToken {
            pickerHandlers(for: method.name).add(method.owned()) { picker, input in
                // The proxies only ever hand over their own picker, which is a `Self`.
                handler(unsafeDowncast(picker, to: Self.self), input)
            }
        }

        /// Removes every closure of `method`, set or added (the app's data source and delegate
        /// are not affected).
        public func removeHandlers<Input, Output>(for method: DelegateMethod<Self, Input, Output>) {
            let isDataSource = Self.dataSourceMethods.contains(method.name)
            let proxy: (any PickerProxy)? =
                isDataSource ? PickerViewDataSourceProxy.existing(on: self) : PickerViewDelegateProxy.existing(on: self)
            proxy?.handlers.removeHandlers(for: method.owned())
        }

        private static var dataSourceMethods: [String] { ["numberOfComponents", "numberOfRowsInComponent"] }

        private func pickerHandlers(for name: String) -> DelegateHandlers<UIPickerView> {
            Self.dataSourceMethods.contains(name) ? pickerDataSourceHandlers : pickerDelegateHandlers
        }
    }

    /// The picker's two proxies, as far as removing closures goes.
    @MainActor
    protocol PickerProxy {
        var handlers: DelegateHandlers<UIPickerView> { get }
    }

    extension PickerViewDataSourceProxy: PickerProxy {}
    extension PickerViewDelegateProxy: PickerProxy {}
#endif
