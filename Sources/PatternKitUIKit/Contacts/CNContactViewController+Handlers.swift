#if canImport(ContactsUI) && !os(watchOS) && !os(tvOS)
    public import ContactsUI
    public import PatternKitHandlers
    @_spi(PatternKitPlumbing) import PatternKitHandlersUIKit

    /// Contact view controllers take a closure for the end of editing, as in HandlersKit:
    /// `didFinish`.
    ///
    /// ```swift
    /// let editor = CNContactViewController(forNewContact: nil)
    /// editor.didFinish { contact in
    ///     if let contact { contacts.append(contact) }
    /// }
    /// ```
    ///
    /// The closure lives in a delegate proxy that becomes the controller's `delegate`; a
    /// delegate the app set before the first closure keeps receiving every call.
    extension CNContactViewController: DelegateHandling {
        /// Closures receive the controller as a `CNContactViewController` from the table; the
        /// methods cast it to the receiver's own class.
        public typealias DelegateSender = CNContactViewController

        /// The controller's closure table (created on first use; a closure registered in it
        /// installs the proxy). `addHandler(for: .didFinish)` adds a closure beside the one
        /// `didFinish` sets; `removeHandlers(for:)` removes them.
        public var delegateHandlers: DelegateHandlers<CNContactViewController> {
            ContactViewDelegateProxy.proxy(on: self).handlers
        }

        /// The closure table if a closure was ever registered.
        public var existingDelegateHandlers: DelegateHandlers<CNContactViewController>? {
            ContactViewDelegateProxy.existing(on: self)?.handlers
        }
    }

    @MainActor
    extension HandlersKit where Self: CNContactViewController {
        /// Sets the closure called when the controller finishes, with the saved contact, or
        /// `nil` when the user cancelled.
        /// - Returns: The controller, for chaining.
        @discardableResult
        public func didFinish(handler: @escaping (Self, CNContact?) -> Void) -> Self {
            setHandler(for: .didFinish, handler)
        }

        /// Sets the closure called when the controller finishes, with the saved contact or `nil`.
        @discardableResult
        public func didFinish(handler: @escaping (CNContact?) -> Void) -> Self {
            didFinish { _, contact in handler(contact) }
        }
    }
#endif
