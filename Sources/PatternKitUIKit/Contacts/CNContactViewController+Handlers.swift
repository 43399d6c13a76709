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
    extension CNContactViewController: HandlersKit {
        /// The controller's closure table (created on first use; a closure registered in it
        /// installs the proxy).
        package var contactViewHandlers: DelegateHandlers<CNContactViewController> {
            ContactViewDelegateProxy.proxy(on: self).handlers
        }

    }

    @MainActor
    extension HandlersKit where Self: CNContactViewController {
        /// Sets the closure called when the controller finishes, with the saved contact, or
        /// `nil` when the user cancelled.
        /// - Returns: The controller, for chaining.
        @discardableResult
        public func didFinish(handler: @escaping (Self, CNContact?) -> Void) -> Self {
            contactViewHandlers.set(.didFinish) { controller, contact in
                if let controller = controller as? Self { handler(controller, contact) }
            }
            return self
        }

        /// Sets the closure called when the controller finishes, with the saved contact or `nil`.
        @discardableResult
        public func didFinish(handler: @escaping (CNContact?) -> Void) -> Self {
            didFinish { _, contact in handler(contact) }
        }
    }
#endif
