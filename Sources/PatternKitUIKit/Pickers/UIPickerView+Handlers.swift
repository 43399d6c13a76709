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
    extension UIPickerView: DelegateHandling {
        /// Closures receive the picker as a `UIPickerView` from the tables; the methods cast it
        /// to the receiver's own class.
        public typealias DelegateSender = UIPickerView

        /// The picker's delegate closures (`.titleForRow`, `.didSelectRow`); registering one
        /// installs the delegate proxy. The data source's questions live in their own table
        /// (``delegateHandlers(routing:)``).
        public var delegateHandlers: DelegateHandlers<UIPickerView> {
            PickerViewDelegateProxy.proxy(on: self).handlers
        }

        /// The delegate closure table if a delegate closure was ever registered.
        public var existingDelegateHandlers: DelegateHandlers<UIPickerView>? {
            PickerViewDelegateProxy.existing(on: self)?.handlers
        }

        /// The table that routes `name`: the data source proxy's for `.numberOfComponents` and
        /// `.numberOfRowsInComponent` (registering one installs it), the delegate proxy's for
        /// the rest.
        public func delegateHandlers(routing name: String) -> DelegateHandlers<UIPickerView> {
            Self.isDataSourceMethod(name) ? PickerViewDataSourceProxy.proxy(on: self).handlers : delegateHandlers
        }

        /// The table that routes `name`, if it exists.
        public func existingDelegateHandlers(routing name: String) -> DelegateHandlers<UIPickerView>? {
            Self.isDataSourceMethod(name)
                ? PickerViewDataSourceProxy.existing(on: self)?.handlers : existingDelegateHandlers
        }

        private static func isDataSourceMethod(_ name: String) -> Bool {
            name == "numberOfComponents" || name == "numberOfRowsInComponent"
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
    extension DelegateHandling where Self: UIPickerView {
        /// Makes `handler` *the* closure for a picker's question (`.numberOfComponents`,
        /// `.numberOfRowsInComponent`, `.titleForRow`), replacing the one set before.
        /// - Returns: The picker, for chaining.
        @discardableResult
        package func setHandler<Input, Answer>(
            for method: DelegateMethod<Self, Input, Answer?>, _ handler: @escaping (Self, Input) -> Answer?
        ) -> Self {
            delegateHandlers(routing: method.name).set(method.owned()) { picker, input in
                // The proxies only ever hand over their own picker, which is a `Self`.
                handler(unsafeDowncast(picker, to: Self.self), input)
            }
            return self
        }

        /// Adds `handler` for a picker's question beside the closures already there and returns
        /// the token that removes it; `nil` lets the next closure, or the app's data source or
        /// delegate, answer. Notifications (`.didSelectRow`) take `addHandler(for:_:)` as every
        /// delegate method does.
        ///
        /// ```swift
        /// let token = picker.addHandler(for: .titleForRow) { _, position in
        ///     position.component == 1 ? units[position.row] : nil
        /// }
        /// ```
        @discardableResult
        public func addHandler<Input, Answer>(
            for method: DelegateMethod<Self, Input, Answer?>, _ handler: @escaping (Self, Input) -> Answer?
        ) -> HandlerToken {
            delegateHandlers(routing: method.name).add(method.owned()) { picker, input in
                handler(unsafeDowncast(picker, to: Self.self), input)
            }
        }
    }

    @MainActor
    extension HandlersKit where Self: UIPickerView {
        /// Sets the closure that gives the number of columns.
        @discardableResult
        public func numberOfComponents(handler: @escaping (Self) -> Int?) -> Self {
            setHandler(for: .numberOfComponents) { picker, _ in handler(picker) }
        }

        /// Sets the closure that gives the number of rows of a column (`nil`: the app's data
        /// source answers).
        @discardableResult
        public func numberOfRowsInComponent(handler: @escaping (Self, Int) -> Int?) -> Self {
            setHandler(for: .numberOfRowsInComponent, handler)
        }

        /// Sets the closure that gives a row's title: `(picker, row, component)`.
        @discardableResult
        public func titleForRow(handler: @escaping (Self, Int, Int) -> String?) -> Self {
            setHandler(for: .titleForRow) { picker, position in handler(picker, position.row, position.component) }
        }

        /// Sets the closure called when the user settled on a row: `(picker, row, component)`.
        @discardableResult
        public func didSelectRow(handler: @escaping (Self, Int, Int) -> Void) -> Self {
            setHandler(for: .didSelectRow) { picker, position in handler(picker, position.row, position.component) }
        }
    }
#endif
